import { useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { APP_NAME } from "#shared/app-info.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { Button } from "./ui/button.tsx";

/**
 * Back as a person expects it: to the page they came from in this app, else home (a page
 * opened from a link or bookmark has nothing behind it). `replace` drops the page left.
 */
export function useGoBack({ replace = false } = {}) {
  const navigate = useNavigate();
  return () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate("/", { replace }));
}

/** The foot of a signed-in page: the language switch, as the public pages have it. */
export function PageFooter({ className }: { className: string }) {
  return (
    <footer className={`mx-auto ${className} px-4 pt-10 text-sm text-muted-foreground`}>
      <LanguageSwitch />
    </footer>
  );
}

/** A signed-in page below home: Back, its title, an optional action and the theme toggle. */
export function PageFrame({
  title,
  onBack,
  action,
  wide = false,
  children,
}: {
  title: string;
  /** Defaults to going back (useGoBack). */
  onBack?: () => void;
  action?: ReactNode;
  /** Room for two columns on a wide screen (the admin dashboard). */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const width = wide ? "max-w-6xl" : "max-w-3xl";
  return (
    <div className="min-h-dvh pb-10">
      {/* React puts it in the document's head: each page is named in tabs and history. */}
      <title>{`${title} · ${APP_NAME}`}</title>
      <header className="top-below-status sticky z-20 border-b border-border bg-background/95 backdrop-blur">
        <div className={`mx-auto flex ${width} items-center gap-1 px-2 py-2 sm:px-4`}>
          <Button variant="ghost" size="icon" aria-label={t`Back`} onClick={onBack ?? goBack}>
            <ArrowLeft aria-hidden />
          </Button>
          <h1 className="min-w-0 flex-1 text-lg leading-snug font-semibold tracking-tight wrap-anywhere">
            {title}
          </h1>
          {action}
          <ThemeToggle />
        </div>
      </header>
      <main className={`mx-auto ${width} px-4 pt-4`}>{children}</main>
      <PageFooter className={width} />
    </div>
  );
}

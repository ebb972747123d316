import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { ThemeToggle } from "./theme-toggle.tsx";
import { Button } from "./ui/button.tsx";

/** A signed-in page below home: Back, its title, an optional action and the theme toggle. */
export function PageFrame({
  title,
  onBack,
  action,
  children,
}: {
  title: string;
  onBack: () => void;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh pb-10">
      <header className="sticky top-0 z-20 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center gap-1 px-2 py-2 sm:px-4">
          <Button variant="ghost" size="icon" aria-label="Back" onClick={onBack}>
            <ArrowLeft aria-hidden />
          </Button>
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold tracking-tight">{title}</h1>
          {action}
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 pt-4">{children}</main>
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { cn } from "../lib/cn.ts";
import { LanguageSwitch } from "./language-switch.tsx";

/** Copyright, the legal links and the language; `className` sets the inner width to match the page. */
export function SiteFooter({ className = "max-w-6xl" }: { className?: string }) {
  const { t } = useLingui();
  return (
    <footer className="border-t border-border">
      <div
        className={cn(
          "mx-auto flex flex-col items-center gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:justify-between sm:px-6",
          className,
        )}
      >
        <p>© UK Adventures</p>
        <LanguageSwitch />
        <nav aria-label={t`Legal`}>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            <li>
              <Link
                to="/terms"
                className="rounded underline underline-offset-4 hover:text-foreground"
              >
                <Trans>Terms of Service</Trans>
              </Link>
            </li>
            <li>
              <Link
                to="/privacy-policy"
                className="rounded underline underline-offset-4 hover:text-foreground"
              >
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

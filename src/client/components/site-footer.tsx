import { Link } from "react-router";
import { cn } from "../lib/cn.ts";

/** Copyright and the legal links; `className` sets the inner width to match the page. */
export function SiteFooter({ className = "max-w-6xl" }: { className?: string }) {
  return (
    <footer className="border-t border-border">
      <div
        className={cn(
          "mx-auto flex flex-col items-center gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6",
          className,
        )}
      >
        <p>© UK Adventures</p>
        <nav aria-label="Legal">
          <ul className="flex gap-6">
            <li>
              <Link
                to="/terms"
                className="rounded underline underline-offset-4 hover:text-foreground"
              >
                Terms of Service
              </Link>
            </li>
            <li>
              <Link
                to="/privacy-policy"
                className="rounded underline underline-offset-4 hover:text-foreground"
              >
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

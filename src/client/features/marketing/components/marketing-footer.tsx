import { Link } from "react-router";

export function MarketingFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
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

import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { BrandLink } from "#client/components/brand-link.tsx";
import { ThemeToggle } from "#client/components/theme-toggle.tsx";
import { Button } from "#client/components/ui/button.tsx";

export function MarketingHeader() {
  const { t } = useLingui();
  return (
    <header className="top-below-status sticky z-20 border-b border-border/60 bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label={t`Account`} className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <Button asChild variant="outline" size="sm">
            <Link to="/sign-in">
              <Trans>Sign In</Trans>
            </Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}

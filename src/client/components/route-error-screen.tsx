import { Trans } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "#client/lib/cn.ts";
import { useAuth } from "#client/lib/session.ts";
import { BrandLink } from "./brand-link.tsx";
import { MenuDrawer } from "./menu-drawer.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { Button } from "./ui/button.tsx";
import { Card } from "./ui/card.tsx";

/**
 * Each page draws its own header, so the one that failed took its header with it: this one
 * keeps the way around the app (the menu when signed in, the logo home and the theme toggle).
 */
function ErrorScreenHeader() {
  const auth = useAuth();
  const signedIn = auth.status === "signed-in";
  return (
    <header className="top-below-status sticky z-20 border-b border-border bg-background/95 backdrop-blur">
      <div
        className={cn(
          "mx-auto flex max-w-3xl items-center gap-1 py-2",
          signedIn ? "px-2 sm:px-4" : "px-4",
        )}
      >
        {signedIn && <MenuDrawer user={auth.user} />}
        <BrandLink />
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}

/**
 * What a page that failed to render shows instead (docs/architecture.md): what happened, that
 * nothing is lost, Try again and the way home the 404 page offers.
 */
export function RouteErrorScreen({
  onRetry,
  onLeave,
}: {
  /** Renders the page again. */
  onRetry: () => void;
  /** Called as the person follows the link home. */
  onLeave: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers land on what happened, not on a button that has gone.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <ErrorScreenHeader />
      <main className="flex flex-1 items-start justify-center px-4 pt-10 pb-12 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md p-6 text-center sm:p-8">
          <TriangleAlert className="mx-auto size-12 text-primary" aria-hidden />
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-4 text-2xl font-bold tracking-tight outline-none"
          >
            <Trans>Something went wrong</Trans>
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">
            <Trans>This page could not be shown, but nothing you have saved has been lost.</Trans>
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <Button onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/" onClick={onLeave}>
                <Trans>Back to home</Trans>
              </Link>
            </Button>
          </div>
        </Card>
      </main>
    </div>
  );
}

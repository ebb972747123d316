import { Trans, useLingui } from "@lingui/react/macro";
import { Compass } from "lucide-react";
import { Link, useLocation } from "react-router";
import { APP_NAME } from "#shared/app-info.ts";
import { signInReturningTo } from "#shared/return-path.ts";
import { useAuth } from "../lib/session.ts";
import { Button } from "./ui/button.tsx";
import { Card } from "./ui/card.tsx";

export function NotFoundPage() {
  const signedOut = useAuth().status === "signed-out";
  const { pathname, search, hash } = useLocation();
  const { t } = useLingui();
  const title = t`Page not found`;
  const signInPath = signInReturningTo(`${pathname}${search}${hash}`);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <title>{`${title} · ${APP_NAME}`}</title>
      <Card className="w-full max-w-md p-8 text-center">
        <Compass className="mx-auto size-12 text-primary" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">
          <Trans>404 Page Not Found</Trans>
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>Did you forget to add the page to the router?</Trans>
        </p>
        <Button asChild className="mt-6">
          <Link to="/">
            <Trans>Back to home</Trans>
          </Link>
        </Button>
        {/* A signed-in page, opened signed out, looks missing: signing in brings it back. */}
        {signedOut && (
          <p className="mt-4 text-sm">
            <Trans>
              <Link to={signInPath} className="font-medium text-primary underline">
                Sign in
              </Link>{" "}
              if this is one of your pages.
            </Trans>
          </p>
        )}
      </Card>
    </main>
  );
}

import { Trans } from "@lingui/react/macro";
import { ShieldX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";

/** Shown to a signed-in user who is not an admin; the page then asks the server for nothing. */
export function NotAllowed() {
  return (
    <Card className="p-8 text-center">
      <ShieldX className="mx-auto size-12 text-destructive" aria-hidden />
      <h2 className="mt-4 text-xl font-bold tracking-tight">
        <Trans>You don't have permission to view this page</Trans>
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        <Trans>
          The Admin Dashboard is only for administrators of this UK Adventures server. If you need
          access, ask the person who runs it.
        </Trans>
      </p>
      <Button asChild className="mt-6">
        <Link to="/">
          <Trans>Back to Home</Trans>
        </Link>
      </Button>
    </Card>
  );
}

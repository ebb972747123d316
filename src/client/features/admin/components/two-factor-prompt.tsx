import { Trans } from "@lingui/react/macro";
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";

/**
 * Asks an admin without two-factor sign-in to turn it on: this account can read everyone's
 * data. With ADMIN_REQUIRE_TWO_FACTOR the server answers nothing else until they do.
 */
export function TwoFactorPrompt() {
  return (
    <section
      className="mb-4 flex flex-wrap items-center gap-4 rounded-2xl border border-primary/50 bg-card p-4 text-card-foreground shadow-sm"
      aria-labelledby="admin-two-factor"
    >
      <ShieldAlert className="size-8 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="admin-two-factor" className="font-semibold">
          <Trans>Turn on two-factor sign-in</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            This account can see everyone's places. Protect it with a code from an authenticator app
            after your password; this server may require it before the dashboard opens.
          </Trans>
        </p>
      </div>
      <Button asChild>
        <Link to="/account#two-factor">
          <Trans>Turn it on</Trans>
        </Link>
      </Button>
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useSearchParams } from "react-router";
import { PageFrame } from "#client/components/page-frame.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { plainAuthError } from "#shared/account.ts";
import type { User } from "#shared/user.ts";
import { accountQuery, refreshAccount } from "../api.ts";
import { DataSection } from "./data-section.tsx";
import { DeleteSection } from "./delete-section.tsx";
import { EmailSection } from "./email-section.tsx";
import { PasskeysSection } from "./passkeys-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { SessionsSection } from "./sessions-section.tsx";
import { TwoFactorSection } from "./two-factor-section.tsx";

/** What a new address's confirmation link said, from the address it brought the person back to. */
function useEmailLinkResult() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const error = params.get("error");
  if (error) {
    return {
      ok: false,
      error: plainAuthError(error) ?? t`That link did not work. Ask for a new one.`,
    } as const;
  }
  return params.get("email") === "confirmed" ? ({ ok: true } as const) : null;
}

/** The account page (docs/product.md#account). */
export function AccountPage({ user }: { user: User }) {
  const { t } = useLingui();
  const account = useQuery(accountQuery);
  const linkResult = useEmailLinkResult();
  const { hash } = useLocation();
  const loaded = account.data !== undefined;
  // A link to a section (the admin dashboard's "Turn it on"): shown once the page is there.
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded, hash]);
  // A confirmed address: the menu and this page show the new one.
  useEffect(() => {
    if (linkResult?.ok) void refreshAccount();
  }, [linkResult?.ok]);

  return (
    <PageFrame title={t`Account`}>
      {account.isError && (
        <ErrorAlert>
          <Trans>Your account could not be loaded. Please refresh the page.</Trans>
        </ErrorAlert>
      )}
      {account.isPending && (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading your account…</Trans>
        </p>
      )}
      {account.data && (
        <div className="grid gap-3">
          <ProfileSection name={account.data.name} />
          <EmailSection
            email={account.data.email}
            verified={account.data.emailVerified}
            linkResult={linkResult}
          />
          <PasswordSection hasPassword={account.data.hasPassword} />
          <TwoFactorSection
            enabled={account.data.twoFactorEnabled}
            hasPassword={account.data.hasPassword}
          />
          <PasskeysSection />
          <SessionsSection />
          <DataSection />
          <DeleteSection account={account.data} userId={user.id} />
        </div>
      )}
    </PageFrame>
  );
}

import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { useSharedText } from "#client/lib/i18n.tsx";
import { signOut } from "#client/lib/session.ts";
import type { AccountSession } from "#shared/account.ts";
import { formatVisitDate, relativeVisitLabel } from "#shared/relative-date.ts";
import { deviceParts } from "#shared/user-agent.ts";
import { endOtherSessions, endSession, refreshAccount, sessionsQuery } from "../api.ts";
import { AccountSection, ActionMessages, useAction } from "./section.tsx";

/** "Firefox on Windows", "Chrome", "A browser on Android", or "Unknown browser". */
function useDeviceLabel(): (session: AccountSession) => string {
  const { t } = useLingui();
  return (session) => {
    const { browser, system } = deviceParts(session);
    if (browser && system) return t`${browser} on ${system}`;
    if (browser) return browser;
    if (system) return t`A browser on ${system}`;
    return t`Unknown browser`;
  };
}

function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useLingui();
  const shared = useSharedText();
  const deviceLabel = useDeviceLabel();
  const action = useAction(t`That session could not be signed out. Please try again.`);
  const label = deviceLabel(session);
  const signedIn = formatVisitDate(session.createdAt);
  const lastUsed = relativeVisitLabel(session.lastUsedAt);
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-xl border border-border p-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium">
          {label}
          {session.current && (
            <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
              <Trans>This device</Trans>
            </span>
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          <Trans>
            Signed in on {signedIn} · last used {lastUsed}
          </Trans>
        </p>
        <p className="text-xs text-muted-foreground">{shared(session.network)}</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={action.busy}
        aria-label={session.current ? t`Sign out of this device` : t`Sign out ${label}`}
        onClick={() =>
          session.current
            ? signOut()
            : action.perform(async () => {
                await endSession(session.id);
                await refreshAccount();
              })
        }
      >
        <LogOut aria-hidden />
        <Trans>Sign out</Trans>
      </Button>
      {action.error && <ErrorAlert className="basis-full">{action.error}</ErrorAlert>}
    </li>
  );
}

/** Where the account is signed in, each to sign out, or all but this one. */
export function SessionsSection() {
  const { t } = useLingui();
  const sessions = useQuery(sessionsQuery);
  const action = useAction(t`The other sessions could not be signed out. Please try again.`);
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <AccountSection
      id="sessions"
      icon={<MonitorSmartphone aria-hidden />}
      title={t`Where you're signed in`}
      description={t`Sign out any browser you don't recognise or no longer use.`}
    >
      {sessions.isError && (
        <ErrorAlert>
          <Trans>Your sessions could not be loaded. Please refresh the page.</Trans>
        </ErrorAlert>
      )}
      {sessions.data && (
        <ul aria-label={t`Sessions`} className="grid gap-2">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <ActionMessages action={action} />
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={action.busy || others === 0}
        onClick={() =>
          action.perform(async () => {
            const { signedOut } = await endOtherSessions();
            await refreshAccount();
            return t`${plural(signedOut, {
              one: "Signed out of # other session.",
              other: "Signed out of # other sessions.",
            })}`;
          })
        }
      >
        <Trans>Sign out everywhere else</Trans>
      </Button>
    </AccountSection>
  );
}

import { useQuery } from "@tanstack/react-query";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { signOut } from "#client/lib/session.ts";
import type { AccountSession } from "#shared/account.ts";
import { formatVisitDate, relativeVisitLabel } from "#shared/relative-date.ts";
import { deviceLabel } from "#shared/user-agent.ts";
import { endOtherSessions, endSession, refreshAccount, sessionsQuery } from "../api.ts";
import { AccountSection, ActionMessages, useAction } from "./section.tsx";

function SessionRow({ session }: { session: AccountSession }) {
  const action = useAction("That session could not be signed out. Please try again.");
  const label = deviceLabel(session);
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-xl border border-border p-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium">
          {label}
          {session.current && (
            <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
              This device
            </span>
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          Signed in on {formatVisitDate(session.createdAt)} · last used{" "}
          {relativeVisitLabel(session.lastUsedAt)}
        </p>
        <p className="text-xs text-muted-foreground">{session.network}</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={action.busy}
        aria-label={session.current ? "Sign out of this device" : `Sign out ${label}`}
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
        Sign out
      </Button>
      {action.error && <ErrorAlert className="basis-full">{action.error}</ErrorAlert>}
    </li>
  );
}

/** Where the account is signed in, each to sign out, or all but this one. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQuery);
  const action = useAction("The other sessions could not be signed out. Please try again.");
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <AccountSection
      id="sessions"
      icon={<MonitorSmartphone aria-hidden />}
      title="Where you're signed in"
      description="Sign out any browser you don't recognise or no longer use."
    >
      {sessions.isError && (
        <ErrorAlert>Your sessions could not be loaded. Please refresh the page.</ErrorAlert>
      )}
      {sessions.data && (
        <ul aria-label="Sessions" className="grid gap-2">
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
            return `Signed out of ${signedOut} other session${signedOut === 1 ? "" : "s"}.`;
          })
        }
      >
        Sign out everywhere else
      </Button>
    </AccountSection>
  );
}

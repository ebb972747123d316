import { t } from "@lingui/core/macro";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "#client/components/ui/toast-store.ts";
import { ApiError } from "#shared/api-error.ts";
import { signInReturningTo } from "#shared/return-path.ts";
import { apiOwningUnauthorized, whenUnauthorized } from "./api-client.ts";
import { queryClient } from "./query-client.ts";
import { userQuery } from "./session.ts";

const signedIn = () => Boolean(queryClient.getQueryData(userQuery.queryKey));

let asking: Promise<boolean> | null = null;

/**
 * Whether the session really ended: the session probe answers 401. A 401 can also mean a wrong
 * code (Better Auth's two-factor check) with the session still good. Calls answered at once
 * share one question.
 */
function sessionHasEnded(): Promise<boolean> {
  asking ??= apiOwningUnauthorized.auth.user
    .$get()
    .then(
      () => false,
      (error: unknown) => error instanceof ApiError && error.status === 401,
    )
    .finally(() => {
      asking = null;
    });
  return asking;
}

/**
 * A call answered 401 while the app thought the person signed in: the session ended elsewhere
 * (signed out in another tab, expired, revoked). Rather than leave them on a page whose every
 * call now fails, it forgets what it held, says why, and goes to the sign-in screen, which
 * comes back here afterwards. Every call reports its 401 here (lib/api-client.ts): the lists'
 * queries, the forms' writes, and the calls made outside them (import, restore, the account
 * page's actions, downloads). Signing in itself is never affected: the app holds no user then.
 */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;

  useEffect(
    () =>
      whenUnauthorized(() => {
        if (!signedIn()) return;
        void sessionHasEnded().then((ended) => {
          // Two calls may have been answered 401 at once: the first one goes.
          if (!ended || !signedIn()) return;
          const { pathname, search, hash } = here.current;
          queryClient.clear();
          queryClient.setQueryData(userQuery.queryKey, null);
          navigate(signInReturningTo(`${pathname}${search}${hash}`));
          toast({
            title: t`Please sign in again`,
            description: t`Your session has ended. Sign in to carry on where you were.`,
          });
        });
      }),
    [navigate],
  );
  return null;
}

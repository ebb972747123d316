import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "#client/components/ui/toast-store.ts";
import { ApiError } from "#shared/api-error.ts";
import { signInReturningTo } from "#shared/return-path.ts";
import { queryClient } from "./query-client.ts";
import { userQuery } from "./session.ts";

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A call answered 401 while the app thought the person signed in: the session ended elsewhere
 * (signed out in another tab, expired, revoked). Rather than leave them on a page whose every
 * call now fails, it forgets what it held, says why, and goes to the sign-in screen, which
 * comes back here afterwards.
 */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    function onFailure(error: unknown) {
      if (!isUnauthorized(error) || !queryClient.getQueryData(userQuery.queryKey)) return;
      const { pathname, search, hash } = here.current;
      queryClient.clear();
      queryClient.setQueryData(userQuery.queryKey, null);
      navigate(signInReturningTo(`${pathname}${search}${hash}`));
      toast({
        title: "Please sign in again",
        description: "Your session has ended. Sign in to carry on where you were.",
      });
    }
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onFailure(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onFailure(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [navigate]);
  return null;
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import type { User } from "#shared/user.ts";
import { apiOwningUnauthorized } from "./api-client.ts";
import { queryClient } from "./query-client.ts";

/** Set while a sign-out made without a signal has still to reach the server. */
export const SIGN_OUT_PENDING = "uka-sign-out-pending";

/** The signed-in user, or null when signed out (a 401 here is an answer, not a session ended). */
export const userQuery = queryOptions({
  queryKey: ["/api/auth/user"],
  queryFn: async (): Promise<User | null> => {
    // Signed out without a signal, and the server not yet told: signed out here all the same.
    if (localStorage.getItem(SIGN_OUT_PENDING)) return null;
    try {
      return await okJson(apiOwningUnauthorized.auth.user.$get());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  retry: false,
});

export type AuthState =
  | { status: "loading"; user: null }
  | { status: "signed-out"; user: null }
  | { status: "signed-in"; user: User };

export function useAuth(): AuthState {
  const { data, isPending } = useQuery(userQuery);
  if (isPending) return { status: "loading", user: null };
  if (!data) return { status: "signed-out", user: null };
  return { status: "signed-in", user: data };
}

/** After sign-in or sign-up: a new session means a new CSRF token and another user's data. */
export async function startNewSession(): Promise<void> {
  // The new session's cookie has replaced the one an offline sign-out still had to end.
  localStorage.removeItem(SIGN_OUT_PENDING);
  queryClient.clear();
  await queryClient.fetchQuery(userQuery);
}

/** Runs before sign-out; answering false (the person kept their unsent changes) stops it. */
type BeforeSignOut = () => Promise<boolean>;
let beforeSignOut: BeforeSignOut | undefined;

/**
 * Set by the offline feature: it warns when changes made on this device are still waiting,
 * then removes every copy the browser keeps of the user's places and photos.
 */
export function setBeforeSignOut(step: BeforeSignOut) {
  beforeSignOut = step;
}

/** What this browser keeps of the signed-in user beyond this page: set by the offline feature. */
export type BrowserCopies = {
  /** Changes made on this device and not yet sent. */
  waitingChanges(): Promise<number>;
  /** Deletes every copy of the user's answers and photos, and every waiting change. */
  clear(): Promise<void>;
};
let browserCopies: BrowserCopies = { waitingChanges: async () => 0, clear: async () => {} };

export function setBrowserCopies(copies: BrowserCopies) {
  browserCopies = copies;
}

/** For deleting the account: its copies go with it. */
export const copiesOnThisBrowser = (): BrowserCopies => browserCopies;

/**
 * On sign-out cached data is cleared; /api/logout ends the session and goes home. Without a
 * signal the browser's copies are still cleared and the app shows signed out; the server's
 * session is ended the next time the app is online.
 */
export async function signOut(): Promise<void> {
  if (beforeSignOut && !(await beforeSignOut())) return;
  queryClient.clear();
  if (!navigator.onLine) {
    localStorage.setItem(SIGN_OUT_PENDING, "1");
    window.location.assign("/");
    return;
  }
  window.location.assign("/api/logout");
}

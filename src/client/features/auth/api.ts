import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../../shared/user.ts";
import { apiGetOrNullWhenSignedOut, authPost } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";

/** The signed-in user, or null when signed out. */
export const userQuery = queryOptions({
  queryKey: ["/api/auth/user"],
  queryFn: () => apiGetOrNullWhenSignedOut<User>("/api/auth/user"),
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

export async function signInWithEmail(input: { email: string; password: string }) {
  await authPost("/sign-in/email", { ...input, rememberMe: true });
  await afterSessionChange();
}

export async function signUpWithEmail(input: { name: string; email: string; password: string }) {
  await authPost("/sign-up/email", input);
  await afterSessionChange();
}

/** Spec §4: on sign-out cached data is cleared; /api/logout ends the session and goes home. */
export function signOut(): void {
  queryClient.clear();
  window.location.assign("/api/logout");
}

async function afterSessionChange() {
  // A new session means a new CSRF token and, for every query, another user's data.
  queryClient.clear();
  await queryClient.fetchQuery(userQuery);
}

import { QueryClient } from "@tanstack/react-query";

export function isUnauthorized(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 401;
}

/**
 * Queries are never refetched on focus or on an interval and never go stale, unless a
 * query says otherwise; a 401 is never retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: (failureCount, error) => !isUnauthorized(error) && failureCount < 2,
      // Asked even when the browser says it is offline: the service worker answers with the
      // last copy it kept (src/client/sw).
      networkMode: "offlineFirst",
    },
    mutations: { retry: false },
  },
});

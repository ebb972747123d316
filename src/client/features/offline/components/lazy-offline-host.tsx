import { useSyncExternalStore } from "react";
import { queryClient } from "#client/lib/query-client.ts";
import { userQuery } from "#client/lib/session.ts";
import { useLazyComponent } from "#client/lib/use-lazy-component.ts";
import type { User } from "#shared/user.ts";
import { subscribeToUpdate, updateState } from "../update-store.ts";

const loadHost = () => import("./offline-host.tsx").then((m) => m.OfflineHost);

/**
 * The signed-in user's id, read from the query cache itself: sign-in clears the cache, and an
 * observer made before that (useQuery) would never hear of the new user.
 */
function useSignedInUserId(): string | null {
  return useSyncExternalStore(
    (notify) => queryClient.getQueryCache().subscribe(notify),
    () => queryClient.getQueryData<User | null>(userQuery.queryKey)?.id ?? null,
  );
}

/**
 * The offline status, the conflict dialog, the sign-out warning and the update prompt, fetched
 * once someone is signed in or a new version waits: the landing page's first load never
 * carries them.
 */
export function LazyOfflineHost() {
  const userId = useSignedInUserId();
  const updateReady = useSyncExternalStore(subscribeToUpdate, () => updateState().ready);
  const Host = useLazyComponent(loadHost, userId !== null || updateReady);
  return Host ? <Host userId={userId} /> : null;
}

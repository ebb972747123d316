import { useSyncExternalStore } from "react";
import { useAuth } from "#client/lib/session.ts";
import { useLazyComponent } from "#client/lib/use-lazy-component.ts";
import { subscribeToUpdate, updateState } from "../update-store.ts";

const loadHost = () => import("./offline-host.tsx").then((m) => m.OfflineHost);

/**
 * The offline status, the conflict dialog, the sign-out warning and the update prompt, fetched
 * once someone is signed in or a new version waits: the landing page's first load never
 * carries them.
 */
export function LazyOfflineHost() {
  const auth = useAuth();
  const updateReady = useSyncExternalStore(subscribeToUpdate, () => updateState().ready);
  const Host = useLazyComponent(loadHost, auth.status === "signed-in" || updateReady);
  return Host ? <Host userId={auth.user?.id ?? null} /> : null;
}

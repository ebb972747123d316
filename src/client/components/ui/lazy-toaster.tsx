import { useSyncExternalStore } from "react";
import { useAuth } from "#client/lib/session.ts";
import { useLazyComponent } from "#client/lib/use-lazy-component.ts";
import { currentToasts, subscribeToToasts } from "./toast-store.ts";

const loadToaster = () => import("./toaster.tsx").then((m) => m.Toaster);

/**
 * Loads the toast UI with the first toast, keeping it out of the landing page's first load;
 * for a signed-in user, whose every save ends in a toast, it is fetched at once.
 * A dismissed toast stays in the store while it animates out, so this stays mounted for it.
 */
export function LazyToaster() {
  const hasToasts = useSyncExternalStore(subscribeToToasts, () => currentToasts().length > 0);
  const signedIn = useAuth().status === "signed-in";
  const Toaster = useLazyComponent(loadToaster, hasToasts || signedIn);
  return hasToasts && Toaster ? <Toaster /> : null;
}

import { type ComponentType, useEffect, useState, useSyncExternalStore } from "react";
import { useAuth } from "../../lib/session.ts";
import { currentToasts, subscribeToToasts } from "./toast-store.ts";

let loading: Promise<ComponentType> | undefined;

function loadToaster(): Promise<ComponentType> {
  loading ??= import("./toaster.tsx").then((m) => m.Toaster);
  return loading;
}

/**
 * Loads the toast UI with the first toast, keeping it out of the landing page's first load;
 * for a signed-in user, whose every save ends in a toast, it is fetched at once.
 * A dismissed toast stays in the store while it animates out, so this stays mounted for it.
 * Not React.lazy: a Suspense boundary holds back what it reveals, and the first toast came
 * 0.7 s after its cause.
 */
export function LazyToaster() {
  const hasToasts = useSyncExternalStore(subscribeToToasts, () => currentToasts().length > 0);
  const signedIn = useAuth().status === "signed-in";
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!(hasToasts || signedIn) || Toaster) return;
    let current = true;
    loadToaster().then((component) => current && setToaster(() => component));
    return () => {
      current = false;
    };
  }, [hasToasts, signedIn, Toaster]);
  return hasToasts && Toaster ? <Toaster /> : null;
}

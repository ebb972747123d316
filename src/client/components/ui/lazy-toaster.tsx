import { lazy, Suspense, useSyncExternalStore } from "react";
import { currentToasts, subscribeToToasts } from "./toast-store.ts";

const Toaster = lazy(() => import("./toaster.tsx").then((m) => ({ default: m.Toaster })));

/**
 * Loads the toast UI with the first toast, keeping it out of the landing page's first load.
 * A dismissed toast stays in the store while it animates out, so this stays mounted for it.
 */
export function LazyToaster() {
  const hasToasts = useSyncExternalStore(subscribeToToasts, () => currentToasts().length > 0);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

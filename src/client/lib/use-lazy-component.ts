import { type ComponentType, useEffect, useState } from "react";

/**
 * A component fetched the first time `wanted` is true, kept out of
 * the first page load. Not React.lazy: a Suspense boundary holds back what it reveals, and
 * the first toast came 0.7 s after its cause.
 *
 * Code that fails to download (a new release, or no signal and no copy) is thrown while
 * rendering, so the nearest error boundary shows the error screen, whose Try again loads the
 * page afresh, rather than the component never appearing and the failure going unseen.
 */
export function useLazyComponent<P>(
  load: () => Promise<ComponentType<P>>,
  wanted: boolean,
): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    load().then(
      (loaded) => current && setComponent(() => loaded),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [wanted, component, load]);
  if (failure) throw failure.error;
  return component;
}

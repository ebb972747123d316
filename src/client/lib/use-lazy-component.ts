import { type ComponentType, useEffect, useState } from "react";

/**
 * A component fetched the first time `wanted` is true, kept out of
 * the first page load. Not React.lazy: a Suspense boundary holds back what it reveals, and
 * the first toast came 0.7 s after its cause.
 */
export function useLazyComponent<P>(
  load: () => Promise<ComponentType<P>>,
  wanted: boolean,
): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    load().then((loaded) => current && setComponent(() => loaded));
    return () => {
      current = false;
    };
  }, [wanted, component, load]);
  return component;
}

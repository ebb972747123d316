// Whether a new version of the app has downloaded and waits for "Reload". Kept apart from the
// registration (which loads workbox-window) so the first page's script stays small.

type UpdateState = { ready: boolean; apply: () => void };

let state: UpdateState = { ready: false, apply: () => undefined };
const listeners = new Set<() => void>();

export const updateState = () => state;

export function subscribeToUpdate(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setUpdateReady(apply: () => void) {
  state = { ready: true, apply };
  for (const listener of listeners) listener();
}

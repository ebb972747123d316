// "The list just grew or a place was visited", told by the features that change the list to
// whoever listens (the app wires achievements to it), so neither needs to know the other.
import type { Place } from "../../shared/place.ts";

/** What changed, and the list as it was before. */
export type PlacesChange = { kind: "added" | "imported" | "visited"; before: readonly Place[] };

const listeners = new Set<(change: PlacesChange) => void>();

export function notifyPlacesChanged(change: PlacesChange): void {
  for (const listener of listeners) listener(change);
}

export function onPlacesChanged(listener: (change: PlacesChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

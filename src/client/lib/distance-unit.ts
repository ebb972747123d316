import { useSyncExternalStore } from "react";
import type { DistanceUnit } from "#shared/geo/distance.ts";

/** The one local-storage key for the distance unit; miles unless km was chosen on Options. */
const STORAGE_KEY = "uk-adventures-distance-unit";

const listeners = new Set<() => void>();

function read(): DistanceUnit {
  try {
    return localStorage.getItem(STORAGE_KEY) === "km" ? "km" : "mi";
  } catch {
    return "mi";
  }
}

export function setDistanceUnit(unit: DistanceUnit): void {
  try {
    localStorage.setItem(STORAGE_KEY, unit);
  } catch {
    // Private mode or storage full: the choice still holds until the page is left.
  }
  current = unit;
  for (const listener of listeners) listener();
}

let current: DistanceUnit | undefined;

/** The unit distances are shown in, kept in step across every component that shows one. */
export function useDistanceUnit(): DistanceUnit {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      current ??= read();
      return current;
    },
    () => "mi",
  );
}

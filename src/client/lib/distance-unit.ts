import { createContext, useContext, useSyncExternalStore } from "react";
import { DISTANCE_UNIT_COOKIE, type DistanceUnit, distanceUnitOf } from "#shared/geo/distance.ts";

/** The one local-storage key for the distance unit; miles unless km was chosen on Options. */
const STORAGE_KEY = "uk-adventures-distance-unit";
/** A year: the choice outlives any session, as local storage does. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const listeners = new Set<() => void>();

/** Tells the server the unit too, for the pages it draws (a trip's distances). */
function writeCookie(unit: DistanceUnit) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app serves
  document.cookie = `${DISTANCE_UNIT_COOKIE}=${unit}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

function read(): DistanceUnit {
  let unit: DistanceUnit = "mi";
  try {
    unit = distanceUnitOf(localStorage.getItem(STORAGE_KEY));
  } catch {
    return unit;
  }
  // A choice made before the server was told of it: told now, once.
  if (unit === "km" && !document.cookie.includes(`${DISTANCE_UNIT_COOKIE}=km`)) writeCookie(unit);
  return unit;
}

export function setDistanceUnit(unit: DistanceUnit): void {
  try {
    localStorage.setItem(STORAGE_KEY, unit);
  } catch {
    // Private mode or storage full: the choice still holds until the page is left.
  }
  writeCookie(unit);
  current = unit;
  for (const listener of listeners) listener();
}

let current: DistanceUnit | undefined;

/** The unit a page drawn on the server shows: the one its request's cookie names. */
export const ServerDistanceUnit = createContext<DistanceUnit>("mi");

/** The unit distances are shown in, kept in step across every component that shows one. */
export function useDistanceUnit(): DistanceUnit {
  const serverUnit = useContext(ServerDistanceUnit);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      current ??= read();
      return current;
    },
    () => serverUnit,
  );
}

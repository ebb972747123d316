import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { useState, useSyncExternalStore } from "react";
import type { LatLng } from "#shared/geo/location.ts";
import { roundCoordinate } from "#shared/geo/location.ts";

/** Why the browser gave no position, in the words a person sees. */
export class PositionUnavailable extends Error {
  override readonly name = "PositionUnavailable";
}

const NOT_FOUND = msg`Your location could not be found just now. Please try again.`;

const REASONS: Record<number, MessageDescriptor> = {
  1: msg`Location access is turned off for this site. Allow it in your browser's settings to use your location.`,
  2: NOT_FOUND,
  3: msg`Finding your location took too long. Please try again.`,
};

/**
 * Asks the browser where the device is. Called only on the person's own tap (sort by distance,
 * "Use my current location"): nothing is asked, or sent anywhere, before that.
 */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) {
      reject(new PositionUnavailable(t`This browser cannot tell where you are.`));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: roundCoordinate(coords.latitude),
          longitude: roundCoordinate(coords.longitude),
        }),
      (error) => reject(new PositionUnavailable(i18n._(REASONS[error.code] ?? NOT_FOUND))),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}

// The last position the person let us have, for this visit only: never stored or sent.
let known: LatLng | null = null;
const listeners = new Set<() => void>();

/** Asks for the position (see currentPosition) and keeps it for the other screens. */
export async function locate(): Promise<LatLng> {
  known = await currentPosition();
  for (const listener of listeners) listener();
  return known;
}

/** The position last given by `locate()` in this visit, or null. */
export function useKnownPosition(): LatLng | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => known,
    () => null,
  );
}

/** Why a position could not be had, in the words a person sees. */
export const positionProblem = (error: unknown) =>
  error instanceof PositionUnavailable ? error.message : t`Your location is not available.`;

/**
 * A button's way to ask for the position: `locating` while the browser answers, `problem` to
 * show when it gives none, and `run` for the tap, which hands the position to `onFound`.
 */
export function useLocate(onFound: (position: LatLng) => void = () => {}) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run() {
    setLocating(true);
    setProblem(null);
    try {
      onFound(await locate());
    } catch (error) {
      setProblem(positionProblem(error));
    } finally {
      setLocating(false);
    }
  }
  return { locating, problem, run };
}

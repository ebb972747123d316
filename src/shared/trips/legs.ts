import { distanceKm } from "../geo/distance.ts";
import { type LatLng, locationOf } from "../geo/location.ts";

type Located = { latitude: number | null; longitude: number | null };

/**
 * A day's legs, each from a stop to the next one that has a location (stops with none are
 * passed over), in kilometres as the crow flies, and their total. `legs[i]` is the leg that
 * leaves stop i, or null when no located stop follows it or it has no location itself.
 */
export function dayLegs(stops: readonly Located[]): {
  legs: ({ toIndex: number; km: number } | null)[];
  totalKm: number;
} {
  const legs: ({ toIndex: number; km: number } | null)[] = stops.map(() => null);
  let totalKm = 0;
  let from: { index: number; at: LatLng } | null = null;
  for (const [index, stop] of stops.entries()) {
    const at = locationOf(stop);
    if (!at) continue;
    if (from) {
      const km = distanceKm(from.at, at);
      legs[from.index] = { toIndex: index, km };
      totalKm += km;
    }
    from = { index, at };
  }
  return { legs, totalKm };
}

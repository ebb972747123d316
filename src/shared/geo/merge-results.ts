import { distanceKm } from "./distance.ts";
import { foldForSearch } from "./fold.ts";
import type { GeocodeResult } from "./geocode.ts";

/** Two results this close are the same place, whatever they are called. */
const SAME_SPOT_KM = 0.1;
/** Two results of the same name this close are one place, found twice (a town's centre differs
 * between GeoNames and OpenStreetMap by a kilometre or two). */
const SAME_NAME_KM = 5;

/** What a result is called, before the area it is in: "Keswick" of "Keswick, England". */
const nameOf = (result: GeocodeResult) => foldForSearch(result.label.split(",")[0] ?? "");

/**
 * Adds `more` after `results`, leaving out each one that repeats a result already listed: at
 * the same spot (within 100 m), or of the same name within 5 km. At most `limit` in all.
 */
export function appendDistinct(
  results: readonly GeocodeResult[],
  more: readonly GeocodeResult[],
  limit: number,
): GeocodeResult[] {
  const merged = [...results];
  for (const candidate of more) {
    if (merged.length >= limit) break;
    const name = nameOf(candidate);
    const repeats = merged.some((listed) => {
      const km = distanceKm(listed, candidate);
      return km <= SAME_SPOT_KM || (km <= SAME_NAME_KM && nameOf(listed) === name);
    });
    if (!repeats) merged.push(candidate);
  }
  return merged.slice(0, limit);
}

import { foldForSearch } from "./fold.ts";
import { GEOCODE_MAX_RESULTS, type GeocodeResult } from "./geocode.ts";

/**
 * Offline, the places this device was already given by the server's search, for what is
 * typed now: each whose name, or a word of it, begins with the text, accents and case aside
 * ("caer" finds "Cardiff (Caerdydd), Wales"). The same place found by two searches is
 * offered once.
 */
export function knownPlacesMatching(
  known: readonly GeocodeResult[],
  text: string,
  max: number = GEOCODE_MAX_RESULTS,
): GeocodeResult[] {
  const wanted = foldForSearch(text);
  if (!wanted) return [];
  const seen = new Set<string>();
  const found: GeocodeResult[] = [];
  for (const place of known) {
    const key = `${place.label}|${place.latitude}|${place.longitude}`;
    if (seen.has(key)) continue;
    const label = foldForSearch(place.label);
    if (label.startsWith(wanted) || label.includes(` ${wanted}`)) {
      seen.add(key);
      found.push(place);
      if (found.length === max) break;
    }
  }
  return found;
}

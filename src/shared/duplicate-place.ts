// When two places in one list are the same place. One rule for every way a place comes in:
// adding one, editing one, a bulk add (import, restore) and the import's preview.

import { distanceKm } from "./geo/distance.ts";
import { locationOf } from "./geo/location.ts";

/**
 * How close two places of the same name and address must be to be the same place. A shop, a
 * castle or a car park is a few tens of metres across; the same chain's next shop, a route's
 * next point or another Boots in the same town is further away than this.
 */
export const SAME_PLACE_METRES = 100;

/** What decides whether two places are the same: their name, address and position. */
export type PlaceIdentity = {
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** Any character beyond ASCII, the only text that may carry an accent to take off. */
const BEYOND_ASCII = /[\u0080-\uffff]/;

/**
 * Trims, collapses spaces, and ignores case and accents ("Café" is "cafe"). Plain ASCII text
 * has no accents, so it skips the Unicode decomposition: the import preview folds every row's
 * name and address several times, and a 5,000-place file spent most of its checking here.
 */
function fold(value: string | null): string {
  const text = value ?? "";
  const bare = BEYOND_ASCII.test(text) ? text.normalize("NFKD").replace(/\p{M}/gu, "") : text;
  return bare.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * The folded name and address, stored with each place: the places that may be the same as a
 * new one are those with its key, and only those need their positions compared.
 */
export function duplicateKey(place: { name: string; address: string | null }): string {
  return `${fold(place.name)}\n${fold(place.address)}`;
}

/**
 * Whether two places are the same: their names match and their addresses match (folded as
 * duplicateKey does; two empty addresses match), and, when both have a position, they are
 * within SAME_PLACE_METRES of each other. When either has no position, name and address
 * decide: there is nothing else to tell them apart by.
 */
export function isSamePlace(a: PlaceIdentity, b: PlaceIdentity): boolean {
  return duplicateKey(a) === duplicateKey(b) && nearEnough(a, b);
}

/** The position half of isSamePlace, for places already known to share a duplicate key. */
function nearEnough(a: PlaceIdentity, b: PlaceIdentity): boolean {
  const from = locationOf(a);
  const to = locationOf(b);
  if (!from || !to) return true;
  return distanceKm(from, to) * 1000 <= SAME_PLACE_METRES;
}

/**
 * Places gathered by duplicate key, to find the one a place repeats without comparing it with
 * every other: a list of thousands has at most a few places of one name and address.
 */
export class PlaceMatcher<T extends PlaceIdentity> {
  readonly #byKey = new Map<string, T[]>();
  readonly #keyOf: (place: PlaceIdentity) => string;

  /**
   * `keyOf` is duplicateKey, or one that remembers it: the import preview goes through the
   * same 10,000 rows several times, and folding their text again each time cost most of it.
   */
  constructor(places: Iterable<T> = [], keyOf: (place: PlaceIdentity) => string = duplicateKey) {
    this.#keyOf = keyOf;
    for (const place of places) this.add(place);
  }

  /** Adds a place; `key` is its duplicate key when already known. */
  add(place: T, key: string = this.#keyOf(place)): void {
    const same = this.#byKey.get(key);
    if (same) same.push(place);
    else this.#byKey.set(key, [place]);
  }

  /** The first place added that is the same place as this one (isSamePlace), if any. */
  find(place: PlaceIdentity, key: string = this.#keyOf(place)): T | undefined {
    // Every place under the key has the same name and address: only positions are compared.
    return this.#byKey.get(key)?.find((other) => nearEnough(other, place));
  }
}

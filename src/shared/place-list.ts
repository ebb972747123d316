import { distanceKm } from "./geo/distance.ts";
import { foldForSearch } from "./geo/fold.ts";
import { type LatLng, locationOf } from "./geo/location.ts";
import type { Place } from "./place.ts";

/** Ten places a page. */
export const PAGE_SIZE = 10;

export const FILTERS = ["all", "visited", "unvisited"] as const;
export type PlaceFilter = (typeof FILTERS)[number];
export const SORTS = ["date", "name", "distance"] as const;
export type PlaceSort = (typeof SORTS)[number];

/** What the home's list shows, as its address holds it: ?filter=visited&sort=name&q=pub&page=2. */
export type ListState = {
  filter: PlaceFilter;
  sort: PlaceSort;
  /** The search text; null while search is closed. */
  query: string | null;
  page: number;
};

/** The list's state from its address; anything unknown falls back to the list as it opens. */
export function listStateFrom(params: URLSearchParams): ListState {
  const filterParam = params.get("filter");
  const sortParam = params.get("sort");
  return {
    filter: FILTERS.find((f) => f === filterParam) ?? "all",
    sort: SORTS.find((s) => s === sortParam) ?? "date",
    query: params.get("q"),
    page: Number(params.get("page") ?? 1),
  };
}

type Listed = Pick<
  Place,
  "name" | "address" | "category" | "visited" | "createdAt" | "latitude" | "longitude"
>;

export function countPlaces(places: readonly Listed[]): Record<PlaceFilter, number> {
  const visited = places.filter((place) => place.visited).length;
  return { all: places.length, visited, unvisited: places.length - visited };
}

type Searched = Pick<Listed, "name" | "address" | "category">;

/**
 * Each place's fields as a search compares them, kept while they stay the same strings: /map
 * searches up to 5,000 places at every key press, and folding them all again each time costs
 * a phone tens of milliseconds. A newline parts the fields, so no query runs from one into the
 * next (folded text holds only letters, digits and single spaces).
 */
const folded = new WeakMap<Searched, { fields: (string | null)[]; text: string }>();
function foldedFields(place: Searched): string {
  const fields = [place.name, place.address, place.category];
  const kept = folded.get(place);
  if (kept?.fields.every((field, i) => field === fields[i])) return kept.text;
  const text = fields.map((field) => (field ? foldForSearch(field) : "")).join("\n");
  folded.set(place, { fields, text });
  return text;
}

/**
 * A substring of the name, address or category, ignoring case and accents ("ty hyll" finds
 * "Tŷ Hyll", "mon" finds "Ynys Môn") and dots, apostrophes and other punctuation ("st ives"
 * finds "St. Ives", "giants causeway" finds "Giant's Causeway"). A query of punctuation alone
 * ("&") is looked for as typed, case aside.
 */
export function matchesSearch(place: Searched, query: string): boolean {
  return searchFor(query)(place);
}

/** `matchesSearch` with the query read once, for a whole list. */
function searchFor(query: string): (place: Searched) => boolean {
  const needle = foldForSearch(query);
  if (needle) return (place) => foldedFields(place).includes(needle);
  const typed = query.trim().toLocaleLowerCase("en-GB");
  if (!typed) return () => true;
  return (place) =>
    [place.name, place.address, place.category].some((field) =>
      field?.toLocaleLowerCase("en-GB").includes(typed),
    );
}

// Made when first sorting by name: a collator loads the locale's collation data, work the
// home's first draw (sorted by date) should not wait for.
let collator: Intl.Collator | undefined;
const byName = () => {
  collator ??= new Intl.Collator("en-GB", { sensitivity: "base", numeric: true });
  return collator;
};

/** How far a place is from `from`, in km; Infinity when either has no location. */
export function distanceFrom(from: LatLng | null, place: Listed): number {
  const location = locationOf(place);
  return from && location ? distanceKm(from, location) : Number.POSITIVE_INFINITY;
}

/**
 * What the home list shows: filtered, searched and sorted (newest first by createdAt, A-Z by
 * name, or nearest first to `from`, places without a location last). Ties keep the server's
 * order, which is newest first. Without `from`, a distance sort is by date.
 */
export function selectPlaces<T extends Listed>(
  places: readonly T[],
  {
    filter,
    query,
    sort,
    from = null,
  }: { filter: PlaceFilter; query: string; sort: PlaceSort; from?: LatLng | null },
): T[] {
  const matches = searchFor(query);
  const chosen = places.filter(
    (place) => (filter === "all" || place.visited === (filter === "visited")) && matches(place),
  );
  if (sort === "name") return chosen.sort((a, b) => byName().compare(a.name, b.name));
  // ISO timestamps sort as plain strings; localeCompare would load the locale's collation.
  const byDate = (a: T, b: T) =>
    a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? 1 : -1;
  if (sort === "distance" && from) {
    const away = new Map(chosen.map((place) => [place, distanceFrom(from, place)]));
    const distance = (place: T) => away.get(place) ?? Number.POSITIVE_INFINITY;
    return chosen.sort((a, b) => distance(a) - distance(b) || byDate(a, b));
  }
  return chosen.sort(byDate);
}

export type Page<T> = {
  items: T[];
  /** 1-based, clamped into range (a deleted place can leave the last page empty). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown; 0 and 0 when there are none. */
  from: number;
  to: number;
  total: number;
};

export function paginate<T>(items: readonly T[], requestedPage: number): Page<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const start = (page - 1) * PAGE_SIZE;
  const pageItems = items.slice(start, start + PAGE_SIZE);
  return {
    items: pageItems,
    page,
    pageCount,
    from: total === 0 ? 0 : start + 1,
    to: start + pageItems.length,
    total,
  };
}

/**
 * The page of the list the home opens on at this address, when it can be known away from the
 * browser: not while searching, nor nearest first (only the browser knows where it is), nor
 * when there is nothing to show. Null in those cases.
 */
export function openingPage<T extends Listed>(
  places: readonly T[],
  state: ListState,
): { filter: PlaceFilter; sort: PlaceSort; page: Page<T> } | null {
  if (state.query !== null || state.sort === "distance") return null;
  const selected = selectPlaces(places, {
    filter: state.filter,
    query: "",
    sort: state.sort,
    from: null,
  });
  if (selected.length === 0) return null;
  return { filter: state.filter, sort: state.sort, page: paginate(selected, state.page) };
}

import { foldForSearch } from "./fold.ts";
import type { GeocodeResult } from "./geocode.ts";

export const NATIONS = { ENG: "England", SCT: "Scotland", WLS: "Wales", NIR: "Northern Ireland" };

/** A UK city, town or village, as GeoNames lists it. */
export type Town = {
  name: string;
  nation: string;
  latitude: number;
  longitude: number;
  population: number;
};

type Entry = { town: Town; folded: string; words: string[] };

/**
 * Searches towns by name, ignoring accents, case and punctuation: exact names first, then
 * names that start with the query, then names with a word that does; larger places first
 * within each.
 */
export function townSearch(towns: readonly Town[]) {
  const entries: Entry[] = towns.map((town) => {
    const folded = foldForSearch(town.name);
    return { town, folded, words: folded.split(" ") };
  });
  return (query: string, limit: number): GeocodeResult[] => {
    const q = foldForSearch(query);
    if (q.length < 2) return [];
    const rank = (entry: Entry) =>
      entry.folded === q
        ? 0
        : entry.folded.startsWith(q)
          ? 1
          : entry.words.some((_, i) => entry.words.slice(i).join(" ").startsWith(q))
            ? 2
            : 3;
    return entries
      .map((entry) => ({ entry, rank: rank(entry) }))
      .filter(({ rank }) => rank < 3)
      .sort((a, b) => a.rank - b.rank || b.entry.town.population - a.entry.town.population)
      .slice(0, limit)
      .map(({ entry: { town } }) => ({
        label: `${town.name}, ${town.nation}`,
        latitude: town.latitude,
        longitude: town.longitude,
        kind: "town" as const,
      }));
  };
}

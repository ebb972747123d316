import { foldForSearch } from "./fold.ts";
import type { GeocodeResult } from "./geocode.ts";

export const NATIONS = { ENG: "England", SCT: "Scotland", WLS: "Wales", NIR: "Northern Ireland" };

/** A UK city, town or village, as GeoNames lists it. */
export type Town = {
  name: string;
  /** Its other names ("Caerdydd" for Cardiff), found as well as its own. */
  alternateNames?: readonly string[];
  nation: string;
  latitude: number;
  longitude: number;
  population: number;
};

/** One name a town is found by: its own (`alternate` undefined), or one of its others. */
type Entry = { town: Town; alternate?: string; folded: string; words: string[] };

/** Towns this large name the area a smaller one is in, to tell apart two of the same name. */
const LANDMARK_POPULATION = 100_000;

const squaredDistance = (a: Town, b: Town) =>
  (a.latitude - b.latitude) ** 2 +
  ((a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180)) ** 2;

/**
 * Searches towns by name, their own or another ("Caerdydd" finds Cardiff), ignoring accents,
 * case and punctuation: exact names first, then names that start with the query, then names
 * with a word that does; larger places first within each; each town once, by its best name.
 */
export function townSearch(towns: readonly Town[]) {
  const entry = (town: Town, name: string, alternate?: string): Entry => {
    const folded = foldForSearch(name);
    return { town, alternate, folded, words: folded.split(" ") };
  };
  const entries: Entry[] = towns.flatMap((town) => [
    entry(town, town.name),
    ...(town.alternateNames ?? []).map((name) => entry(town, name, name)),
  ]);
  const landmarks = towns.filter((town) => town.population >= LANDMARK_POPULATION);
  /** "Newport, England (near Telford)": the nearest large town of another name. */
  const near = (town: Town) => {
    let best: Town | undefined;
    for (const landmark of landmarks) {
      if (landmark.name === town.name) continue;
      if (!best || squaredDistance(town, landmark) < squaredDistance(town, best)) best = landmark;
    }
    return best ? ` (near ${best.name})` : "";
  };
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
    const shown = new Set<Town>();
    return entries
      .map((entry) => ({ entry, rank: rank(entry) }))
      .filter(({ rank }) => rank < 3)
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          b.entry.town.population - a.entry.town.population ||
          // A town's own name before its others, at the same rank.
          Number(a.entry.alternate !== undefined) - Number(b.entry.alternate !== undefined),
      )
      .filter(({ entry: { town } }) => {
        if (shown.has(town)) return false;
        shown.add(town);
        return true;
      })
      .slice(0, limit)
      .map(({ entry: { town, alternate } }, _index, found) => {
        // Found by another name: "Cardiff (Caerdydd), Wales".
        const name = alternate ? `${town.name} (${alternate})` : town.name;
        const label = `${name}, ${town.nation}`;
        // Two places of the same name and nation are told apart by where they are.
        const shared = found.filter(({ entry }) => entry.town.name === town.name).length > 1;
        return {
          label: shared && town.population < LANDMARK_POPULATION ? label + near(town) : label,
          latitude: town.latitude,
          longitude: town.longitude,
          kind: "town" as const,
        };
      });
  };
}

import { text } from "../i18n/text.ts";
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

/** A well-known peak, park, castle or attraction: found like a town. */
export type Landmark = {
  name: string;
  /** Its other names ("Yr Wyddfa" for Snowdon), found as well as its own. */
  alternateNames?: readonly string[];
  nation: string;
  latitude: number;
  longitude: number;
};

/**
 * One name a town or landmark is found by: its own (`alternate` undefined), or one of its
 * others. A landmark has no population: it ranks with a city of `LANDMARK_RANK`.
 */
type Entry = {
  town: Town | Landmark;
  kind: "town" | "landmark";
  population: number;
  alternate?: string;
  folded: string;
  words: string[];
};

/**
 * A landmark ranks among names found as well as one another like a city of this size: after
 * London or Edinburgh ("Edinburgh" finds the city before its castle), before a village.
 */
const LANDMARK_RANK = 100_000;

/** Towns this large name the area a smaller one is in, to tell apart two of the same name. */
const LARGE_TOWN_POPULATION = 100_000;

type Position = { latitude: number; longitude: number };
const squaredDistance = (a: Position, b: Position) =>
  (a.latitude - b.latitude) ** 2 +
  ((a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180)) ** 2;

/**
 * How a search's labels are put in Welsh: `say` gives the Welsh of the nations' names and of
 * "near {town}" (the catalogue's). A place in Wales is then named by its Welsh name first, its English
 * after: "Caerdydd (Cardiff), Cymru".
 */
export type InWelsh = { say: (english: string) => string };

/** A Roman fort's name among a town's others ("Gobannium" for Abergavenny): Latin, not Welsh. */
const LATIN = /(?:ium|um)$/;

/**
 * A place in Wales's Welsh name, where it has one: the first of its other names that is not
 * Latin. GeoNames says no name's language; a town of Wales's other names, less those Welsh
 * cannot spell (alternate-names.ts), are Welsh, but for its Roman ones.
 */
export function welshNameOf(place: Pick<Town, "nation" | "alternateNames">): string | undefined {
  if (place.nation !== NATIONS.WLS) return undefined;
  return place.alternateNames?.find((name) => !LATIN.test(name));
}

/** The Welsh name to show: the one it was found by, else its own. */
function welshName(place: Town | Landmark, foundBy: string | undefined): string | undefined {
  if (place.nation !== NATIONS.WLS) return undefined;
  return foundBy && !LATIN.test(foundBy) ? foundBy : welshNameOf(place);
}

/**
 * Searches towns, and landmarks (kind `landmark`), by name, their own or another ("Caerdydd"
 * finds Cardiff, "Yr Wyddfa" Snowdon), ignoring accents, case and punctuation: exact names
 * first, then names that start with the query, then names with a word that does; larger
 * places first within each; each place once, by its best name.
 */
export function townSearch(towns: readonly Town[], landmarks: readonly Landmark[] = []) {
  const entry = (
    town: Town | Landmark,
    kind: Entry["kind"],
    name: string,
    alternate?: string,
  ): Entry => {
    const folded = foldForSearch(name);
    const population = "population" in town ? town.population : LANDMARK_RANK;
    return { town, kind, population, alternate, folded, words: folded.split(" ") };
  };
  const names = (place: Town | Landmark, kind: Entry["kind"]) => [
    entry(place, kind, place.name),
    ...(place.alternateNames ?? []).map((name) => entry(place, kind, name, name)),
  ];
  const entries: Entry[] = [
    ...towns.flatMap((town) => names(town, "town")),
    ...landmarks.flatMap((landmark) => names(landmark, "landmark")),
  ];
  const largeTowns = towns.filter((town) => town.population >= LARGE_TOWN_POPULATION);
  /** "Newport, England (near Telford)": the nearest large town of another name. */
  const near = (town: Town | Landmark, welsh: InWelsh | undefined) => {
    let best: Town | undefined;
    for (const large of largeTowns) {
      if (large.name === town.name) continue;
      if (!best || squaredDistance(town, large) < squaredDistance(town, best)) best = large;
    }
    if (!best) return "";
    const nearTown = text("near {town}", { town: best.name });
    return ` (${welsh ? welsh.say(nearTown) : nearTown})`;
  };
  /** "Cardiff (Caerdydd), Wales"; in Welsh, "Caerdydd (Cardiff), Cymru". */
  const labelOf = (town: Town | Landmark, alternate: string | undefined, welsh?: InWelsh) => {
    const inWelsh = welsh && welshName(town, alternate);
    const name = inWelsh
      ? `${inWelsh} (${town.name})`
      : alternate
        ? `${town.name} (${alternate})`
        : town.name;
    return `${name}, ${welsh ? welsh.say(town.nation) : town.nation}`;
  };
  return (query: string, limit: number, welsh?: InWelsh): GeocodeResult[] => {
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
    const shown = new Set<Town | Landmark>();
    return entries
      .map((entry) => ({ entry, rank: rank(entry) }))
      .filter(({ rank }) => rank < 3)
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          b.entry.population - a.entry.population ||
          // A town's own name before its others, at the same rank.
          Number(a.entry.alternate !== undefined) - Number(b.entry.alternate !== undefined),
      )
      .filter(({ entry: { town } }) => {
        if (shown.has(town)) return false;
        shown.add(town);
        return true;
      })
      .slice(0, limit)
      .map(({ entry: { town, kind, population, alternate } }, _index, found) => {
        // Found by another name: "Cardiff (Caerdydd), Wales".
        const label = labelOf(town, alternate, welsh);
        // Two places of the same name and nation are told apart by where they are.
        const shared = found.filter(({ entry }) => entry.town.name === town.name).length > 1;
        return {
          label: shared && population < LARGE_TOWN_POPULATION ? label + near(town, welsh) : label,
          latitude: town.latitude,
          longitude: town.longitude,
          kind,
        };
      });
  };
}

/**
 * The landmark a whole text names, by its own name or another, ignoring accents, case and
 * punctuation ("edinburgh castle", "Yr Wyddfa"); else null. Only the whole text: "Edinburgh
 * Castle Tea Rooms" names no landmark, and is left to the towns its words name.
 */
export function landmarkNamed(landmarks: readonly Landmark[]) {
  const byName = new Map<string, GeocodeResult>();
  for (const landmark of landmarks) {
    for (const other of [undefined, ...(landmark.alternateNames ?? [])]) {
      const folded = foldForSearch(other ?? landmark.name);
      if (byName.has(folded)) continue;
      const name = other ? `${landmark.name} (${other})` : landmark.name;
      byName.set(folded, {
        label: `${name}, ${landmark.nation}`,
        latitude: landmark.latitude,
        longitude: landmark.longitude,
        kind: "landmark",
      });
    }
  }
  return (text: string): GeocodeResult | null => byName.get(foldForSearch(text)) ?? null;
}

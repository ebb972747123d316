import { foldForSearch } from "./fold.ts";
import type { GeocodeResult } from "./geocode.ts";
import type { Town } from "./town-search.ts";

/**
 * Towns whose names are also everyday words. In a place's name they nearly always describe
 * the place, not the town it is in: "Bridge Inn" is not in Bridge, Kent, and "Church Cove" not
 * in Church, Lancashire. They are still found when a name is the town's and nothing more.
 */
const EVERYDAY_WORDS = new Set([
  "ash",
  "banks",
  "bow",
  "box",
  "bridge",
  "church",
  "cove",
  "croft",
  "dale",
  "eye",
  "fleet",
  "ford",
  "forth",
  "grain",
  "grove",
  "hay",
  "hill",
  "hook",
  "hope",
  "law",
  "march",
  "mere",
  "moss",
  "over",
  "par",
  "plains",
  "pool",
  "rock",
  "sale",
  "send",
  "stock",
  "stone",
  "street",
  "sway",
  "tumble",
  "valley",
  "wall",
  "wing",
  // A village near Sheffield, and the nation many a Welsh place's address ends with.
  "wales",
]);

type Found = { town: Town; start: number; end: number };

/** Whether `inner`'s words lie within `outer`'s, and are fewer. */
const within = (inner: Found, outer: Found) =>
  inner !== outer && inner.start >= outer.start && inner.end <= outer.end;

/**
 * Finds the town a place's name mentions, for names that are not a town's: "Tower of London"
 * is in London, "Edinburgh Castle" in Edinburgh. A town counts only where its whole name
 * stands as whole words in the text (accents, case and punctuation ignored, as a search
 * ignores them). A name inside a longer one found is not counted ("Bury St Edmunds Abbey" is
 * in Bury St Edmunds, not Bury); of the rest, the most populous wins ("High Street, Bath" is
 * in Bath). Null when the text names no town.
 */
export function townInText(towns: readonly Town[]) {
  // Of towns sharing a name, the most populous: "Newport" alone most often means Newport, Wales.
  const byName = new Map<string, Town>();
  let longest = 0;
  for (const town of towns) {
    const folded = foldForSearch(town.name);
    if (!folded || EVERYDAY_WORDS.has(folded)) continue;
    const kept = byName.get(folded);
    if (!kept || town.population > kept.population) byName.set(folded, town);
    longest = Math.max(longest, folded.split(" ").length);
  }

  return (text: string): GeocodeResult | null => {
    const folded = foldForSearch(text);
    if (!folded) return null;
    const words = folded.split(" ");
    const found: Found[] = [];
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= Math.min(words.length, start + longest); end++) {
        const town = byName.get(words.slice(start, end).join(" "));
        if (town) found.push({ town, start, end });
      }
    }
    const best = found
      .filter((inner) => !found.some((outer) => within(inner, outer)))
      .reduce<Found | undefined>(
        (best, next) => (!best || next.town.population > best.town.population ? next : best),
        undefined,
      );
    if (!best) return null;
    const { town } = best;
    return {
      label: `${town.name}, ${town.nation}`,
      latitude: town.latitude,
      longitude: town.longitude,
      kind: "town",
    };
  };
}

import { foldForSearch } from "./fold.ts";
import type { GeocodeResult } from "./geocode.ts";
import type { Town } from "./town-search.ts";

/**
 * Towns whose names are also everyday words, people's names or other places' names. Inside a
 * place's name they nearly always describe the place, not the town it is in: "Bridge Inn" is
 * not in Bridge, Kent, "Hyde Park" not in Hyde, "Victoria Station" not in Victoria, Blaenau Gwent.
 * They are still found where an address names them on their own ("Crown Inn, Hope").
 */
const EVERYDAY_WORDS = new Set([
  // Everyday words.
  ...["ash", "banks", "barking", "battle", "bow", "box", "bridge", "bugle", "church", "cooling"],
  ...["cove", "croft", "crook", "dale", "deal", "diss", "dollar", "eye", "felling", "flint"],
  ...["fleet", "ford", "forth", "grain", "grove", "hale", "hallow", "hay", "healing", "hill"],
  ...["hillside", "holt", "hook", "hope", "law", "locking", "march", "mere", "mold", "moss"],
  ...["over", "pant", "par", "plains", "pool", "reading", "rock", "rode", "sale", "sandwich"],
  ...["sandy", "scone", "send", "settle", "stock", "stoke", "stone", "street", "sway", "tumble"],
  ...["valley", "wall", "ware", "welling", "wells", "wick", "wing", "wool"],
  ...["bay horse", "bow street", "cross hands", "four lanes", "new inn", "town row", "west end"],
  // People's names: "Keith's Café", "Nelson's Column", "Hyde Park", "Waterloo Station".
  ...["douglas", "hyde", "keith", "logan", "nelson", "shaw", "simpson", "victoria", "waterloo"],
  // Better known as places abroad, which a name without an address may mean.
  ...["alexandria", "hebron", "houston", "melbourne", "normandy"],
  // A village near Sheffield, and the nation many a Welsh place's address ends with.
  "wales",
]);

/** Names in an address that are a nation or an area, not the town: "Cardiff, Wales". */
const AREAS = new Set([
  ...["england", "scotland", "wales", "northern ireland", "uk", "gb", "united kingdom"],
  ...["great britain", "britain", "highland", "orkney", "mendip", "fylde", "high peak"],
]);

/** Words that make a town's name a street's: "Oxford St" in Houston, "London Road" in Leicester. */
const STREET_WORDS = new Set([
  ...["st", "street", "rd", "road", "ave", "avenue", "ln", "lane", "way", "dr", "drive"],
  ...["close", "cres", "crescent", "pl", "place", "terrace", "sq", "square", "circus", "mews"],
  ...["parade", "row", "walk"],
]);

/**
 * Countries an address may end with that are not the UK, in English and in their own
 * languages: a modest list of those travellers from the UK save most. The Crown Dependencies
 * are here too: they are not in the UK, and their places would be mistaken for English ones
 * ("St Helier, Jersey" is not St Helier in Sutton).
 */
const OTHER_COUNTRIES = new Set(
  [
    ...["USA", "US", "United States", "United States of America", "Canada", "Mexico"],
    ...["Australia", "New Zealand", "Ireland", "Republic of Ireland", "Éire", "France"],
    ...["Germany", "Deutschland", "Spain", "España", "Italy", "Italia", "Portugal"],
    ...["Netherlands", "The Netherlands", "Nederland", "Belgium", "Belgique", "België"],
    ...["Switzerland", "Schweiz", "Suisse", "Austria", "Österreich", "Denmark", "Danmark"],
    ...["Norway", "Norge", "Sweden", "Sverige", "Finland", "Suomi", "Iceland", "Ísland"],
    ...["Poland", "Polska", "Czechia", "Czech Republic", "Greece", "Croatia", "Hrvatska"],
    ...["Hungary", "Turkey", "Türkiye", "Japan", "日本", "China", "中国", "South Korea"],
    ...["대한민국", "Taiwan", "Hong Kong", "Singapore", "Thailand", "Vietnam", "Viet Nam"],
    ...["Malaysia", "Indonesia", "India", "United Arab Emirates", "UAE", "South Africa"],
    ...["Morocco", "Egypt", "Brazil", "Brasil", "Argentina", "Chile", "Peru", "Israel"],
    ...["Jersey", "Guernsey", "Isle of Man"],
  ].map(foldForSearch),
);

/** The states a US address gives before its ZIP code: "Houston, TX 77002". */
const US_STATES = new Set(
  (
    "al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh " +
    "nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy"
  ).split(" "),
);
/** The states an Australian address gives before its postcode: "Sydney NSW 2042". */
const AUSTRALIAN_STATES = new Set(["nsw", "vic", "qld", "sa", "wa", "tas", "nt", "act"]);

const DIGITS = /^\d+$/;
const HAS_DIGIT = /\d/;
/** A UK postcode's outward code ("se1", "ec1a") and inward code ("9tg"), as words folded. */
const OUTWARD_CODE = /^[a-z]{1,2}\d[a-z\d]?$/;
const INWARD_CODE = /^\d[a-z]{2}$/;

/** A place as an import or the Add dialog knows it, to find its town by. */
export type PlaceText = {
  name?: string | null;
  address?: string | null;
  /** A country code the data gives: "GB" (or "UK") for the UK. */
  countryCode?: string | null;
};

/** The comma-separated parts of a text: "、" and "，" separate them too, as in Japanese. */
const splitParts = (text: string | null | undefined) => (text ?? "").split(/[,;，、]/);

/** A text's parts, each as its words, folded; empty ones left out. */
const partsOf = (text: string | null | undefined) =>
  splitParts(text).flatMap((part) => {
    const folded = foldForSearch(part);
    return folded ? [folded.split(" ")] : [];
  });

const isNumber = (word: string | undefined, digits: number) =>
  word?.length === digits && DIGITS.test(word);

/** Whether one part of a text says the place is abroad: a country, a US ZIP, an Australian postcode. */
function partIsAbroad(raw: string, words: readonly string[]): boolean {
  // The Japanese postal mark.
  if (raw.includes("〒")) return true;
  // "Japan 150-0002" names Japan.
  if (OTHER_COUNTRIES.has(words.filter((word) => !HAS_DIGIT.test(word)).join(" "))) return true;
  // "TX 77002", and "TX 77002-1234", which folds to three words.
  const state = isNumber(words.at(-1), 4) && isNumber(words.at(-2), 5) ? -3 : -2;
  if (isNumber(words.at(state + 1), 5) && US_STATES.has(words.at(state) ?? "")) return true;
  // "NSW 2042".
  return isNumber(words.at(-1), 4) && AUSTRALIAN_STATES.has(words.at(-2) ?? "");
}

/**
 * Whether a place's data says it is outside the UK: a country code other than the UK's, or an
 * address naming another country ("…, Japan") or giving a US or Australian postcode. A name
 * is read the same way after its first part, which is the place's own ("India Palace").
 */
export function isOutsideUk({ name, address, countryCode }: PlaceText): boolean {
  const code = countryCode?.trim().toUpperCase();
  if (code && code !== "GB" && code !== "UK") return true;
  const abroad = (parts: string[]) =>
    parts.some((raw) => {
      const folded = foldForSearch(raw);
      return folded !== "" && partIsAbroad(raw, folded.split(" "));
    });
  return abroad(splitParts(address)) || abroad(splitParts(name).slice(1));
}

/** A part without the UK postcode it ends with ("London SE1 9TG" is "London"), and whether it had one. */
function withoutPostcode(words: readonly string[]) {
  const last = words.at(-1) ?? "";
  const before = words.at(-2) ?? "";
  if (INWARD_CODE.test(last) && OUTWARD_CODE.test(before)) {
    return { words: words.slice(0, -2), postcode: true };
  }
  if (OUTWARD_CODE.test(last) && words.length > 1)
    return { words: words.slice(0, -1), postcode: true };
  return { words: [...words], postcode: false };
}

type Found = { town: Town; folded: string; start: number; end: number };

/** Whether `inner`'s words lie within `outer`'s, and are fewer. */
const within = (inner: Found, outer: Found) =>
  inner !== outer && inner.start >= outer.start && inner.end <= outer.end;

/** A town's name counts inside other words only when it has this many letters or more. */
const MIN_LETTERS_INSIDE = 4;

/**
 * Finds the town a place without coordinates is in, from its address, else its name: "Bath
 * Abbey" is in Bath, "Tower of London" in London. Only whole names count, as whole words
 * (accents, case and punctuation ignored): "STAND" is not in Standon, nor "Bathurst Basin" in
 * Bath. A place whose data says it is abroad is in none ("Gelato Messina Newtown, Sydney NSW
 * 2042, Australia" is not in Newtown, Powys).
 *
 * In an address, the part before a UK postcode goes first, then the parts from last to first
 * ("10 Bridge St, Conwy" is in Conwy). A part that is a town's name and nothing more counts
 * (any town, by its own name or one of its others, but for a nation or area: "Cardiff,
 * Wales"). Inside a part, a town counts only if its name has four letters or more, is not an
 * everyday word ("Bridge Inn", "Hyde Park") and is not a street's ("421 Oxford St"). In a
 * name, the same, but a part that is only an everyday word ("Street") counts for nothing.
 * Of the towns in a part, a name inside a longer one found is not counted ("Bury St Edmunds
 * Abbey" is in Bury St Edmunds), and of the rest the most populous wins.
 *
 * Every answer is a town the place is near, not where it is: an import marks it approximate.
 */
export function townOfPlace(towns: readonly Town[]) {
  // Of towns sharing a name, the most populous: "Newport" alone most often means Newport, Wales.
  const byName = new Map<string, Town>();
  const byOtherName = new Map<string, Town>();
  let longest = 0;
  const keep = (map: Map<string, Town>, folded: string, town: Town) => {
    const kept = map.get(folded);
    if (!kept || town.population > kept.population) map.set(folded, town);
  };
  for (const town of towns) {
    const folded = foldForSearch(town.name);
    if (!folded || AREAS.has(folded)) continue;
    keep(byName, folded, town);
    longest = Math.max(longest, folded.split(" ").length);
    for (const other of town.alternateNames ?? []) {
      const otherFolded = foldForSearch(other);
      // Short other names are often another language's word ("Ba" for Bath): left out.
      if (otherFolded.replaceAll(" ", "").length >= MIN_LETTERS_INSIDE) {
        keep(byOtherName, otherFolded, town);
      }
    }
  }

  /** The town a part names on its own. */
  const wholePart = (words: readonly string[], inAddress: boolean) => {
    const folded = words.join(" ");
    if (!inAddress && EVERYDAY_WORDS.has(folded)) return undefined;
    return byName.get(folded) ?? byOtherName.get(folded);
  };

  /** The town a part holds among other words. */
  const insidePart = (words: readonly string[]) => {
    const found: Found[] = [];
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= Math.min(words.length, start + longest); end++) {
        const folded = words.slice(start, end).join(" ");
        const town = byName.get(folded);
        if (town) found.push({ town, folded, start, end });
      }
    }
    const counted = found.filter(
      ({ folded, end }) =>
        folded.replaceAll(" ", "").length >= MIN_LETTERS_INSIDE &&
        !EVERYDAY_WORDS.has(folded) &&
        !STREET_WORDS.has(words[end] ?? ""),
    );
    return counted
      .filter((inner) => !found.some((outer) => within(inner, outer)))
      .reduce<Found | undefined>(
        (best, next) => (!best || next.town.population > best.town.population ? next : best),
        undefined,
      )?.town;
  };

  const inText = (text: string | null | undefined, inAddress: boolean) => {
    const parts = partsOf(text).map(withoutPostcode);
    // The post town stands before the postcode; then the parts from last to first.
    const ordered = [
      ...parts.filter((p) => p.postcode),
      ...parts.filter((p) => !p.postcode).reverse(),
    ];
    for (const { words } of ordered) {
      if (words.length === 0) continue;
      const town = wholePart(words, inAddress) ?? insidePart(words);
      if (town) return town;
    }
    return undefined;
  };

  return (place: PlaceText): GeocodeResult | null => {
    if (isOutsideUk(place)) return null;
    const town = inText(place.address, true) ?? inText(place.name, false);
    if (!town) return null;
    return {
      label: `${town.name}, ${town.nation}`,
      latitude: town.latitude,
      longitude: town.longitude,
      kind: "town",
    };
  };
}

/**
 * The town one text names, read as a place's name: what POST /api/geocode/batch is sent, one
 * text at a time. Null when it names none, or says it is abroad.
 */
export function townInText(towns: readonly Town[]) {
  const find = townOfPlace(towns);
  return (text: string): GeocodeResult | null => find({ name: text });
}

/**
 * The town a place is in by the rule above, of the towns a geocoder's answers name: how the
 * browser, which holds no towns, checks what the server found for a place's address and
 * name ("STAND" found Standon by the start of its name: not whole words, so null). Labels
 * read "Cardiff, Wales", or "Cardiff (Caerdydd), Wales" for a town found by another name.
 */
export function townAmong(
  results: readonly (GeocodeResult | null | undefined)[],
  place: PlaceText,
): GeocodeResult | null {
  const towns = results.flatMap((result): Town[] => {
    if (result?.kind !== "town") return [];
    const comma = result.label.lastIndexOf(", ");
    if (comma < 0) return [];
    const named = result.label.slice(0, comma);
    const other = named.indexOf(" (");
    const nation = result.label.slice(comma + 2).replace(/ \(near [^()]*\)$/, "");
    const { latitude, longitude } = result;
    return other < 0
      ? [{ name: named, nation, latitude, longitude, population: 0 }]
      : [
          {
            name: named.slice(0, other),
            alternateNames: [named.slice(other + 2, -1)],
            nation,
            latitude,
            longitude,
            population: 0,
          },
        ];
  });
  return towns.length > 0 ? townOfPlace(towns)(place) : null;
}

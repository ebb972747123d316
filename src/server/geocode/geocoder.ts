import { parseCoordinates } from "#shared/geo/coordinates.ts";
import {
  GEOCODE_MAX_RESULTS,
  type GeocodeAnswer,
  type GeocodeResult,
} from "#shared/geo/geocode.ts";
import { parseGridReference } from "#shared/geo/grid-reference.ts";
import { formatLatLng } from "#shared/geo/location.ts";
import { appendDistinct } from "#shared/geo/merge-results.ts";
import { parsePostcode } from "#shared/geo/postcode.ts";
import { townInText } from "#shared/geo/town-in-text.ts";
import { type Landmark, landmarkNamed, type Town, townSearch } from "#shared/geo/town-search.ts";
import type { Language } from "#shared/i18n/language.ts";
import { text } from "#shared/i18n/text.ts";
import { translated } from "../i18n/catalogue.ts";
import type { OnlineGeocoder } from "./online.ts";
import type { PostcodeQueries } from "./postcodes.ts";

/** The answer's notice for a full postcode when nothing on this server can look it up. */
export const POSTCODES_NOT_SET_UP = text("Postcode lookup is not set up on this server.");

/** The query as a position typed out: coordinates, or an OS grid reference. */
function typedPosition(query: string): GeocodeResult | null {
  const coordinates = parseCoordinates(query);
  if (coordinates) return { label: formatLatLng(coordinates), ...coordinates, kind: "coordinates" };
  const grid = parseGridReference(query);
  if (!grid) return null;
  const { reference, ...position } = grid;
  return { label: reference, ...position, kind: "grid-reference" };
}

/**
 * The offline geocoder: coordinates and OS grid references as typed, then the UK's towns and
 * landmarks. Everything it knows ships with the app; it asks no database and no other server
 * (so a postcode is never looked up: the answer says so).
 */
export function offlineGeocoder(towns: readonly Town[], landmarks: readonly Landmark[] = []) {
  const searchTowns = townSearch(towns, landmarks);
  return (query: string): GeocodeAnswer => {
    const position = typedPosition(query);
    if (position) return { results: [position] };
    const results = searchTowns(query, GEOCODE_MAX_RESULTS);
    return parsePostcode(query) ? { results, notice: POSTCODES_NOT_SET_UP } : { results };
  };
}

/**
 * The server's geocoder. `search` answers GET /api/geocode, in this order: a position typed as
 * coordinates or a grid reference (alone: nothing else is looked up); a full postcode from the
 * postcode table; the towns and landmarks (Snowdon, Edinburgh Castle); then, when
 * GEOCODER_URL is set, the online geocoder's places, leaving out those that repeat one already
 * listed. At most 8. A postcode the table lacks is
 * never guessed at: when the table is empty and no online geocoder is set, the answer's notice
 * says postcode lookup is not set up.
 *
 * `best` answers one name of POST /api/geocode/batch: the typed position, the postcode from
 * the table, the landmark the whole name is ("Edinburgh Castle"), or the town the name names
 * by whole words ("Abbey Gardens, Bury St Edmunds" is in Bury St Edmunds); else null. Never a town whose name merely starts the same ("STAND", a bar in Tokyo, is not
 * Standon): an import's places are placed only where their own words say. It never asks the
 * online geocoder: that allows one call a second, and an import may send a thousand names.
 */
export function serverGeocoder({
  towns,
  landmarks = [],
  postcodes,
  online,
}: {
  towns: readonly Town[];
  landmarks?: readonly Landmark[];
  postcodes: Pick<PostcodeQueries, "find" | "any">;
  online: OnlineGeocoder | null;
}) {
  const searchTowns = townSearch(towns, landmarks);
  const townMentioned = townInText(towns);
  const landmarkOf = landmarkNamed(landmarks);
  const search = async (query: string, language: Language = "en"): Promise<GeocodeAnswer> => {
    const position = typedPosition(query);
    if (position) return { results: [position] };

    let results: GeocodeResult[] = [];
    let notice: string | undefined;
    const postcode = parsePostcode(query);
    const found = postcode && (await postcodes.find(postcode.compact));
    if (postcode && found) {
      results.push({ label: postcode.display, ...found, kind: "postcode" });
    } else if (postcode && !online && !(await postcodes.any())) {
      notice = POSTCODES_NOT_SET_UP;
    }
    const welsh =
      language === "cy" ? { say: (english: string) => translated("cy", english) } : undefined;
    results.push(...searchTowns(query, GEOCODE_MAX_RESULTS - results.length, welsh));
    // The online geocoder is asked only for what is still open: not for a postcode we know,
    // not when the list is already full.
    if (online && !found && results.length < GEOCODE_MAX_RESULTS) {
      results = appendDistinct(results, await online.search(query), GEOCODE_MAX_RESULTS);
    }
    return notice ? { results, notice } : { results };
  };
  const best = async (name: string): Promise<GeocodeResult | null> => {
    const position = typedPosition(name);
    if (position) return position;
    const postcode = parsePostcode(name);
    const found = postcode && (await postcodes.find(postcode.compact));
    if (postcode && found) return { label: postcode.display, ...found, kind: "postcode" };
    return landmarkOf(name) ?? townMentioned(name);
  };
  return { search, best };
}

// Positions as place files write them, checked before they reach a place.
import { type LatLng, roundCoordinate } from "../geo/location.ts";
import { ImportFileError } from "./imported-place.ts";
import { quote } from "./text.ts";

/** Degrees as a file holds them: a number, or text in a spreadsheet cell or an attribute. */
export type Degrees = number | string | null | undefined;

// Plain decimal degrees only: Number() alone would also take "0x1F" or "1e400".
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function readDegrees(
  where: string,
  value: Degrees,
  field: "latitude" | "longitude",
): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === "string" ? value.trim() : String(value);
  if (text === "") return null;
  const degrees =
    typeof value === "number" ? value : DECIMAL.test(text) ? Number(text) : Number.NaN;
  const limit = field === "latitude" ? 90 : 180;
  if (!Number.isFinite(degrees))
    throw new ImportFileError(`${where}: ${quote(text)} is not a ${field}`);
  if (Math.abs(degrees) > limit) throw new ImportFileError(`${where}: ${text} is not a ${field}`);
  // Adding 0 turns -0 into 0.
  return roundCoordinate(degrees) + 0;
}

/**
 * A place's position from its two values, or null when the file gives neither. A value off
 * the globe, or one without the other, stops the import: a place is never put somewhere else.
 */
export function checkCoordinates(
  where: string,
  latitude: Degrees,
  longitude: Degrees,
): LatLng | null {
  const lat = readDegrees(where, latitude, "latitude");
  const lng = readDegrees(where, longitude, "longitude");
  if (lat === null && lng === null) return null;
  if (lng === null) throw new ImportFileError(`${where}: a latitude needs a longitude`);
  if (lat === null) throw new ImportFileError(`${where}: a longitude needs a latitude`);
  return { latitude: lat, longitude: lng };
}

const NUMBER = String.raw`([+-]?\d{1,3}(?:\.\d+)?)`;
/** A dropped pin's own position in a Google Maps place URL: "!3d51.5!4d-0.12". */
const PIN = new RegExp(`!3d${NUMBER}!4d${NUMBER}`);
/** "51.5,-0.12" as a search or a path segment ("/maps/search/51.5,-0.12"). */
const PAIR = new RegExp(String.raw`^\s*${NUMBER}\s*,\s*${NUMBER}\s*$`);
/** Where the map was centred: "@51.5,-0.12,17z". Least precise, so tried last. */
const CENTRE = new RegExp(`@${NUMBER},${NUMBER}(?:,|/|$)`);
const SEARCH_PARAMS = ["q", "query", "ll", "destination"];

function onGlobe(match: RegExpExecArray | null): LatLng | null {
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude: roundCoordinate(latitude) + 0, longitude: roundCoordinate(longitude) + 0 };
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text.trim());
  } catch {
    return null;
  }
}

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment.replaceAll("+", " "));
  } catch {
    return segment;
  }
};

/**
 * The position a Google Maps link holds, or null: a pin ("!3d…!4d…"), a search for
 * coordinates ("?q=51.5,-0.12", "/search/51.5,-0.12") or, failing those, the map's centre
 * ("@51.5,-0.12,17z"). Google Takeout links saved places this way when it has no position.
 */
export function coordinatesInMapsUrl(url: string | null | undefined): LatLng | null {
  if (!url) return null;
  const pin = onGlobe(PIN.exec(url));
  if (pin) return pin;
  const parsed = parseUrl(url);
  const searches = parsed
    ? [
        ...SEARCH_PARAMS.map((name) => parsed.searchParams.get(name) ?? ""),
        ...parsed.pathname.split("/").map(decodeSegment),
      ]
    : [];
  for (const search of searches) {
    const found = onGlobe(PAIR.exec(search));
    if (found) return found;
  }
  return onGlobe(CENTRE.exec(url));
}

/** The words a Google Maps link searches for ("?q=Tower+of+London"), when not coordinates. */
export function searchTextInMapsUrl(url: string | null | undefined): string | null {
  const parsed = url ? parseUrl(url) : null;
  if (!parsed) return null;
  for (const name of SEARCH_PARAMS) {
    const search = parsed.searchParams.get(name)?.trim();
    if (search && !PAIR.test(search)) return search;
  }
  return null;
}

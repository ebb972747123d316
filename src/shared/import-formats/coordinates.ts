// Positions as place files write them, checked before they reach a place.
import { type LatLng, roundCoordinate } from "../geo/location.ts";
import { text } from "../i18n/text.ts";
import { entryError } from "./imported-place.ts";
import { quote } from "./text.ts";

/** Degrees as a file holds them: a number, or text in a spreadsheet cell or an attribute. */
export type Degrees = number | string | null | undefined;

// Plain decimal degrees only: Number() alone would also take "0x1F" or "1e400".
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const notDegrees = (where: string, field: "latitude" | "longitude", value: string) =>
  entryError(
    where,
    field === "latitude"
      ? text("{value} is not a latitude", { value })
      : text("{value} is not a longitude", { value }),
  );

function readDegrees(
  where: string,
  value: Degrees,
  field: "latitude" | "longitude",
): number | null {
  if (value === null || value === undefined) return null;
  // A number is written out only to say what is wrong with it: a file of 10,000 places spent
  // a tenth of its reading turning good ones into text.
  const written = () => (typeof value === "string" ? value.trim() : String(value));
  if (typeof value === "string" && written() === "") return null;
  const degrees =
    typeof value === "number" ? value : DECIMAL.test(written()) ? Number(written()) : Number.NaN;
  const limit = field === "latitude" ? 90 : 180;
  if (!Number.isFinite(degrees)) throw notDegrees(where, field, quote(written()));
  if (Math.abs(degrees) > limit) throw notDegrees(where, field, written());
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
  if (lng === null) throw entryError(where, text("a latitude needs a longitude"));
  if (lat === null) throw entryError(where, text("a longitude needs a latitude"));
  return { latitude: lat, longitude: lng };
}

import OsGridRef from "geodesy/osgridref.js";
import { type LatLng, roundCoordinate } from "./location.ts";

// Two letters, then two to ten digits, with or without spaces: "ST 750 647", "NN1665071250".
const GRID_REFERENCE =
  /^([HNOST][A-HJ-Z])\s*(\d{1,5})\s+(\d{1,5})$|^([HNOST][A-HJ-Z])\s*(\d{2,10})$/i;

/**
 * An Ordnance Survey grid reference as WGS84 coordinates and its tidy form
 * ("NN 16650 71250"), or null when the text is not one. The conversion (OSGB36 to WGS84,
 * Helmert) is geodesy's, good to a few metres.
 */
export function parseGridReference(text: string): (LatLng & { reference: string }) | null {
  const match = text.trim().match(GRID_REFERENCE);
  if (!match) return null;
  const letters = (match[1] ?? match[4] ?? "").toUpperCase();
  const digits = match[5] ?? `${match[2] ?? ""}${match[3] ?? ""}`;
  // Spaced halves must be the same length; unspaced digits must split evenly.
  if (match[2] !== undefined && match[2].length !== match[3]?.length) return null;
  if (digits.length % 2 !== 0 || digits.length < 2 || digits.length > 10) return null;
  const half = digits.length / 2;
  try {
    const grid = OsGridRef.parse(`${letters} ${digits.slice(0, half)} ${digits.slice(half)}`);
    const { lat, lon } = grid.toLatLon();
    return {
      latitude: roundCoordinate(lat),
      longitude: roundCoordinate(lon),
      reference: `${letters} ${digits.slice(0, half)} ${digits.slice(half)}`,
    };
  } catch {
    return null;
  }
}

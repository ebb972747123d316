import type { Place } from "../place.ts";
import type { VisitRecord } from "../visit.ts";

/**
 * What an export writes of a place: its own fields and its visits (newest first), never its id
 * or photo.
 */
export type ExportPlace = Pick<
  Place,
  | "name"
  | "address"
  | "notes"
  | "link"
  | "category"
  | "mood"
  | "visited"
  | "visitedDate"
  | "latitude"
  | "longitude"
  | "createdAt"
> & { visits: readonly VisitRecord[] };

/** A place with a position: the only kind a map file can hold. */
export type LocatedPlace = ExportPlace & { latitude: number; longitude: number };

export const isLocated = <T extends Pick<ExportPlace, "latitude" | "longitude">>(
  place: T,
): place is T & { latitude: number; longitude: number } =>
  place.latitude !== null && place.longitude !== null;

/**
 * A file of places written a piece at a time, so a long list is sent as it is written rather
 * than held whole: its head, one piece per place, its tail.
 */
export type PlaceFileWriter = {
  head: string;
  /** The place's piece, or null when this kind of file leaves the place out. */
  place: (place: ExportPlace) => string | null;
  /** Written between two places' pieces (a JSON array's comma). */
  between?: string;
  tail: string;
};

/** The file's text, piece by piece: the head, each place kept, the tail. */
export function* placeFilePieces(
  writer: PlaceFileWriter,
  places: Iterable<ExportPlace>,
): Generator<string, void, undefined> {
  yield writer.head;
  let first = true;
  for (const place of places) {
    const piece = writer.place(place);
    if (piece === null) continue;
    yield first ? piece : (writer.between ?? "") + piece;
    first = false;
  }
  yield writer.tail;
}

/**
 * Degrees as plain decimals. Stored positions have six decimals, which JavaScript prints
 * without an exponent; a smaller fraction would print as "1e-7", which GPX's xsd:decimal and
 * spreadsheets do not read as a number.
 */
export function decimalDegrees(degrees: number): string {
  const text = String(degrees);
  return text.includes("e") ? degrees.toFixed(12).replace(/\.?0+$/, "") : text;
}

// What every place-file reader gives back. Pure: the browser runs the readers in a Web Worker.
import type { Category } from "../catalog.ts";

export type ImportedPlace = {
  /** Where it is in the file, for messages and as the preview's key: "Row 12", "Placemark 3", "Waypoint 2", "Feature 4". */
  where: string;
  name: string;
  address: string | null;
  notes: string | null;
  /** A category named in the file; text naming none of ours is kept in the notes. */
  category: Category | null;
  /** One of MOOD_NAMES; any other mood text is kept in the notes. */
  mood: string | null;
  /** WGS84, rounded to 6 decimals: both or neither. */
  latitude: number | null;
  longitude: number | null;
  visited: boolean;
  /** YYYY-MM-DD. */
  visitedDate: string | null;
  /** No coordinates in the file, but a name to look up: the preview will geocode it and mark it approximate. */
  lookUpByName: boolean;
};

/** Why a file cannot be read. The message is shown to the traveller as it is. */
export class ImportFileError extends Error {
  override name = "ImportFileError";
}

export const IMPORT_FILE_LIMITS = {
  /** Places one file may bring in: as many as one account may keep. */
  places: 5000,
  /** A file's size, checked before anything is read. */
  fileBytes: 50 * 1024 * 1024,
  /** What a KMZ may unzip to, declared and actual. */
  unzippedBytes: 100 * 1024 * 1024,
} as const;

/** The name of a place a file gives a position but no name: kept, so the traveller can name it. */
export const UNNAMED_PLACE = "Unnamed place";

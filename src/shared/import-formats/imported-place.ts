// What every place-file reader gives back. Pure: the browser runs the readers in a Web Worker.
import type { Category } from "../catalog.ts";
import { formatCount } from "../format-count.ts";
import { text } from "../i18n/text.ts";
import type { VisitRecord } from "../visit.ts";

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
  /** YYYY-MM-DD: the latest visit's, when the file lists visits. */
  visitedDate: string | null;
  /**
   * Every visit, newest first, as our own export lists them: present only for a visited place
   * whose file lists its visits. Absent, a visited place gets one visit, on `visitedDate`.
   */
  visits?: VisitRecord[];
  /** No coordinates in the file, but a name to look up: the preview will geocode it and mark it approximate. */
  lookUpByName: boolean;
  /**
   * When the place was added, as an ISO timestamp: our own CSV export carries it, so a list
   * brought back keeps its order and dates, and Google Takeout the day a place was saved.
   * Absent when the file does not say.
   */
  createdAt?: string;
  /**
   * A web address to find the place again (place-link.ts), such as the Google Maps link of a
   * Takeout list. Absent when the file gives none, or one a place cannot keep.
   */
  link?: string;
  /**
   * The file gave no name, so the place is called "Point 3" or "Dropped pin": the preview may
   * make it more telling with the nearest town (see nameNearTown in place-names.ts).
   */
  placeholderName?: true;
};

/**
 * An entry of a file that could not be read, and why: left out, while the rest come in.
 * `where` is as ImportedPlace's ("Row 7", "Waypoint 1"); `reason` is a sentence for the
 * traveller ('"inicio" is not a latitude').
 */
export type ImportProblem = { where: string; reason: string };

/** What reading a file gives: its places, and the entries left out because they could not be read. */
export type PlacesReading = { places: ImportedPlace[]; problems: ImportProblem[] };

/**
 * Why a file cannot be read. The message is shown to the traveller, in their language: each is
 * marked with text().
 */
export class ImportFileError extends Error {
  override name = "ImportFileError";
}

/** Why one entry of a file cannot be read: 'Row 7: "inicio" is not a latitude'. */
export const entryError = (where: string, reason: string) =>
  new ImportFileError(text("{where}: {problem}", { where, problem: reason }));

export const IMPORT_FILE_LIMITS = {
  /**
   * Places one file (or pasted list) may hold for the preview: ten times what one account may
   * keep (PLACE_LIMITS.perUser), so a Google Maps user with 10,000 or 20,000 saved places sees
   * them all and chooses the ones that fit, while the preview stays bounded: its reading and
   * checking grow with the rows (on a busy 2-core machine, 10,000 Takeout places were previewed
   * in about 1 s and 50,000 in 1.8 s), and a pasted list's lines are each looked up by name on
   * the server. A file of more is refused before any preview.
   */
  places: 50_000,
  /** A file's size, checked before anything is read. */
  fileBytes: 50 * 1024 * 1024,
  /** What a KMZ may unzip to, declared and actual. */
  unzippedBytes: 100 * 1024 * 1024,
} as const;

/**
 * Reads one entry of a file. With a list of problems, an entry whose reading fails with an
 * ImportFileError is noted there and left out (null), so one bad row never costs the rest;
 * without one, the error stops the whole file, as a caller asking for all or nothing wants.
 */
export function readEntry<T>(
  where: string,
  problems: ImportProblem[] | undefined,
  read: () => T,
): T | null {
  if (!problems) return read();
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    const prefix = `${where}: `;
    const reason = error.message.startsWith(prefix)
      ? error.message.slice(prefix.length)
      : error.message;
    problems.push({ where, reason });
    return null;
  }
}

/**
 * The error for a file none of whose entries could be read: names the first problem, so the
 * traveller sees why rather than "nothing to import".
 */
export function nothingReadable(what: string, problems: readonly ImportProblem[]) {
  const [first] = problems;
  if (!first) return null;
  const values = { kind: what, where: first.where, problem: first.reason };
  return new ImportFileError(
    problems.length > 1
      ? text("No place in this {kind} could be read. {where}: {problem} (and {more} more)", {
          ...values,
          more: formatCount(problems.length - 1),
        })
      : text("No place in this {kind} could be read. {where}: {problem}", values),
  );
}

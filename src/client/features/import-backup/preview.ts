// What the import dialog shows before anything is written: one row for each place found, from
// a pasted list or a file alike, with what stands out about it said in words.

import { describeProblem } from "#shared/error-messages.ts";
import type { GeocodeResult } from "#shared/geo/geocode.ts";
import type { ImportedPlace } from "#shared/import-formats/imported-place.ts";
import { looksLikeProse, type ParsedPlace } from "#shared/import-parser.ts";
import { type BulkPlaceInput, bulkPlaceSchema, duplicateKey } from "#shared/place.ts";

/** A place's fields as they will be sent. */
export type ImportFields = Pick<
  ImportedPlace,
  | "name"
  | "address"
  | "notes"
  | "category"
  | "mood"
  | "latitude"
  | "longitude"
  | "visited"
  | "visitedDate"
>;

/**
 * Where a row's position comes from. A pasted list never carries positions, so its rows say
 * nothing about them ("unasked"); a file's row has its own ("file"), one found by its name
 * ("approximate", the town or postcode it was placed at), one still being looked for
 * ("finding"), or none.
 */
export type RowLocation =
  | { kind: "unasked" }
  | { kind: "file" }
  | { kind: "finding" }
  | { kind: "approximate"; label: string }
  | { kind: "none" };

export type PreviewRow = {
  /** The row's place in the list, from 0: its key and the order it is sent in. */
  index: number;
  /** Where it is in what was given, for messages: "Line 3", "Row 12", "Placemark 4". */
  where: string;
  fields: ImportFields;
  location: RowLocation;
  /** Whether the list already holds a place with the same name and address. */
  duplicate: boolean;
  /** What the server would refuse in it, each message led by the field's label. */
  problems: string[];
  /**
   * A pasted line that reads as text around the places (a title, a byline, a sentence, a lone
   * link), as in a list copied from a blog post: offered, but left out to begin with.
   */
  prose: boolean;
};

/** What the server would refuse in a place: "Place Name: Use at most 120 characters". */
export function problemsOf(fields: ImportFields): string[] {
  const issues = bulkPlaceSchema.safeParse(fields).error?.issues ?? [];
  return issues.map((issue) => describeProblem(String(issue.path[0] ?? ""), issue.message));
}

function row(
  index: number,
  where: string,
  fields: ImportFields,
  location: RowLocation,
  existing: ReadonlySet<string>,
  prose = false,
): PreviewRow {
  return {
    index,
    where,
    fields,
    location,
    duplicate: existing.has(duplicateKey(fields)),
    problems: problemsOf(fields),
    prose,
  };
}

/**
 * The rows left out to begin with: those already in the list, those that read as prose, and
 * those the server would refuse (each marked; ticking one back is the person's choice).
 */
export const leftOutAtFirst = (rows: readonly PreviewRow[]) =>
  new Set(rows.filter((r) => r.duplicate || r.prose || r.problems.length > 0).map((r) => r.index));

/**
 * What importing the chosen rows does: the places it adds, and the chosen rows the server
 * skips, whether already in the list (a marked row ticked back in) or repeating a chosen row
 * above (the first of them is added).
 */
export function importOutcome(rows: readonly PreviewRow[], leftOut: ReadonlySet<number>) {
  const chosen = new Set<string>();
  const outcome = { adds: 0, inList: 0, repeats: 0 };
  for (const r of rows) {
    if (leftOut.has(r.index)) continue;
    const key = duplicateKey(r.fields);
    if (r.duplicate) outcome.inList++;
    else if (chosen.has(key)) outcome.repeats++;
    else {
      chosen.add(key);
      outcome.adds++;
    }
  }
  return outcome;
}

/** The duplicate keys of the places a list holds, to mark the rows already in it. */
export const keysOf = (places: readonly { name: string; address: string | null }[]) =>
  new Set(places.map(duplicateKey));

/** The rows of a pasted list: "Line 3". */
export function rowsFromList(
  places: readonly ParsedPlace[],
  existing: ReadonlySet<string>,
): PreviewRow[] {
  return places.map(({ line, ...place }, index) =>
    row(
      index,
      `Line ${line}`,
      { ...place, mood: null, latitude: null, longitude: null, visited: false, visitedDate: null },
      { kind: "unasked" },
      existing,
      looksLikeProse(place),
    ),
  );
}

/** The rows of a file: those its reader said to look up by name are still being found. */
export function rowsFromFile(
  places: readonly ImportedPlace[],
  existing: ReadonlySet<string>,
): PreviewRow[] {
  return places.map(({ where, lookUpByName, ...fields }, index) =>
    row(
      index,
      where,
      fields,
      fields.latitude !== null
        ? { kind: "file" }
        : lookUpByName
          ? { kind: "finding" }
          : { kind: "none" },
      existing,
    ),
  );
}

/** The rows whose position is being looked for by name. */
export const rowsToFind = (rows: readonly PreviewRow[]) =>
  rows.filter((r) => r.location.kind === "finding");

/**
 * The rows once the looked-for positions are in: `found` holds one result (or null) for each
 * of `rowsToFind(rows)`, in order. A place found is placed there and marked approximate; one
 * not found has no location.
 */
export function withFound(
  rows: readonly PreviewRow[],
  found: readonly (GeocodeResult | null)[],
): PreviewRow[] {
  let next = 0;
  return rows.map((r) => {
    if (r.location.kind !== "finding") return r;
    const result = found[next++] ?? null;
    if (!result) return { ...r, location: { kind: "none" } };
    return {
      ...r,
      fields: { ...r.fields, latitude: result.latitude, longitude: result.longitude },
      location: { kind: "approximate", label: result.label },
    };
  });
}

/** What is sent for a row: its fields as the server will read them. */
export const toBulkPlace = (r: PreviewRow): BulkPlaceInput => bulkPlaceSchema.parse(r.fields);

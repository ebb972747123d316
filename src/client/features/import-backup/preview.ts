// What the import dialog shows before anything is written: one row for each place found, from
// a pasted list or a file alike, with what stands out about it said in words.

import { t } from "@lingui/core/macro";
// Sets the language `t` reads, should rows be made before the app has started (a unit test).
import "#client/lib/i18n.tsx";
import { duplicateKey, type PlaceIdentity, PlaceMatcher } from "#shared/duplicate-place.ts";
import type { GeocodeResult } from "#shared/geo/geocode.ts";
import type { ImportedPlace } from "#shared/import-formats/imported-place.ts";
import { looksLikeProse, type ParsedPlace } from "#shared/import-parser.ts";
import { type BulkPlaceInput, bulkPlaceSchema } from "#shared/place.ts";
import { problemsOf } from "./row-problems.ts";

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
  | "visits"
  | "link"
  | "createdAt"
> & {
  /** Placed by a town or postcode its name or address gives: kept so the place page says so. */
  locationApproximate?: boolean;
};

/**
 * Where a row's position comes from: a file's own ("file"), one found by the row's name or
 * address ("approximate", the town or postcode it was placed at), one still being looked for
 * ("finding"), or none. A pasted line that reads as prose is not looked up ("unasked"): it is
 * text around the places, not one of them.
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
  /** What the row came from: a file, or a pasted list. */
  from: "file" | "list";
  /** Where it is in what was given, for messages: "Line 3", "Row 12", "Placemark 4". */
  where: string;
  fields: ImportFields;
  location: RowLocation;
  /** Whether the list already holds this place (shared/duplicate-place.ts). */
  inList: boolean;
  /**
   * The earlier row this one is the same place as, when the list does not hold it: only the
   * first of them is added.
   */
  repeatOf: { index: number; where: string } | null;
  /** What the server would refuse in it, each message led by the field's label. */
  problems: string[];
  /**
   * A pasted line that reads as text around the places (a title, a byline, a sentence, a lone
   * link), as in a list copied from a blog post: offered, but left out to begin with.
   */
  prose: boolean;
};

export { problemsOf };

/**
 * The duplicate key of a row's fields, remembered: a row's name and address never change once
 * it is made (a position found makes new fields), and the preview's choice goes through every
 * row's key each time it is counted (importOutcome, room.ts).
 */
const keys = new WeakMap<PlaceIdentity, string>();
export function rowKey(fields: PlaceIdentity): string {
  let key = keys.get(fields);
  if (key === undefined) {
    key = duplicateKey(fields);
    keys.set(fields, key);
  }
  return key;
}

/** A matcher of rows' fields, by their remembered keys. */
export const rowMatcher = () => new PlaceMatcher<ImportFields>([], rowKey);

/** The places the list holds, to mark the rows that are one of them. */
export type ListPlaces = Pick<PlaceMatcher<PlaceIdentity>, "find">;

export const listPlaces = (places: readonly PlaceIdentity[]): ListPlaces =>
  new PlaceMatcher(places);

function row(
  from: PreviewRow["from"],
  index: number,
  where: string,
  fields: ImportFields,
  location: RowLocation,
  prose = false,
  problems: readonly string[] = problemsOf(fields),
): PreviewRow {
  return {
    index,
    from,
    where,
    fields,
    location,
    inList: false,
    repeatOf: null,
    problems: [...problems],
    prose,
  };
}

type Kept = ImportFields & { index: number; where: string };

/**
 * The rows with what the server would make of each, as the rows are now placed: the places
 * the list holds, and those repeating an earlier row, the same rule deciding both
 * (shared/duplicate-place.ts). A row that is left out to begin with for another reason (prose,
 * a problem) is not one a later row is said to repeat.
 */
function withRepeatsMarked(rows: readonly PreviewRow[], list: ListPlaces): PreviewRow[] {
  const earlier = new PlaceMatcher<Kept>();
  return rows.map((r) => {
    const key = rowKey(r.fields);
    const inList = list.find(r.fields, key) !== undefined;
    const first = inList ? undefined : earlier.find(r.fields, key);
    if (!inList && !first && !r.prose && r.problems.length === 0) {
      earlier.add({ ...r.fields, index: r.index, where: r.where }, key);
    }
    return { ...r, inList, repeatOf: first ? { index: first.index, where: first.where } : null };
  });
}

/** A repeat's mark: "Repeats row 3 of the file", "Repeats line 2 of the list". */
export function repeatLabel(r: PreviewRow): string | null {
  if (!r.repeatOf) return null;
  const { where } = r.repeatOf;
  const earlier = `${where.charAt(0).toLowerCase()}${where.slice(1)}`;
  return r.from === "file" ? t`Repeats ${earlier} of the file` : t`Repeats ${earlier} of the list`;
}

/** Why a row starts left out, if it does. */
const leftOutFirst = (r: PreviewRow) =>
  r.inList || r.repeatOf !== null || r.prose || r.problems.length > 0;

/**
 * The rows left out to begin with: those already in the list, those repeating an earlier row,
 * those that read as prose, and those the server would refuse (each marked; ticking one back
 * is the person's choice).
 */
export const leftOutAtFirst = (rows: readonly PreviewRow[]) =>
  new Set(rows.filter(leftOutFirst).map((r) => r.index));

/**
 * The rows left out once positions found by name are in (`withFound`): a found position may
 * make a row another place than the one it was taken for, or the same. A row marked since is
 * left out, one no longer marked is put back; the person's own choices for the rest are kept.
 */
export function leftOutOnceFound(
  before: readonly PreviewRow[],
  after: readonly PreviewRow[],
  leftOut: ReadonlySet<number>,
): Set<number> {
  const next = new Set(leftOut);
  after.forEach((r, i) => {
    const was = before[i];
    if (!was || leftOutFirst(was) === leftOutFirst(r)) return;
    if (leftOutFirst(r)) next.add(r.index);
    else next.delete(r.index);
  });
  return next;
}

/**
 * What importing the chosen rows does, as the server decides it: the places it adds, and the
 * chosen rows it skips, whether already in the list (a marked row ticked back in) or the same
 * place as a chosen row above (the first of them is added).
 */
export function importOutcome(rows: readonly PreviewRow[], leftOut: ReadonlySet<number>) {
  const chosen = rowMatcher();
  const outcome = { adds: 0, inList: 0, repeats: 0 };
  for (const r of rows) {
    if (leftOut.has(r.index)) continue;
    if (r.inList) outcome.inList++;
    else if (chosen.find(r.fields)) outcome.repeats++;
    else {
      chosen.add(r.fields);
      outcome.adds++;
    }
  }
  return outcome;
}

/**
 * The rows of a pasted list: "Line 3". A list carries no positions, so each line is looked up
 * by its name and address as a file's row without coordinates is; a line that reads as prose
 * is not.
 */
export function rowsFromList(places: readonly ParsedPlace[], list: ListPlaces): PreviewRow[] {
  const rows = places.map(({ line, ...place }, index) => {
    const prose = looksLikeProse(place);
    return row(
      "list",
      index,
      t`Line ${line}`,
      { ...place, mood: null, latitude: null, longitude: null, visited: false, visitedDate: null },
      prose ? { kind: "unasked" } : { kind: "finding" },
      prose,
    );
  });
  return withRepeatsMarked(rows, list);
}

/**
 * The rows of a file: those its reader said to look up by name are still being found. The
 * problems of each place, when already checked (by the file worker), are `checked[i]`; a
 * place without them is checked here.
 */
export function rowsFromFile(
  places: readonly ImportedPlace[],
  list: ListPlaces,
  checked: readonly (readonly string[] | undefined)[] = [],
): PreviewRow[] {
  const rows = places.map(({ where, lookUpByName, ...fields }, index) =>
    row(
      "file",
      index,
      where,
      fields,
      fields.latitude !== null
        ? { kind: "file" }
        : lookUpByName
          ? { kind: "finding" }
          : { kind: "none" },
      false,
      checked[index] ?? problemsOf(fields),
    ),
  );
  return withRepeatsMarked(rows, list);
}

/** The rows whose position is being looked for by name and address. */
export const rowsToFind = (rows: readonly PreviewRow[]) =>
  rows.filter((r) => r.location.kind === "finding");

/**
 * The rows once the looked-for positions are in: `found` holds one result (or null) for each
 * of `rowsToFind(rows)`, in order. A place found is placed there and marked approximate; one
 * not found has no location. Which rows repeat a place is decided again with the positions.
 */
export function withFound(
  rows: readonly PreviewRow[],
  found: readonly (GeocodeResult | null)[],
  list: ListPlaces,
): PreviewRow[] {
  let next = 0;
  const placed = rows.map((r): PreviewRow => {
    if (r.location.kind !== "finding") return r;
    const result = found[next++] ?? null;
    if (!result) return { ...r, location: { kind: "none" } };
    return {
      ...r,
      fields: {
        ...r.fields,
        latitude: result.latitude,
        longitude: result.longitude,
        locationApproximate: true,
      },
      location: { kind: "approximate", label: result.label },
    };
  });
  return withRepeatsMarked(placed, list);
}

/** What is sent for a row: its fields as the server will read them. */
export const toBulkPlace = (r: PreviewRow): BulkPlaceInput => bulkPlaceSchema.parse(r.fields);

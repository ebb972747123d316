// CSV with a header row: a spreadsheet of places, our own export, or a Google Takeout saved
// list (Title, Note, URL, and sometimes Tags and Comment).
import Papa from "papaparse";
import { text } from "../i18n/text.ts";
import { checkCoordinates } from "./coordinates.ts";
import { fieldKey, readVisitList, toImportedPlace } from "./fields.ts";
import {
  entryError,
  type ImportedPlace,
  ImportFileError,
  type ImportProblem,
  nothingReadable,
  readEntry,
} from "./imported-place.ts";
import { formatCount, quote } from "./text.ts";

/** Each field and the column names that hold it, as fieldKey makes them. */
const COLUMNS = {
  name: ["name", "title"],
  address: ["address"],
  notes: ["notes", "note", "description"],
  comment: ["comment"],
  tags: ["tags"],
  category: ["category"],
  mood: ["mood"],
  latitude: ["latitude", "lat"],
  longitude: ["longitude", "lon", "lng"],
  visited: ["visited"],
  visitedDate: ["visiteddate"],
  // Ours: every visit, as visits-text.ts writes them.
  visits: ["visits"],
  // Takeout names the day a place was saved "Date", when it says.
  createdAt: ["createdat", "dateadded", "added", "date"],
  // Ours is "link"; Takeout's is "URL".
  link: ["link", "url", "googlemapsurl"],
} as const;

type Field = keyof typeof COLUMNS;

/** Where each field is in a row: the first column of one of its names; undefined if none. */
function columnsOf(header: string[]): Partial<Record<Field, number>> {
  const indexByKey = new Map<string, number>();
  header.forEach((cell, index) => {
    const key = fieldKey(cell);
    if (!indexByKey.has(key)) indexByKey.set(key, index);
  });
  const columns: Partial<Record<Field, number>> = {};
  for (const [field, names] of Object.entries(COLUMNS) as [Field, readonly string[]][]) {
    const index = names.map((name) => indexByKey.get(name)).find((found) => found !== undefined);
    if (index !== undefined) columns[field] = index;
  }
  return columns;
}

/**
 * The separator the header row uses: commas, or the semicolons or tabs some spreadsheets
 * write. Judged by the header alone, so semicolons in many notes cannot pass for columns.
 */
function delimiterOf(text: string): string {
  const header = (text.split(/\r\n|\r|\n/, 1)[0] ?? "").replace(/"[^"]*"/g, "");
  const count = (delimiter: string) => header.split(delimiter).length - 1;
  return [";", "\t"].reduce(
    (best, delimiter) => (count(delimiter) > count(best) ? delimiter : best),
    ",",
  );
}

/**
 * Our CSV export puts a ' before a cell that starts with a formula sign (＝ ＋ － ＠ in their
 * full-width forms too, tab and CR), so a spreadsheet shows it as text: that mark, and only
 * that, is taken off again, so a place comes back as it left.
 */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/;

const unguard = (cell: string | null) => (cell === null ? null : cell.replace(FORMULA_GUARD, ""));

const rowName = (row: number) => text("Row {number}", { number: formatCount(row) });

function missingNameColumn(header: string[]): ImportFileError {
  const named = header.map((cell) => cell.trim()).filter(Boolean);
  if (named.length === 0) {
    return new ImportFileError(
      text(
        "This CSV needs a Name or Title column (and may have Address, Notes, Category, Mood, Latitude, Longitude, Visited, Visited Date and Link); its first row names no columns.",
      ),
    );
  }
  const columns = `${named.slice(0, 10).map(quote).join(", ")}${named.length > 10 ? "…" : ""}`;
  return new ImportFileError(
    text(
      "This CSV needs a Name or Title column (and may have Address, Notes, Category, Mood, Latitude, Longitude, Visited, Visited Date and Link); its columns are {columns}.",
      { columns },
    ),
  );
}

/**
 * The places in a CSV file's text. Rows are numbered as a spreadsheet shows them, the header
 * being row 1; blank rows are skipped (Takeout puts one under its header). A file with
 * coordinate columns says a row with empty ones has no position; a file without them (a
 * Takeout list, a list of names) has its places found by name, unless a link holds a position.
 * Given a list of problems, a row that cannot be read is noted there and left out; without
 * one, it stops the whole file.
 */
export function readCsv(contents: string, problems?: ImportProblem[]): ImportedPlace[] {
  const { data, errors } = Papa.parse<string[]>(contents, {
    delimiter: delimiterOf(contents),
    skipEmptyLines: false,
  });
  const quoteError = errors.find((error) => error.type === "Quotes");
  if (quoteError) {
    const row = (quoteError.row ?? 0) + 1;
    throw entryError(rowName(row), text("a quoted value is not closed properly"));
  }
  const [header = [], ...rows] = data;
  const columns = columnsOf(header);
  if (columns.name === undefined) throw missingNameColumn(header);
  const hasCoordinateColumns = columns.latitude !== undefined || columns.longitude !== undefined;
  const places = rows.flatMap((row, index) => {
    if (row.every((cell) => cell.trim() === "")) return [];
    const where = rowName(index + 2);
    const cell = (field: Field) => {
      const column = columns[field];
      return column === undefined ? null : unguard(row[column] ?? null);
    };
    const tags = cell("tags")?.trim();
    const place = readEntry(where, problems, () =>
      toImportedPlace(where, {
        number: index + 2,
        name: cell("name"),
        address: cell("address"),
        notes: [cell("notes"), cell("comment"), tags ? `Tags: ${tags}` : null],
        category: cell("category"),
        mood: cell("mood"),
        position: checkCoordinates(where, cell("latitude"), cell("longitude")),
        link: cell("link"),
        visited: cell("visited"),
        visitedDate: cell("visitedDate"),
        visits: readVisitList(where, cell("visits")),
        createdAt: cell("createdAt"),
        lookUpByName: !hasCoordinateColumns,
      }),
    );
    return place ?? [];
  });
  if (places.length === 0) {
    const unreadable = nothingReadable("CSV", problems ?? []);
    if (unreadable) throw unreadable;
    throw new ImportFileError(text("This CSV has no places under its header: nothing to import"));
  }
  return places;
}

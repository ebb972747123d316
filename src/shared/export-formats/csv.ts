import { decimalDegrees, type ExportPlace, type PlaceFileWriter } from "./place-file.ts";
import { visitsText } from "./visits-text.ts";

export const CSV_COLUMNS = [
  "name",
  "address",
  "notes",
  "category",
  "mood",
  "visited",
  "visitedDate",
  "latitude",
  "longitude",
  "createdAt",
  // Last, so the columns a spreadsheet was built on before places had links stay where they were.
  "link",
  // Every visit, newest first, as visits-text.ts writes them; visitedDate is the latest's.
  "visits",
] as const;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (tab and CR too: some
 * read past them), so a note such as "=HYPERLINK(…)" could act when the file is opened. The
 * full-width forms (＝ ＋ － ＠) count too: spreadsheets set to East Asian input read them as
 * their ordinary forms.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A field as RFC 4180 writes it: quoted when it holds a comma, quote, CR or LF. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Text a spreadsheet shows as text: a leading ' stops it being read as a formula. */
function textField(value: string | null): string {
  if (value === null) return "";
  return field(FORMULA_START.test(value) ? `'${value}` : value);
}

/** A number stays a number: a negative longitude is not a formula and is written as it is. */
const numberField = (value: number | null) => (value === null ? "" : decimalDegrees(value));

const row = (fields: readonly string[]) => `${fields.join(",")}\r\n`;

/**
 * CSV (RFC 4180: CRLF line ends, quoted fields) of every place, with or without a position.
 * It starts with a byte order mark: without one, Excel reads a CSV in the computer's legacy
 * code page, so "Tŷ Hyll" or "Café" arrive garbled; with it, Excel reads UTF-8, and Google
 * Sheets, Numbers, LibreOffice and CSV libraries skip it.
 */
export const csvWriter: PlaceFileWriter = {
  head: `\uFEFF${row(CSV_COLUMNS)}`,
  place: (place: ExportPlace) =>
    row([
      textField(place.name),
      textField(place.address),
      textField(place.notes),
      textField(place.category),
      textField(place.mood),
      textField(String(place.visited)),
      textField(place.visitedDate),
      numberField(place.latitude),
      numberField(place.longitude),
      textField(place.createdAt),
      textField(place.link),
      textField(place.visits.length === 0 ? null : visitsText(place.visits)),
    ]),
  tail: "",
};

import { isCalendarDate } from "../calendar-date.ts";
import type { VisitRecord } from "../visit.ts";

/** How a visit of unknown day is written: one recorded before visits had days of their own. */
export const UNDATED_VISIT = "undated";

/** Between two visits. */
const SEPARATOR = "; ";

/**
 * A place's visits as one line of text, for the CSV's `visits` column and the KML's `visits`
 * field (docs/product.md#export-formats): newest first, each its day, then, when it has a
 * note, ": " and the note as a JSON string, joined by "; ":
 * `2026-10-12: "Climbed the tower; rain"; 2025-08-01`. The note is quoted so that a "; ", a
 * quote or a line break in it (written \n) reads back as it was, and the cell stays one line.
 */
export function visitsText(visits: readonly VisitRecord[]): string {
  return visits
    .map(({ date, note }) => {
      const day = date ?? UNDATED_VISIT;
      return note === null || note === "" ? day : `${day}: ${JSON.stringify(note)}`;
    })
    .join(SEPARATOR);
}

const isSpace = (char: string | undefined) =>
  char === " " || char === "\t" || char === "\n" || char === "\r";

/** Where the JSON string that starts at `start` (a quote) ends, past its closing quote; -1 if never. */
function endOfQuoted(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === '"') return i + 1;
  }
  return -1;
}

/** The day or "undated" at `at`, with its length; null when neither starts there. */
function dayAt(text: string, at: number): { date: string | null; length: number } | null {
  if (text.slice(at, at + UNDATED_VISIT.length).toLowerCase() === UNDATED_VISIT) {
    return { date: null, length: UNDATED_VISIT.length };
  }
  const date = text.slice(at, at + 10);
  return isCalendarDate(date) ? { date, length: 10 } : null;
}

/**
 * Where an unquoted note that starts at `from` ends: at the next ";" that a day (or "undated")
 * follows, at a ";" that ends the text, or at the end. Lets a person write `2026-10-12: rain` by hand.
 */
function endOfBareNote(text: string, from: number): number {
  for (let i = text.indexOf(";", from); i !== -1; i = text.indexOf(";", i + 1)) {
    let next = i + 1;
    while (isSpace(text[next])) next++;
    if (next === text.length || dayAt(text, next)) return i;
  }
  return text.length;
}

/**
 * The visits `visitsText` wrote, in the order written; a note written bare (by hand) is read
 * up to the next "; " before a day. Null when the text is not such a list (a day that does not
 * exist, a quote not closed, a note that is not a JSON string). Empty text is no visits.
 */
export function readVisitsText(text: string): VisitRecord[] | null {
  const visits: VisitRecord[] = [];
  let at = 0;
  const skipSpaces = () => {
    while (isSpace(text[at])) at++;
  };
  skipSpaces();
  while (at < text.length) {
    const day = dayAt(text, at);
    if (!day) return null;
    at += day.length;
    skipSpaces();
    let note: string | null = null;
    if (text[at] === ":") {
      at++;
      skipSpaces();
      if (text[at] === '"') {
        const end = endOfQuoted(text, at);
        if (end === -1) return null;
        try {
          note = JSON.parse(text.slice(at, end)) as string;
        } catch {
          return null;
        }
        at = end;
      } else {
        const end = endOfBareNote(text, at);
        note = text.slice(at, end).trim();
        at = end;
      }
    }
    visits.push({ date: day.date, note: note === "" ? null : note });
    skipSpaces();
    if (at === text.length) break;
    if (text[at] !== ";") return null;
    at++;
    skipSpaces();
  }
  return visits;
}

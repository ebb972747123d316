// A place's fields as a file gives them, checked and made into an ImportedPlace.
import { calendarDateOf, isCalendarDate } from "../calendar-date.ts";
import { MOOD_NAMES } from "../catalog.ts";
import { readVisitsText } from "../export-formats/visits-text.ts";
import type { LatLng } from "../geo/location.ts";
import { coordinatesInMapsUrl } from "../geo/maps-link.ts";
import { text } from "../i18n/text.ts";
import { matchCategory } from "../import-parser.ts";
import { readableLink } from "../place-link.ts";
import { latestDay, type VisitRecord } from "../visit.ts";
import { entryError, type ImportedPlace } from "./imported-place.ts";
import { nameFromHints, pointName } from "./place-names.ts";
import { cleanAddress, cleanLine, joinNotes, quote } from "./text.ts";

/** A field's name as files vary it: "Visited Date", "visited_date" and "visitedDate" are one. */
export const fieldKey = (name: string) =>
  name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_-]+/g, "");

/** A record's values by field name, whatever the case and spacing of its keys; the first key wins. */
export function fieldsOf(record: Record<string, unknown>) {
  const byKey = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record)) {
    const normal = fieldKey(key);
    if (!byKey.has(normal)) byKey.set(normal, value);
  }
  /** The value of the first of these fields that is present. */
  return (...names: string[]): unknown => {
    for (const name of names) {
      const value = byKey.get(name);
      if (value !== undefined && value !== null) return value;
    }
    return undefined;
  };
}

/** A value as text: numbers and booleans too, since JSON files write names like 1066 bare. */
export function textOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

const YES = new Set(["true", "yes", "y", "1", "✓"]);
const NO = new Set(["false", "no", "n", "0"]);

/** Whether the file says the place was visited; null when it does not say. */
function readVisited(where: string, value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  const written = textOf(value)?.trim() ?? "";
  if (written === "") return null;
  if (YES.has(written.toLowerCase())) return true;
  if (NO.has(written.toLowerCase())) return false;
  throw entryError(where, text("visited is {value}; use yes or no", { value: quote(written) }));
}

const UK_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** A visit date as YYYY-MM-DD. DD/MM/YYYY is how UK spreadsheets show dates; our files write YYYY-MM-DD. */
function readVisitedDate(where: string, value: unknown): string | null {
  const written = textOf(value)?.trim() ?? "";
  if (written === "") return null;
  const ukDate = UK_DATE.exec(written);
  const date = ukDate
    ? `${ukDate[3]}-${ukDate[2]?.padStart(2, "0")}-${ukDate[1]?.padStart(2, "0")}`
    : DATE_TIME.test(written)
      ? calendarDateOf(written)
      : written;
  if (date && isCalendarDate(date)) return date;
  throw entryError(
    where,
    text("{value} is not a visit date; use YYYY-MM-DD", { value: quote(written) }),
  );
}

/** One visit of a list a file gives as data (GeoJSON's array, GPX's elements); null if unreadable. */
function visitRecordOf(value: unknown): VisitRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const { date, note } = value as Record<string, unknown>;
  const day = date === null || date === undefined ? null : textOf(date)?.trim();
  if (day !== null && !(day && isCalendarDate(day))) return null;
  if (note !== null && note !== undefined && typeof note !== "string") return null;
  return { date: day, note: typeof note === "string" && note.trim() !== "" ? note : null };
}

/** Starts as a list of visits does: with a day's shape, or "undated". */
const LOOKS_LIKE_VISITS = /^\s*(?:\d{4}-\d{2}-\d{2}|undated)/i;

/**
 * The visits a file lists for a place: the text our CSV and KML write (visits-text.ts), or a
 * list of { date, note } (our GeoJSON and GPX). Undefined when the file lists none. Another
 * app's field of that name (a count of visits, say) is none of ours and is left alone; one
 * that is written as ours but cannot be read is a problem with the entry.
 */
export function readVisitList(where: string, value: unknown): VisitRecord[] | undefined {
  let visits: (VisitRecord | null)[] | null = null;
  if (typeof value === "string") {
    if (!LOOKS_LIKE_VISITS.test(value)) return undefined;
    visits = readVisitsText(value);
  } else if (Array.isArray(value)) {
    if (!value.every((entry) => typeof entry === "object" && entry !== null)) return undefined;
    visits = value.map(visitRecordOf);
  } else return undefined;
  if (!visits || visits.includes(null)) {
    const written = typeof value === "string" ? value : JSON.stringify(value);
    throw entryError(
      where,
      text(
        'the visits {value} cannot be read; write each visit as YYYY-MM-DD, with any note after it as ": " and the note in double quotes, and put "; " between visits',
        { value: quote(written) },
      ),
    );
  }
  return visits.length === 0 ? undefined : (visits as VisitRecord[]);
}

const MOOD_BY_KEY = new Map<string, string>(MOOD_NAMES.map((mood) => [mood.toLowerCase(), mood]));

export type PlaceFields = {
  /** The entry's position in the file, from 1: a place with no name is called "Point {number}". */
  number: number;
  name?: string | null;
  /**
   * Texts to name a place by when the file gives it no name, best first: a GPX comment, the
   * first line of a description, an address.
   */
  nameHints?: (string | null | undefined)[];
  /** The name for a place without one or any hint, instead of "Point {number}" ("Dropped pin"). */
  placeholder?: string;
  address?: string | null;
  /** Note texts in the order they are kept, one to a line. */
  notes?: (string | null | undefined)[];
  category?: string | null;
  /**
   * The group the file puts the entry in (a My Maps layer, a GPX or OsmAnd group): the
   * category when it names one of ours and the entry names none, else kept in the notes.
   */
  group?: { label: string; name: string | null | undefined };
  mood?: string | null;
  /** When the place was added, as the file says it (our own CSV export writes it). */
  createdAt?: unknown;
  /**
   * The place's web address, as the file gives it. With no position, one its link holds
   * ("@51.5,-0.12", "?q=51.5,-0.12") is the place's.
   */
  link?: unknown;
  /** Already checked (checkCoordinates). */
  position: LatLng | null;
  visited?: unknown;
  visitedDate?: unknown;
  /** Every visit, as the file lists them (readVisitList); our own export writes them. */
  visits?: VisitRecord[] | undefined;
  /** With no position: whether the preview should find the place by its name. */
  lookUpByName: boolean;
};

/**
 * When the place was added, as an ISO timestamp, or null when the file does not say or says
 * something that is not a moment: a date added is worth keeping, not worth refusing a row for.
 */
function readCreatedAt(value: unknown): string | null {
  const text = textOf(value)?.trim() ?? "";
  if (!DATE_TIME.test(text)) return null;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/**
 * The place an entry of a file stands for, or null for an entry with neither a name nor a
 * position, which says nothing about any place. A place with a position but no name is named
 * from what the file does say of it, else "Point {number}", so no two are alike. Category and
 * mood text that is none of ours is kept in the notes ("Category: Pubs"), so nothing the
 * traveller wrote is lost.
 */
export function toImportedPlace(where: string, fields: PlaceFields): ImportedPlace | null {
  const ownName = cleanLine(fields.name);
  const linkText = textOf(fields.link);
  const position = fields.position ?? coordinatesInMapsUrl(linkText);
  if (!ownName && !position) return null;
  const hinted = ownName ?? nameFromHints(...(fields.nameHints ?? []));
  const categoryText = cleanLine(fields.category);
  const category = categoryText ? matchCategory(categoryText) : null;
  const groupText = cleanLine(fields.group?.name);
  const groupCategory = groupText ? matchCategory(groupText) : null;
  const moodText = cleanLine(fields.mood);
  const mood = moodText ? (MOOD_BY_KEY.get(moodText.toLowerCase()) ?? null) : null;
  const visitedDate = readVisitedDate(where, fields.visitedDate);
  const said = readVisited(where, fields.visited);
  // Listed visits make the place visited, unless the file says it is not (as a restore reads
  // a backup); the latest of them is its visit date.
  const visits = said === false ? undefined : fields.visits;
  const createdAt = readCreatedAt(fields.createdAt);
  const link = readableLink(linkText);
  return {
    where,
    name: hinted ?? fields.placeholder ?? pointName(fields.number),
    address: cleanAddress(fields.address),
    notes: joinNotes(
      ...(fields.notes ?? []),
      categoryText && !category ? `Category: ${categoryText}` : null,
      groupText && !groupCategory ? `${fields.group?.label}: ${groupText}` : null,
      moodText && !mood ? `Mood: ${moodText}` : null,
    ),
    category: category ?? groupCategory,
    mood,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    // A visit date says the place was visited, even without a visited field.
    visited: visits !== undefined || (said ?? visitedDate !== null),
    visitedDate: visits ? latestDay(visits.map((visit) => visit.date)) : visitedDate,
    ...(visits ? { visits } : {}),
    lookUpByName: !position && fields.lookUpByName,
    ...(createdAt ? { createdAt } : {}),
    ...(link ? { link } : {}),
    ...(hinted ? {} : { placeholderName: true as const }),
  };
}

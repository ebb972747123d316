import { z } from "zod";
import { instantOfCalendarDate, isCalendarDate, LATEST_DAY_AHEAD_MS } from "./calendar-date.ts";
import { EARLIEST_DATE, optionalText } from "./field-rules.ts";
import { text } from "./i18n/text.ts";

/** The longest note a visit may carry. */
export const VISIT_NOTE_MAX = 1000;

/** A visit to a place, as the API answers it (docs/product.md#visits). */
export type Visit = {
  id: number;
  /**
   * The day of the visit, YYYY-MM-DD. Null only for a visit recorded before visits had days
   * of their own, from a place marked visited with no date.
   */
  date: string | null;
  note: string | null;
  createdAt: string;
};

/** A visit as a backup and an export carry it. */
export type VisitRecord = { date: string | null; note: string | null };

const time = (date: string) => Date.parse(instantOfCalendarDate(date));

/**
 * A visit's day, YYYY-MM-DD: from 1900 up to today, where "today" is the latest anywhere (a day
 * that has begun in some zone), so a traveller ahead of UTC may record theirs.
 */
export const visitDaySchema = z
  .string({ error: text("Choose the day of the visit") })
  .refine(isCalendarDate, { message: text("Write the day as YYYY-MM-DD") })
  .refine((date) => !isCalendarDate(date) || time(date) <= Date.now() + LATEST_DAY_AHEAD_MS, {
    message: text("The visit date cannot be later than today"),
  })
  .refine((date) => !isCalendarDate(date) || time(date) >= EARLIEST_DATE, {
    message: text("Use a date from 1900 onwards"),
  });

const note = optionalText(VISIT_NOTE_MAX);

/** POST /api/places/{id}/visits. */
export const newVisitSchema = z.object({ date: visitDaySchema, note });
export type NewVisitInput = z.input<typeof newVisitSchema>;

/** PATCH /api/places/{id}/visits/{visitId}: either or both. */
export const visitChangeSchema = z
  .object({ date: visitDaySchema.optional(), note: note.optional() })
  .refine((change) => change.date !== undefined || change.note !== undefined, {
    message: text("Send a new date or note"),
  });
export type VisitChangeInput = z.input<typeof visitChangeSchema>;

/** The most visits one place of a backup may carry back. */
export const VISITS_PER_PLACE_MAX = 1000;

/** Visits as a backup or a restore carries them, per place (oldest data: none). */
export const visitRecordsSchema = z
  .array(
    z.object({
      date: visitDaySchema.nullable(),
      note: note.optional().transform((value) => value ?? null),
    }),
  )
  .max(
    VISITS_PER_PLACE_MAX,
    text("A place holds at most {max} visits", { max: VISITS_PER_PLACE_MAX }),
  );

/** Newest first; visits of unknown day last, and among equals the later recorded first. */
export function byNewest(a: Visit, b: Visit): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date < b.date ? 1 : -1;
  }
  return b.id - a.id;
}

/** The latest day among visits, or null when none has a day. */
export function latestDay(dates: readonly (string | null)[]): string | null {
  let latest: string | null = null;
  for (const date of dates) if (date !== null && (latest === null || date > latest)) latest = date;
  return latest;
}

/** A place's fields that follow from its visits. */
export type VisitFields = { visited: boolean; visitedDate: string | null; visitCount: number };

/**
 * A place's visit fields once its visits are on `dates`, as the server settles them: visited
 * while it has any, `visitedDate` the latest day, kept as the moment already stored
 * (`current`) when that falls on the same UK day, else noon UTC of it. `count` is how many
 * visits it has, when only some of their days are known. What the web app shows of a visit
 * written with no signal until the server answers.
 */
export function visitFieldsOf(
  current: string | null,
  dates: readonly (string | null)[],
  count = dates.length,
): VisitFields {
  const latest = latestDay(dates);
  const visitedDate =
    latest === null
      ? null
      : current !== null && ukDayOf(current) === latest
        ? current
        : instantOfCalendarDate(latest);
  return { visited: count > 0, visitedDate, visitCount: count };
}

/** The UK calendar day of a stored moment: what a visit recorded before days existed became. */
export function ukDayOf(moment: Date | string): string {
  // en-CA writes YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(moment));
}

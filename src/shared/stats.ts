/**
 * The year in review (GET /api/stats): the answer's shape, the year it may ask for, and the UK
 * calendar it counts by. Days and months are the UK's (Europe/London), as a visit's day is.
 */

import { z } from "zod";
import { NATIONS } from "./geo/town-search.ts";
import { text } from "./i18n/text.ts";

/** The UK's four nations, in the order the answer lists them. */
export const NATION_ORDER = [NATIONS.ENG, NATIONS.SCT, NATIONS.WLS, NATIONS.NIR] as const;
export type Nation = (typeof NATION_ORDER)[number];

/** The earliest year a visit may fall in (visits start in 1900). */
export const EARLIEST_STATS_YEAR = 1900;

const LONDON = "Europe/London";

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** How far the UK's clocks are ahead of UTC at a whole second, in milliseconds (0 or 1 hour). */
function londonOffsetMs(moment: number): number {
  const parts: Record<string, number> = {};
  for (const part of londonParts.formatToParts(new Date(moment))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - moment;
}

/** The moment a UK month begins (midnight on its first day, UK time), as an ISO instant. */
export function londonMonthStart(year: number, month: number): string {
  const wall = Date.UTC(year, month - 1, 1);
  // The wall clock read as UTC, less the offset in force then; read again at the answer, in
  // case the clocks changed between the two.
  let moment = wall - londonOffsetMs(wall);
  moment = wall - londonOffsetMs(moment);
  return new Date(moment).toISOString();
}

/** The moments a UK year starts and ends: `[start, end)`. */
export function londonYearBounds(year: number): { start: string; end: string } {
  return { start: londonMonthStart(year, 1), end: londonMonthStart(year + 1, 1) };
}

/** The 13 moments that begin each UK month of the year and the next year: months' `[start, end)`. */
export function londonMonthBounds(year: number): string[] {
  return Array.from({ length: 13 }, (_, i) =>
    londonMonthStart(year + Math.floor(i / 12), (i % 12) + 1),
  );
}

/** The year's months, "YYYY-01" to "YYYY-12". */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`);
}

/** The year it is in the UK at a moment. */
export function londonYear(moment: Date = new Date()): number {
  return Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, year: "numeric" }).format(moment),
  );
}

/**
 * GET /api/stats's query: `year`, four digits from 1900 to next year (a traveller ahead of the
 * UK may record a visit on its first day); left out, the year it is in the UK.
 */
export const statsQuerySchema = z.object({
  year: z
    .string({ error: text("Write the year as four digits") })
    .regex(/^\d{4}$/, text("Write the year as four digits"))
    .transform(Number)
    .refine((year) => year >= EARLIEST_STATS_YEAR && year <= londonYear() + 1, {
      message: text("Choose a year from 1900 to next year"),
    })
    .optional()
    .transform((year) => year ?? londonYear()),
});

const count = z.number().int().nonnegative();

/** A month of the year: visits on its days, places visited in it, places added in it. */
export const statsMonthSchema = z.object({
  month: z.string(),
  visits: count,
  placesVisited: count,
  added: count,
});

/** GET /api/stats's answer. */
export const statsSchema = z.object({
  year: z.number().int(),
  /** Years with a visit or a place added, newest first. */
  years: z.array(z.number().int()),
  totals: z.object({
    visits: count,
    /** Places with a visit in the year, each once. */
    placesVisited: count,
    /** Places whose first visit ever fell in the year. */
    firstVisits: count,
    added: count,
  }),
  /** The year's twelve months, in order. */
  months: z.array(statsMonthSchema),
  /** The year's visits by the place's category (null: none), most first. */
  byCategory: z.array(z.object({ category: z.string().nullable(), visits: count })),
  /** All the user's places by nation, whatever the year: visited, and still to visit. */
  byNation: z.array(z.object({ nation: z.enum(NATION_ORDER), visited: count, toVisit: count })),
});
export type Stats = z.infer<typeof statsSchema>;
export type StatsMonth = z.infer<typeof statsMonthSchema>;

/** Most visits first; among equals by name, code point order, places without one last. */
export function byVisitsThenCategory(
  a: { category: string | null; visits: number },
  b: { category: string | null; visits: number },
): number {
  if (a.visits !== b.visits) return b.visits - a.visits;
  if (a.category === b.category) return 0;
  if (a.category === null) return 1;
  if (b.category === null) return -1;
  return a.category < b.category ? -1 : 1;
}

/**
 * The places visited in each month of the year with a visit, for the page's month by month:
 * each place once a month, in the order of its first visit that month, then by name.
 */
export const statsMonthPlacesSchema = z.array(
  z.object({
    month: z.string(),
    places: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
);
export type StatsMonthPlaces = z.infer<typeof statsMonthPlacesSchema>;

/**
 * GET /api/stats/places: the places behind the months. Apart from the figures, which stay a
 * few hundred bytes however many places there are: a year of thousands of visits lists
 * thousands of places, which only the stats page's month by month and its picture read.
 */
export type StatsPlacesAnswer = { year: number; monthPlaces: StatsMonthPlaces };

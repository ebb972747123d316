import {
  type CalendarDate,
  daysBetweenCalendarDates,
  instantOfCalendarDate,
} from "./calendar-date.ts";

// A trip's days and its place in the list: pure, so the server, the exports and the pages
// agree on them.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a trip spans, first and last included: 14 to 16 June is 3. */
export function tripDayCount(startDate: CalendarDate, endDate: CalendarDate): number {
  return daysBetweenCalendarDates(startDate, endDate) + 1;
}

/** Each date from the first to the last, in order. */
export function tripDayDates(startDate: CalendarDate, endDate: CalendarDate): CalendarDate[] {
  const first = Date.parse(instantOfCalendarDate(startDate));
  return Array.from({ length: Math.max(0, tripDayCount(startDate, endDate)) }, (_, index) =>
    new Date(first + index * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The date of a trip's day by its index, or null when the trip has no dates. */
export function dateOfDay(startDate: CalendarDate | null, index: number): CalendarDate | null {
  if (startDate === null) return null;
  return new Date(Date.parse(instantOfCalendarDate(startDate)) + index * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

// English names, fixed rather than Intl's: the exports and the shared page must read the same
// on every server, whatever its locale data.
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** A date as a day label writes it: "Sat 14 Jun". */
export function shortDate(date: CalendarDate): string {
  const moment = new Date(instantOfCalendarDate(date));
  return `${WEEKDAYS[moment.getUTCDay()]} ${moment.getUTCDate()} ${MONTHS[moment.getUTCMonth()]}`;
}

/** A day's title in the exports and the shared page: "Day 1 · Sat 14 Jun", or "Day 1" undated. */
export function dayLabel(index: number, date: CalendarDate | null): string {
  return date === null ? `Day ${index + 1}` : `Day ${index + 1} · ${shortDate(date)}`;
}

type Listed = { startDate: string | null; endDate: string | null; updatedAt: string; id: number };

/** 0: under way or ahead; 1: no dates yet; 2: over. */
function groupOf(trip: Listed, today: CalendarDate): number {
  if (trip.startDate === null || trip.endDate === null) return 1;
  return trip.endDate < today ? 2 : 0;
}

/**
 * The order of the trip list (GET /api/trips): trips under way or ahead first, soonest first;
 * then trips with no dates yet, most recently changed first (being planned, they are what the
 * person is working on); then past trips, the latest first. `today` is the UK's date.
 */
export function compareTrips(today: CalendarDate) {
  return (a: Listed, b: Listed): number => {
    const group = groupOf(a, today) - groupOf(b, today);
    if (group !== 0) return group;
    let order = 0;
    if (groupOf(a, today) === 0) order = (a.startDate ?? "").localeCompare(b.startDate ?? "");
    else if (groupOf(a, today) === 1) order = b.updatedAt.localeCompare(a.updatedAt);
    else order = (b.endDate ?? "").localeCompare(a.endDate ?? "");
    return order !== 0 ? order : a.id - b.id;
  };
}

/**
 * Calendar dates: a day such as a visit's, not a moment. The date input, the API and backups
 * write one as YYYY-MM-DD; it is stored as an instant, noon UTC of that day, which server and
 * client read back as the same day whatever their time zones. Pure: a viewer's zone matters
 * only where a function says so.
 */

/** A calendar day as YYYY-MM-DD. */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** True for a real day written YYYY-MM-DD (no 30 February, no month 13). */
export function isCalendarDate(value: string): value is CalendarDate {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(2000, month - 1, day));
  probe.setUTCFullYear(year);
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/**
 * The instant a calendar day is stored as: noon UTC of that day. Taking the day back with
 * `calendarDateOf` gives the same day in every time zone, and the UK's (UTC or UTC+1) also
 * shows that instant on the same day.
 */
export function instantOfCalendarDate(date: CalendarDate): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return `${date}T12:00:00.000Z`;
}

const utcDate = (moment: Date): CalendarDate =>
  `${pad(moment.getUTCFullYear(), 4)}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}`;

/** The day a moment falls on in the viewer's (the process's) time zone. */
export function localCalendarDate(moment: Date = new Date()): CalendarDate {
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Noon UTC exactly: how a calendar day is stored (`instantOfCalendarDate`). */
const isStoredDay = (moment: Date) =>
  moment.getUTCHours() === 12 &&
  moment.getUTCMinutes() === 0 &&
  moment.getUTCSeconds() === 0 &&
  moment.getUTCMilliseconds() === 0;

/**
 * The calendar day a stored date means, or null when it cannot be read. A bare date is that
 * day; noon UTC is the day it was stored for, in every zone. Any other instant (a place created
 * as visited takes the moment it was added; older clients stored local noon) is the day it fell
 * on where the viewer is.
 */
export function calendarDateOf(value: string | Date): CalendarDate | null {
  if (typeof value === "string" && CALENDAR_DATE.test(value)) {
    return isCalendarDate(value) ? value : null;
  }
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return null;
  return isStoredDay(moment) ? utcDate(moment) : localCalendarDate(moment);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one calendar day to another, whatever the clocks do on the way. */
export function daysBetweenCalendarDates(from: CalendarDate, to: CalendarDate): number {
  return Math.round(
    (Date.parse(instantOfCalendarDate(to)) - Date.parse(instantOfCalendarDate(from))) / DAY_MS,
  );
}

/**
 * The furthest a calendar day can lie ahead of now, as its stored instant: at UTC+14 (Kiribati,
 * the first zone into a new day) today's noon UTC is at most 26 hours away.
 */
export const LATEST_DAY_AHEAD_MS = 26 * 60 * 60 * 1000;

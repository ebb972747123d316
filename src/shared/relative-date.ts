import {
  type CalendarDate,
  calendarDateOf,
  daysBetweenCalendarDates,
  instantOfCalendarDate,
  localCalendarDate,
} from "./calendar-date.ts";
import { perLocale } from "./i18n/display-locale.ts";

// "today" and "yesterday" by name; every other count as a number ("1 week ago", not "last week").
const byName = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
const byNumber = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "always" }));
const ago = (count: number, unit: Intl.RelativeTimeFormatUnit) => byNumber().format(-count, unit);

/**
 * Today; yesterday; N days ago under 7 days; N weeks under 30; N months under 365;
 * else N years. The visit's day is read with `calendarDateOf`, so a date stored as a day is that
 * day in any zone; a day later than the viewer's today (another zone's today) counts as today.
 * An unreadable date has no label.
 */
export function relativeVisitLabel(visitedDate: string | Date, now: Date = new Date()): string {
  const day = calendarDateOf(visitedDate);
  if (!day) return "";
  const days = Math.max(0, daysBetweenCalendarDates(day, localCalendarDate(now)));
  if (days < 2) return byName().format(-days, "day");
  if (days < 7) return ago(days, "day");
  if (days < 30) return ago(Math.floor(days / 7), "week");
  if (days < 365) return ago(Math.floor(days / 30), "month");
  return ago(Math.floor(days / 365), "year");
}

// Built once per language: toLocaleDateString makes a new formatter on every call, slow in long
// lists.
const calendarFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      day: "numeric",
      month: "short",
      year: "numeric",
    }),
);

/** A calendar day for people, the same in every zone: "21 Nov 2026" ("21 Tach 2026"). */
export function formatCalendarDate(day: CalendarDate): string {
  return calendarFormat().format(new Date(instantOfCalendarDate(day)));
}

/**
 * A visit date (or any stored date) for people: "21 Nov 2026", the day `calendarDateOf` reads.
 * An unreadable date shows as nothing.
 */
export function formatVisitDate(visitedDate: string | Date): string {
  const day = calendarDateOf(visitedDate);
  return day ? formatCalendarDate(day) : "";
}

/** Today as the date input wants it (YYYY-MM-DD), in the viewer's time zone. */
export function todayInputValue(now: Date = new Date()): CalendarDate {
  return localCalendarDate(now);
}

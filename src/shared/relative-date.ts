import {
  type CalendarDate,
  calendarDateOf,
  daysBetweenCalendarDates,
  instantOfCalendarDate,
  localCalendarDate,
} from "./calendar-date.ts";
import { ago, daysAgo, formatDate } from "./i18n/calendar.ts";

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
  if (days < 7) return daysAgo(days);
  if (days < 30) return ago(Math.floor(days / 7), "week");
  if (days < 365) return ago(Math.floor(days / 30), "month");
  return ago(Math.floor(days / 365), "year");
}

/** A calendar day for people, the same in every zone: "21 Nov 2026" ("21 Tach 2026"). */
export function formatCalendarDate(day: CalendarDate): string {
  return formatDate(new Date(instantOfCalendarDate(day)), "medium", "UTC");
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

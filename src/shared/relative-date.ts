import {
  type CalendarDate,
  calendarDateOf,
  daysBetweenCalendarDates,
  instantOfCalendarDate,
  localCalendarDate,
} from "./calendar-date.ts";

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

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
  if (days === 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 7) return plural(days, "day");
  if (days < 30) return plural(Math.floor(days / 7), "week");
  if (days < 365) return plural(Math.floor(days / 30), "month");
  return plural(Math.floor(days / 365), "year");
}

// Built once: toLocaleDateString makes a new formatter on every call, slow in long lists.
let calendarFormat: Intl.DateTimeFormat | undefined;

/** A calendar day for people, the same in every zone: "21 Nov 2026". */
export function formatCalendarDate(day: CalendarDate): string {
  calendarFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
  return calendarFormat.format(new Date(instantOfCalendarDate(day)));
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `date` to `now`, in the viewer's own time zone (not 24-hour periods). */
export function calendarDaysBetween(date: Date, now: Date): number {
  // Local calendar dates laid on the UTC line, so a daylight-saving change adds no hour.
  const startOfDay = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/**
 * Today; yesterday; N days ago under 7 days; N weeks under 30; N months under 365;
 * else N years. A date later than now (another time zone's today) counts as today.
 */
export function relativeVisitLabel(visitedDate: string | Date, now: Date = new Date()): string {
  const days = Math.max(0, calendarDaysBetween(new Date(visitedDate), now));
  if (days === 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 7) return plural(days, "day");
  if (days < 30) return plural(Math.floor(days / 7), "week");
  if (days < 365) return plural(Math.floor(days / 30), "month");
  return plural(Math.floor(days / 365), "year");
}

/** A visit date for people: "21 Nov 2026". */
export function formatVisitDate(visitedDate: string | Date): string {
  return new Date(visitedDate).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

/** Today as the date input wants it (YYYY-MM-DD), in the viewer's time zone. */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

import { formatDate } from "#shared/i18n/calendar.ts";
import { monthShort, monthTitle } from "#shared/stats-chart.ts";

// The months in the language shown. English keeps the shared wording, which the server's
// pages and the tests share ("Sep" under its bars, where Intl's en-GB now writes "Sept");
// Welsh has its own (shared/i18n/calendar.ts).

/** The first moment of "YYYY-MM" (UTC), or null when it is not a month. */
function monthStart(month: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const number = match ? Number(match[2]) : 0;
  return number >= 1 && number <= 12 ? new Date(Date.UTC(Number(match?.[1]), number - 1, 1)) : null;
}

/** "March 2026" (Welsh "Mawrth 2026") for "2026-03": a heading's or a table row's month. */
export function monthTitleIn(month: string, locale: string): string {
  const start = locale === "en" ? null : monthStart(month);
  return start ? formatDate(start, "month-year", "UTC") : monthTitle(month);
}

/** "Mar" (Welsh "Maw") for "2026-03": the month under its bars. */
export function monthShortIn(month: string, locale: string): string {
  const start = locale === "en" ? null : monthStart(month);
  return start ? formatDate(start, "month-short", "UTC") : monthShort(month);
}

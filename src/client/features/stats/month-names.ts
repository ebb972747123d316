import { monthShort, monthTitle } from "#shared/stats-chart.ts";

// The months in the language shown. English keeps the shared wording, which the server's
// pages and the tests share ("Sep" under its bars, where Intl's en-GB now writes "Sept");
// another language has its own from Intl, built once each.
const formats = new Map<string, { long: Intl.DateTimeFormat; short: Intl.DateTimeFormat }>();

function formatsFor(locale: string) {
  let found = formats.get(locale);
  if (!found) {
    found = {
      long: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
      short: new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }),
    };
    formats.set(locale, found);
  }
  return found;
}

/** The first moment of "YYYY-MM" (UTC), or null when it is not a month. */
function monthStart(month: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const number = match ? Number(match[2]) : 0;
  return number >= 1 && number <= 12 ? new Date(Date.UTC(Number(match?.[1]), number - 1, 1)) : null;
}

/** "March 2026" (Welsh "Mawrth 2026") for "2026-03": a heading's or a table row's month. */
export function monthTitleIn(month: string, locale: string): string {
  const start = locale === "en" ? null : monthStart(month);
  return start ? formatsFor(locale).long.format(start) : monthTitle(month);
}

/** "Mar" (Welsh "Maw") for "2026-03": the month under its bars. */
export function monthShortIn(month: string, locale: string): string {
  const start = locale === "en" ? null : monthStart(month);
  return start ? formatsFor(locale).short.format(start) : monthShort(month);
}

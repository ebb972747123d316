// What the stats page (docs/product.md#your-travels) works out for its charts and words: pure,
// so the page, its downloadable image and their tests agree.

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The month's number, 1 to 12, of "YYYY-MM"; 0 when it is not one. */
function monthNumber(month: string): number {
  const match = /^\d{4}-(\d{2})$/.exec(month);
  const number = match ? Number(match[1]) : 0;
  return number >= 1 && number <= 12 ? number : 0;
}

/** "March 2026" for "2026-03": the month as a heading or a table's row names it. */
export function monthTitle(month: string): string {
  const name = MONTH_NAMES[monthNumber(month) - 1];
  return name ? `${name} ${month.slice(0, 4)}` : month;
}

/** "Mar" for "2026-03": the month under its bars, where there is room for three letters. */
export function monthShort(month: string): string {
  const name = MONTH_NAMES[monthNumber(month) - 1];
  return name ? name.slice(0, 3) : month;
}

/** The page's heading for a year, as one sentence. */
export const yearHeading = (year: number) => `Your ${year} in places`;

/** The file a year's image downloads as. */
export const yearImageFileName = (slug: string, year: number) => `${slug}-${year}-in-places.png`;

/**
 * The top of a chart's scale for its largest value, and the lines marked on it: a round number
 * at or above the largest (1, 2, 5 times a power of ten, or an even number up to 10) so the
 * lines fall on whole counts. Never below 1, so an empty year still draws an axis.
 */
export function chartScale(largest: number): { top: number; ticks: number[] } {
  const wanted = Math.max(1, Math.ceil(largest));
  if (wanted <= 4) return { top: wanted, ticks: range(wanted, 1) };
  if (wanted <= 10) {
    const top = wanted % 2 === 0 ? wanted : wanted + 1;
    return { top, ticks: range(top, 2) };
  }
  const power = 10 ** Math.floor(Math.log10(wanted));
  const step = [1, 2, 5, 10].map((m) => (m * power) / 2).find((s) => s * 5 >= wanted) ?? power;
  const top = Math.ceil(wanted / step) * step;
  return { top, ticks: range(top, step) };
}

/** 0, step, 2 step… up to top. */
function range(top: number, step: number): number[] {
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/** A value's share of the scale's top, 0 to 1. */
export const shareOf = (value: number, top: number) =>
  top <= 0 ? 0 : Math.min(1, Math.max(0, value / top));

/** "YYYY-MM" of a moment, in the viewer's time zone: the month "this month" means. */
export const localMonthOf = (moment: Date) =>
  `${String(moment.getFullYear()).padStart(4, "0")}-${String(moment.getMonth() + 1).padStart(2, "0")}`;

/** The visits a year's months record for one month; null when that month is not among them. */
export function visitsInMonth(
  months: readonly { month: string; visits: number }[],
  month: string,
): number | null {
  return months.find((entry) => entry.month === month)?.visits ?? null;
}

/**
 * A count as it is written in the UK, grouped in thousands: "1,000", "12,345". Done by hand, not
 * with Intl.NumberFormat or toLocaleString: their first use loads the locale's number data,
 * which a phone took some 40 ms over while the home first drew.
 */
export const formatCount = (count: number) =>
  String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, ",");

/** A count and its noun: "1 place", "1,000 places". */
export const countOf = (count: number, word: string, plural = `${word}s`) =>
  `${formatCount(count)} ${count === 1 ? word : plural}`;

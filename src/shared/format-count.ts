// One formatter for every count: making one is slow (each toLocaleString call makes its own),
// and a list formats its counts on every render.
const ukNumbers = new Intl.NumberFormat("en-GB");

/** A count as it is written in the UK, grouped in thousands: "1,000", "12,345". */
export const formatCount = (count: number) => ukNumbers.format(count);

/** A count and its noun: "1 place", "1,000 places". */
export const countOf = (count: number, word: string, plural = `${word}s`) =>
  `${formatCount(count)} ${count === 1 ? word : plural}`;

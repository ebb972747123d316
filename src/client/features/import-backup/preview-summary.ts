// What the import preview says about its rows as a whole: the counts above the list, the
// problems that hold the import back, and the chosen rows the server will skip.

import { countOf, formatCount } from "#shared/format-count.ts";
import type { importOutcome, PreviewRow } from "./preview.ts";

/** The rows counted by what stands out about them; problems only of the rows still chosen. */
export function summarise(rows: readonly PreviewRow[], leftOut: ReadonlySet<number>) {
  let inList = 0;
  let repeats = 0;
  let prose = 0;
  let unlocated = 0;
  let approximate = 0;
  let finding = 0;
  const problems: string[] = [];
  const problemRows: number[] = [];
  for (const row of rows) {
    if (row.inList) inList++;
    if (row.repeatOf) repeats++;
    if (row.prose) prose++;
    if (row.location.kind === "none") unlocated++;
    if (row.location.kind === "approximate") approximate++;
    if (row.location.kind === "finding") finding++;
    if (row.problems.length > 0 && !leftOut.has(row.index)) {
      problemRows.push(row.index);
      problems.push(`${row.where}: ${row.problems.join("; ")}`);
    }
  }
  return { inList, repeats, prose, unlocated, approximate, finding, problems, problemRows };
}

/** Each count said whole, one and many apart, so each can be put in another language as it is. */
const REPEATS_SAID = {
  file: (n: number) =>
    n === 1 ? "1 repeats an earlier row" : `${formatCount(n)} repeat earlier rows`,
  list: (n: number) =>
    n === 1 ? "1 repeats an earlier line" : `${formatCount(n)} repeat earlier lines`,
};
const UNLOCATED_SAID = {
  file: (n: number) => `${formatCount(n)} with no location`,
  list: (n: number) =>
    n === 1 ? "1 line has no location" : `${formatCount(n)} lines have no location`,
};
const APPROXIMATE_SAID = {
  file: (n: number) => `${formatCount(n)} with an approximate location`,
  list: (n: number) =>
    n === 1
      ? "1 line has an approximate location"
      : `${formatCount(n)} lines have an approximate location`,
};

/**
 * The counts of the marks, shown under "Found N places": "2 already in your list · 1 repeats
 * an earlier row · 1 with no location" for a file, "… · 1 line has no location" for a pasted
 * list. `from` is what the rows came from.
 */
export function marksOf(summary: ReturnType<typeof summarise>, from: "file" | "list"): string[] {
  const { inList, repeats, prose, unlocated, approximate } = summary;
  return [
    inList > 0 && `${formatCount(inList)} already in your list`,
    repeats > 0 && REPEATS_SAID[from](repeats),
    prose > 0 &&
      (prose === 1
        ? "1 other line looks like text, not places"
        : `${formatCount(prose)} other lines look like text, not places`),
    unlocated > 0 && UNLOCATED_SAID[from](unlocated),
    approximate > 0 && APPROXIMATE_SAID[from](approximate),
  ].filter((mark): mark is string => typeof mark === "string");
}

/**
 * The chosen rows the server will skip, said beside the Import button, whose count leaves them
 * out: "1 chosen place is already in your list: it is skipped."
 */
export function skippedLine({ inList, repeats }: ReturnType<typeof importOutcome>): string | null {
  if (inList + repeats === 0) return null;
  const reasons = [
    inList > 0 &&
      `${countOf(inList, "chosen place")} ${inList === 1 ? "is" : "are"} already in your list`,
    repeats > 0 &&
      `${countOf(repeats, "chosen place")} ${repeats === 1 ? "repeats one" : "repeat ones"} above`,
  ].filter(Boolean);
  return `${reasons.join("; ")}: ${inList + repeats === 1 ? "it is" : "they are"} skipped.`;
}

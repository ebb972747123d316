// What the import preview says about its rows as a whole: the counts above the list, the
// problems that hold the import back, and the chosen rows the server will skip.

import { plural, t } from "@lingui/core/macro";
// Sets the language `t` reads, should the counts be said before the app has started (a unit test).
import "#client/lib/i18n.tsx";
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
  file: (count: number) =>
    t`${plural(count, { one: "# repeats an earlier row", other: "# repeat earlier rows" })}`,
  list: (count: number) =>
    t`${plural(count, { one: "# repeats an earlier line", other: "# repeat earlier lines" })}`,
};
const UNLOCATED_SAID = {
  file: (count: number) =>
    t`${plural(count, { one: "# with no location", other: "# with no location" })}`,
  list: (count: number) =>
    t`${plural(count, { one: "# line has no location", other: "# lines have no location" })}`,
};
const APPROXIMATE_SAID = {
  file: (count: number) =>
    t`${plural(count, {
      one: "# with an approximate location",
      other: "# with an approximate location",
    })}`,
  list: (count: number) =>
    t`${plural(count, {
      one: "# line has an approximate location",
      other: "# lines have an approximate location",
    })}`,
};
const IN_LIST_SAID = (count: number) =>
  t`${plural(count, { one: "# already in your list", other: "# already in your list" })}`;
const PROSE_SAID = (count: number) =>
  t`${plural(count, {
    one: "# other line looks like text, not places",
    other: "# other lines look like text, not places",
  })}`;

/**
 * The counts of the marks, shown under "Found N places": "2 already in your list · 1 repeats
 * an earlier row · 1 with no location" for a file, "… · 1 line has no location" for a pasted
 * list. `from` is what the rows came from.
 */
export function marksOf(summary: ReturnType<typeof summarise>, from: "file" | "list"): string[] {
  const { inList, repeats, prose, unlocated, approximate } = summary;
  return [
    inList > 0 && IN_LIST_SAID(inList),
    repeats > 0 && REPEATS_SAID[from](repeats),
    prose > 0 && PROSE_SAID(prose),
    unlocated > 0 && UNLOCATED_SAID[from](unlocated),
    approximate > 0 && APPROXIMATE_SAID[from](approximate),
  ].filter((mark): mark is string => typeof mark === "string");
}

/**
 * The chosen rows the server will skip, said beside the Import button, whose count leaves them
 * out: "1 chosen place is already in your list: it is skipped." One sentence for each case, so
 * that "it" and "they" agree with the counts in any language.
 */
export function skippedLine({ inList, repeats }: ReturnType<typeof importOutcome>): string | null {
  if (inList > 0 && repeats > 0) {
    return t`${plural(inList, {
      one: "# chosen place is",
      other: "# chosen places are",
    })} already in your list; ${plural(repeats, {
      one: "# chosen place repeats one",
      other: "# chosen places repeat ones",
    })} above: they are skipped.`;
  }
  if (inList > 0) {
    return t`${plural(inList, {
      one: "# chosen place is already in your list: it is skipped.",
      other: "# chosen places are already in your list: they are skipped.",
    })}`;
  }
  if (repeats > 0) {
    return t`${plural(repeats, {
      one: "# chosen place repeats one above: it is skipped.",
      other: "# chosen places repeat ones above: they are skipped.",
    })}`;
  }
  return null;
}

import { describe, expect, it } from "vitest";
import type { VisitRecord } from "../visit.ts";
import { readVisitsText, visitsText } from "./visits-text.ts";

describe("visitsText", () => {
  it("writes each visit's day, its note quoted after it, newest first, joined by '; '", () => {
    expect(
      visitsText([
        { date: "2026-10-12", note: "Climbed the tower" },
        { date: "2025-08-01", note: null },
        { date: null, note: null },
      ]),
    ).toBe('2026-10-12: "Climbed the tower"; 2025-08-01; undated');
  });

  it("writes nothing for no visits, and a note's line breaks and quotes as JSON escapes", () => {
    expect(visitsText([])).toBe("");
    expect(visitsText([{ date: "2026-10-12", note: 'Say "hi"\r\nthen; go' }])).toBe(
      '2026-10-12: "Say \\"hi\\"\\r\\nthen; go"',
    );
  });
});

describe("readVisitsText", () => {
  const awkward: VisitRecord[][] = [
    [],
    [{ date: "2026-10-12", note: null }],
    [{ date: null, note: "Before visits had days" }],
    [
      { date: "2026-10-12", note: '2025-01-01; "not a visit"; 2024-02-02: nor this' },
      { date: "2026-10-12", note: "\\ a backslash, a tab\t, a line\nbreak, Tŷ Hyll 🏰" },
      { date: "1900-01-01", note: " spaces kept " },
      { date: null, note: null },
    ],
  ];

  it.each(awkward)("reads back what visitsText wrote: %j", (...visits) => {
    expect(readVisitsText(visitsText(visits))).toEqual(visits);
  });

  it("reads a list written by hand: bare notes, other spacing, a trailing separator", () => {
    expect(
      readVisitsText("  2026-10-12:rain, then sun ;2025-08-01 ; UNDATED: as a child; "),
    ).toEqual([
      { date: "2026-10-12", note: "rain, then sun" },
      { date: "2025-08-01", note: null },
      { date: null, note: "as a child" },
    ]);
    // A bare note runs to the next "; " that a day follows.
    expect(readVisitsText("2026-10-12: tea; cake; 2025-08-01: ok")).toEqual([
      { date: "2026-10-12", note: "tea; cake" },
      { date: "2025-08-01", note: "ok" },
    ]);
    expect(readVisitsText('2026-10-12: ""')).toEqual([{ date: "2026-10-12", note: null }]);
    expect(readVisitsText("   ")).toEqual([]);
  });

  it.each([
    "12/10/2026",
    "2026-02-30",
    "2026-10-12 rain",
    '2026-10-12: "not closed',
    '2026-10-12: "bad \\q escape"',
    '2026-10-12: "a" and more',
    "2026-10-12,2025-08-01",
    "yes",
  ])("is null for text that is not such a list: %s", (text) => {
    expect(readVisitsText(text)).toBeNull();
  });
});

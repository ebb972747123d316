import { describe, expect, it } from "vitest";
import {
  byVisitsThenCategory,
  londonMonthBounds,
  londonMonthStart,
  londonYear,
  londonYearBounds,
  monthsOf,
  statsQuerySchema,
} from "./stats.ts";

describe("the year in review's calendar", () => {
  it("lists a year's twelve months in order", () => {
    expect(monthsOf(2025)).toEqual([
      "2025-01",
      "2025-02",
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
    ]);
  });

  it("starts a UK month at midnight UK time, an hour before UTC in summer", () => {
    expect(londonMonthStart(2025, 1)).toBe("2025-01-01T00:00:00.000Z");
    // Summer time began on 30 March 2025.
    expect(londonMonthStart(2025, 4)).toBe("2025-03-31T23:00:00.000Z");
    // In 2024 it began on 31 March, the last day before the month.
    expect(londonMonthStart(2024, 4)).toBe("2024-03-31T23:00:00.000Z");
    expect(londonMonthStart(2025, 10)).toBe("2025-09-30T23:00:00.000Z");
    // Summer time ended on 26 October 2025; in 2026 it ends on 25 October.
    expect(londonMonthStart(2025, 11)).toBe("2025-11-01T00:00:00.000Z");
    expect(londonMonthStart(2021, 11)).toBe("2021-11-01T00:00:00.000Z");
  });

  it("bounds a UK year and its months, the next year's start last", () => {
    expect(londonYearBounds(2025)).toEqual({
      start: "2025-01-01T00:00:00.000Z",
      end: "2026-01-01T00:00:00.000Z",
    });
    const bounds = londonMonthBounds(2025);
    expect(bounds).toHaveLength(13);
    expect(bounds[0]).toBe("2025-01-01T00:00:00.000Z");
    expect(bounds[6]).toBe("2025-06-30T23:00:00.000Z");
    expect(bounds[12]).toBe("2026-01-01T00:00:00.000Z");
    expect([...bounds].sort()).toEqual(bounds);
  });

  it("knows the UK's year at a moment", () => {
    expect(londonYear(new Date("2025-12-31T23:59:59.000Z"))).toBe(2025);
    expect(londonYear(new Date("2026-01-01T00:00:00.000Z"))).toBe(2026);
  });
});

describe("the year asked for", () => {
  it("is four digits from 1900 to next year, else this year in the UK", () => {
    const thisYear = londonYear();
    expect(statsQuerySchema.parse({ year: "2025" })).toEqual({ year: 2025 });
    expect(statsQuerySchema.parse({ year: "1900" })).toEqual({ year: 1900 });
    expect(statsQuerySchema.parse({ year: String(thisYear + 1) })).toEqual({
      year: thisYear + 1,
    });
    expect(statsQuerySchema.parse({})).toEqual({ year: thisYear });
    for (const year of ["1899", String(thisYear + 2), "25", "02025", "2025 ", "abc", ""]) {
      const parsed = statsQuerySchema.safeParse({ year });
      expect(parsed.success, year).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([["year"]]);
    }
  });
});

describe("categories by visits", () => {
  it("come most visited first, then by name, places without one last", () => {
    const rows = [
      { category: null, visits: 2 },
      { category: "Outdoors & Nature", visits: 2 },
      { category: "Food & Drink", visits: 2 },
      { category: "Arts & Culture", visits: 5 },
    ];
    expect(rows.sort(byVisitsThenCategory).map((row) => row.category)).toEqual([
      "Arts & Culture",
      "Food & Drink",
      "Outdoors & Nature",
      null,
    ]);
  });
});

import { describe, expect, it } from "vitest";
import {
  chartScale,
  localMonthOf,
  monthShort,
  monthTitle,
  shareOf,
  visitsInMonth,
  yearHeading,
  yearImageFileName,
} from "./stats-chart.ts";

describe("the stats page's words", () => {
  it("names months in full and in three letters", () => {
    expect(monthTitle("2026-01")).toBe("January 2026");
    expect(monthTitle("2025-12")).toBe("December 2025");
    expect(monthShort("2026-09")).toBe("Sep");
  });

  it("leaves what is not a month as it came", () => {
    expect(monthTitle("2026-13")).toBe("2026-13");
    expect(monthShort("soon")).toBe("soon");
  });

  it("writes the heading and the file name with the year in them", () => {
    expect(yearHeading(2026)).toBe("Your 2026 in places");
    expect(yearImageFileName("uk-adventures", 2025)).toBe("uk-adventures-2025-in-places.png");
  });
});

describe("chartScale", () => {
  it("keeps an axis for an empty year", () => {
    expect(chartScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it("marks every count up to four", () => {
    expect(chartScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
  });

  it("marks even counts up to ten", () => {
    expect(chartScale(5)).toEqual({ top: 6, ticks: [0, 2, 4, 6] });
    expect(chartScale(10)).toEqual({ top: 10, ticks: [0, 2, 4, 6, 8, 10] });
  });

  it("rounds larger counts up to a round step, never below the largest", () => {
    for (const largest of [11, 23, 47, 99, 100, 101, 777, 12_345]) {
      const { top, ticks } = chartScale(largest);
      expect(top).toBeGreaterThanOrEqual(largest);
      expect(ticks.at(-1)).toBe(top);
      expect(ticks.length).toBeLessThanOrEqual(7);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
    }
    expect(chartScale(23)).toEqual({ top: 25, ticks: [0, 5, 10, 15, 20, 25] });
  });
});

describe("shareOf", () => {
  it("is the value's part of the top, kept between 0 and 1", () => {
    expect(shareOf(5, 10)).toBe(0.5);
    expect(shareOf(12, 10)).toBe(1);
    expect(shareOf(3, 0)).toBe(0);
  });
});

describe("this month's visits", () => {
  it("names the month of a moment where the viewer is", () => {
    expect(localMonthOf(new Date(2026, 0, 31, 23, 59))).toBe("2026-01");
    expect(localMonthOf(new Date(2026, 11, 1, 0, 0))).toBe("2026-12");
  });

  it("reads the month's visits, or null for a month the year does not hold", () => {
    const months = [
      { month: "2026-10", visits: 0 },
      { month: "2026-11", visits: 4 },
    ];
    expect(visitsInMonth(months, "2026-11")).toBe(4);
    expect(visitsInMonth(months, "2026-10")).toBe(0);
    expect(visitsInMonth(months, "2025-11")).toBeNull();
  });
});

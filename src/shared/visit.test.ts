import { describe, expect, it } from "vitest";
import {
  byNewest,
  latestDay,
  ukDayOf,
  type Visit,
  visitDaySchema,
  visitFieldsOf,
} from "./visit.ts";

const visit = (id: number, date: string | null): Visit => ({
  id,
  date,
  note: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("visits", () => {
  it("sort newest first, undated last, the later recorded first among equals", () => {
    const sorted = [
      visit(1, "2024-01-01"),
      visit(2, null),
      visit(3, "2026-05-05"),
      visit(4, "2024-01-01"),
    ]
      .sort(byNewest)
      .map((v) => v.id);
    expect(sorted).toEqual([3, 4, 1, 2]);
  });

  it("know their latest day, ignoring undated ones", () => {
    expect(latestDay(["2024-01-01", null, "2025-12-31"])).toBe("2025-12-31");
    expect(latestDay([null])).toBeNull();
    expect(latestDay([])).toBeNull();
  });

  it("read a stored moment as its day in the UK, summer time included", () => {
    expect(ukDayOf("2025-07-04T23:30:00.000Z")).toBe("2025-07-05");
    expect(ukDayOf("2025-12-04T23:30:00.000Z")).toBe("2025-12-04");
    expect(ukDayOf("2025-07-04T12:00:00.000Z")).toBe("2025-07-04");
  });

  it("take a real day from 1900 up to today only", () => {
    const ok = (date: string) => visitDaySchema.safeParse(date).success;
    expect(ok("1900-01-01")).toBe(true);
    expect(ok(new Date().toISOString().slice(0, 10))).toBe(true);
    expect(ok("1899-12-31")).toBe(false);
    expect(ok("2026-02-30")).toBe(false);
    expect(ok("2026-1-5")).toBe(false);
    expect(ok(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10))).toBe(false);
  });

  it("make a place's date and count as the server would: the latest day, its stored moment kept", () => {
    const ticked = "2026-10-12T08:15:00.000Z";
    expect(visitFieldsOf(ticked, ["2026-10-12", "2024-01-01"])).toEqual({
      visited: true,
      visitedDate: ticked,
      visitCount: 2,
    });
    expect(visitFieldsOf(ticked, ["2026-11-01", "2026-10-12"])).toEqual({
      visited: true,
      visitedDate: "2026-11-01T12:00:00.000Z",
      visitCount: 2,
    });
    // Only the latest day and the count known: the rest of the visits are not listed.
    expect(visitFieldsOf(null, [null, "2025-03-03"], 5)).toMatchObject({
      visitedDate: "2025-03-03T12:00:00.000Z",
      visitCount: 5,
    });
    expect(visitFieldsOf(ticked, [])).toEqual({ visited: false, visitedDate: null, visitCount: 0 });
    expect(visitFieldsOf(null, [null])).toEqual({
      visited: true,
      visitedDate: null,
      visitCount: 1,
    });
  });
});

import { describe, expect, it } from "vitest";
import { newTripSchema, tripChangeSchema, tripPlanSchema } from "./trip.ts";
import { compareTrips, dateOfDay, dayLabel, tripDayCount, tripDayDates } from "./trip-days.ts";

describe("a trip's days", () => {
  it("counts the first and last day", () => {
    expect(tripDayCount("2025-06-14", "2025-06-14")).toBe(1);
    expect(tripDayCount("2025-06-14", "2025-06-16")).toBe(3);
    // Across the clocks going back, and a leap day.
    expect(tripDayCount("2025-10-25", "2025-10-27")).toBe(3);
    expect(tripDayCount("2024-02-28", "2024-03-01")).toBe(3);
  });

  it("lists each date in order, across months and years", () => {
    expect(tripDayDates("2025-12-30", "2026-01-02")).toEqual([
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
    ]);
    expect(dateOfDay("2025-03-30", 1)).toBe("2025-03-31");
    expect(dateOfDay(null, 4)).toBeNull();
  });

  it("labels a day with its number and date", () => {
    expect(dayLabel(0, "2025-06-14")).toBe("Day 1 · Sat 14 Jun");
    expect(dayLabel(9, "2026-01-01")).toBe("Day 10 · Thu 1 Jan");
    expect(dayLabel(2, null)).toBe("Day 3");
  });
});

describe("the trip list's order", () => {
  const trip = (id: number, startDate: string | null, endDate: string | null, updatedAt = "") => ({
    id,
    startDate,
    endDate,
    updatedAt: updatedAt || "2025-01-01T00:00:00.000Z",
  });

  it("puts trips under way or ahead first, soonest first; then undated; then past, latest first", () => {
    const list = [
      trip(1, "2025-01-01", "2025-01-05"),
      trip(2, null, null, "2025-05-01T00:00:00.000Z"),
      trip(3, "2025-07-01", "2025-07-02"),
      trip(4, "2025-06-10", "2025-06-20"),
      trip(5, "2025-03-01", "2025-03-02"),
      trip(6, null, null, "2025-06-01T00:00:00.000Z"),
      trip(7, "2025-06-14", "2025-06-14"),
    ];
    const ordered = [...list].sort(compareTrips("2025-06-14")).map((t) => t.id);
    expect(ordered).toEqual([4, 7, 3, 6, 2, 5, 1]);
  });

  it("counts a trip ending today as under way", () => {
    const ordered = [trip(1, null, null), trip(2, "2025-06-01", "2025-06-14")]
      .sort(compareTrips("2025-06-14"))
      .map((t) => t.id);
    expect(ordered).toEqual([2, 1]);
  });
});

describe("the trip schemas", () => {
  it("accept a trip of 60 days and refuse 61, naming the last day", () => {
    expect(
      newTripSchema.safeParse({ name: "Long", startDate: "2025-06-01", endDate: "2025-07-30" })
        .success,
    ).toBe(true);
    const tooLong = newTripSchema.safeParse({
      name: "Long",
      startDate: "2025-06-01",
      endDate: "2025-07-31",
    });
    expect(tooLong.error?.issues[0]?.path).toEqual(["endDate"]);
  });

  it("want both dates or neither", () => {
    expect(newTripSchema.safeParse({ name: "x", startDate: "2025-06-01" }).success).toBe(false);
    expect(newTripSchema.parse({ name: " x ", startDate: null, endDate: null })).toEqual({
      name: "x",
      startDate: null,
      endDate: null,
      notes: null,
    });
    expect(tripChangeSchema.safeParse({ startDate: null, endDate: null }).success).toBe(true);
    expect(tripChangeSchema.safeParse({ startDate: null }).success).toBe(false);
    expect(tripChangeSchema.safeParse({}).success).toBe(false);
  });

  it("bound a plan's days, stops and notes", () => {
    expect(tripPlanSchema.safeParse({ days: [] }).success).toBe(false);
    expect(tripPlanSchema.parse({ days: [{ stops: [{ placeId: 1 }] }] })).toEqual({
      days: [{ stops: [{ placeId: 1, note: null }] }],
      unscheduled: [],
    });
    const stops = Array.from({ length: 501 }, () => ({ placeId: 1 }));
    expect(tripPlanSchema.safeParse({ days: [{ stops }] }).success).toBe(false);
    const note = "x".repeat(501);
    expect(tripPlanSchema.safeParse({ days: [{ stops: [{ placeId: 1, note }] }] }).success).toBe(
      false,
    );
    expect(
      tripPlanSchema.safeParse({ days: [{ stops: [{ placeId: 1, extra: true }] }] }).success,
    ).toBe(false);
  });
});

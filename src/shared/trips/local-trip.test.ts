import { describe, expect, it } from "vitest";
import type { TripDetail, TripStop } from "../trip.ts";
import {
  changedTripDetail,
  newTripDetail,
  summaryOf,
  tripsWithWrites,
  tripWithWrites,
} from "./local-trip.ts";

const NOW = "2026-11-27T10:00:00.000Z";
const stop = (id: number): TripStop => ({
  id,
  placeId: id,
  note: null,
  place: { name: `Place ${id}`, latitude: null, longitude: null, visited: false, category: null },
});

const threeDays = (): TripDetail => ({
  ...newTripDetail(
    5,
    { name: "Wales", startDate: "2026-06-01", endDate: "2026-06-03", notes: null },
    NOW,
  ),
  days: [
    { date: "2026-06-01", stops: [stop(1)] },
    { date: "2026-06-02", stops: [stop(2), stop(3)] },
    { date: "2026-06-03", stops: [stop(4)] },
  ],
  unscheduled: [stop(9)],
});

describe("a trip written on this device", () => {
  it("is made with one empty day per date, or one undated day", () => {
    expect(threeDays().days.map((day) => day.date)).toEqual([
      "2026-06-01",
      "2026-06-02",
      "2026-06-03",
    ]);
    const undated = newTripDetail(
      -1,
      { name: "Some day", startDate: null, endDate: null, notes: null },
      NOW,
    );
    expect(undated.days).toEqual([{ date: null, stops: [] }]);
    expect(summaryOf(threeDays())).toMatchObject({ dayCount: 3, stopCount: 5 });
  });

  it("moves the stops of days its new dates drop to the end of the unscheduled", () => {
    const shorter = changedTripDetail(
      threeDays(),
      { startDate: "2026-07-01", endDate: "2026-07-01" },
      NOW,
    );
    expect(shorter.days).toEqual([{ date: "2026-07-01", stops: [stop(1)] }]);
    expect(shorter.unscheduled.map((s) => s.id)).toEqual([9, 2, 3, 4]);
    const longer = changedTripDetail(
      threeDays(),
      { startDate: "2026-06-01", endDate: "2026-06-04" },
      NOW,
    );
    expect(longer.days.map((day) => [day.date, day.stops.length])).toEqual([
      ["2026-06-01", 1],
      ["2026-06-02", 2],
      ["2026-06-03", 1],
      ["2026-06-04", 0],
    ]);
    const undated = changedTripDetail(
      threeDays(),
      { startDate: null, endDate: null, name: "W" },
      NOW,
    );
    expect(undated).toMatchObject({ name: "W", startDate: null, endDate: null });
    expect(undated.days.map((day) => [day.date, day.stops.length])).toEqual([
      [null, 1],
      [null, 2],
      [null, 1],
    ]);
  });

  it("shows waiting writes over the server's trip, a plan taking only the stops", () => {
    const planned = {
      ...threeDays(),
      notes: "old",
      days: threeDays().days.map((d) => ({ ...d, stops: [] })),
    };
    const fromServer = { ...threeDays(), notes: "changed elsewhere" };
    const shown = tripWithWrites(5, fromServer, [{ kind: "plan", tripId: 5, trip: planned }]);
    expect(shown?.notes).toBe("changed elsewhere");
    expect(shown?.days.every((day) => day.stops.length === 0)).toBe(true);
    expect(tripWithWrites(5, fromServer, [{ kind: "delete", tripId: 5 }])).toBeUndefined();
    expect(tripWithWrites(-3, undefined, [{ kind: "create", tripId: -3, trip: planned }])).toBe(
      planned,
    );
  });

  it("adds, changes and removes the list's trips, in the list's order", () => {
    const later = summaryOf({ ...threeDays(), id: 6, name: "Later", startDate: "2027-01-01" });
    const soon = {
      ...threeDays(),
      id: -2,
      name: "Soon",
      startDate: "2026-12-01",
      endDate: "2026-12-02",
    };
    const list = tripsWithWrites(
      [summaryOf(threeDays()), later],
      [
        { kind: "create", tripId: -2, trip: soon },
        { kind: "delete", tripId: 5 },
      ],
      "2026-11-27",
    );
    expect(list.map((trip) => trip.name)).toEqual(["Soon", "Later"]);
  });
});

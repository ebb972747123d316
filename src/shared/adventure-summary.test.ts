import { describe, expect, it } from "vitest";
import { aPlace } from "#tests/fixtures/place.ts";
import { lastVisitLabel, summarizeAdventure } from "./adventure-summary.ts";
import { instantOfCalendarDate } from "./calendar-date.ts";
import type { Place } from "./place.ts";

// Every date here is built in the local zone, so the tests hold wherever they run.
const now = new Date(2026, 10, 21, 15, 30); // 21 Nov 2026, 15:30 local
const local = (month: number, day: number, hour = 12, minute = 0, year = 2026) =>
  new Date(year, month, day, hour, minute).toISOString();

let nextId = 1;
function place(fields: Partial<Place> = {}): Place {
  const id = nextId++;
  // 10 Jan 2026: not this month.
  return aPlace({ id, name: `Place ${id + 1}`, createdAt: local(0, 10), ...fields });
}
const visitedOn = (visitedDate: string, fields: Partial<Place> = {}) =>
  place({ visited: true, visitedDate, ...fields });
/** How many days ago the one visit at `visitedDate` was, seen at `at`. */
const daysAgoAt = (visitedDate: string, at: Date) =>
  summarizeAdventure([visitedOn(visitedDate)], at).lastVisit?.daysAgo;
const inCategory = (category: string, count: number) =>
  Array.from({ length: count }, () => place({ category }));

describe("summarizeAdventure counts", () => {
  it("summarises an empty list as all zeros and nothing else", () => {
    expect(summarizeAdventure([], now)).toEqual({
      total: 0,
      visited: 0,
      toVisit: 0,
      topCategories: [],
      lastVisit: null,
      thisMonth: { added: 0, visited: 0 },
    });
  });

  it("counts total, visited and to visit, a visit without a date included", () => {
    const summary = summarizeAdventure(
      [place(), place(), visitedOn(local(10, 1)), place({ visited: true })],
      now,
    );
    expect(summary).toMatchObject({ total: 4, visited: 2, toVisit: 2 });
  });
});

describe("summarizeAdventure top categories", () => {
  it("lists up to three by count, most first", () => {
    const summary = summarizeAdventure(
      [
        ...inCategory("Food & Drink", 2),
        ...inCategory("Outdoors & Nature", 4),
        ...inCategory("Arts & Culture", 1),
        ...inCategory("History & Heritage", 3),
      ],
      now,
    );
    expect(summary.topCategories).toEqual([
      { category: "Outdoors & Nature", count: 4 },
      { category: "History & Heritage", count: 3 },
      { category: "Food & Drink", count: 2 },
    ]);
  });

  it("breaks ties by the catalogue's order, not by the order the places came in", () => {
    const summary = summarizeAdventure(
      [
        ...inCategory("Entertainment & Events", 2),
        ...inCategory("Outdoors & Nature", 2),
        ...inCategory("Food & Drink", 2),
        ...inCategory("Arts & Culture", 2),
      ],
      now,
    );
    expect(summary.topCategories.map((c) => c.category)).toEqual([
      "Arts & Culture",
      "Food & Drink",
      "Outdoors & Nature",
    ]);
  });

  it("puts a tie of a higher count first, then ties in catalogue order", () => {
    const summary = summarizeAdventure(
      [
        ...inCategory("Entertainment & Events", 1),
        ...inCategory("History & Heritage", 1),
        ...inCategory("Outdoors & Nature", 2),
      ],
      now,
    );
    expect(summary.topCategories).toEqual([
      { category: "Outdoors & Nature", count: 2 },
      { category: "History & Heritage", count: 1 },
      { category: "Entertainment & Events", count: 1 },
    ]);
  });

  it("ignores places without a category", () => {
    const summary = summarizeAdventure(
      [place(), place({ category: null }), ...inCategory("Food & Drink", 1)],
      now,
    );
    expect(summary.topCategories).toEqual([{ category: "Food & Drink", count: 1 }]);
  });

  it("has no top categories when no place has one", () => {
    expect(summarizeAdventure([place(), place()], now).topCategories).toEqual([]);
  });

  it("sorts a category outside the catalogue after the catalogue's own", () => {
    const summary = summarizeAdventure(
      [...inCategory("Shopping", 1), ...inCategory("Entertainment & Events", 1)],
      now,
    );
    expect(summary.topCategories.map((c) => c.category)).toEqual([
      "Entertainment & Events",
      "Shopping",
    ]);
  });
});

describe("summarizeAdventure last visit", () => {
  it("is null when nothing is visited, or no visit has a date", () => {
    expect(summarizeAdventure([place()], now).lastVisit).toBeNull();
    expect(summarizeAdventure([place({ visited: true })], now).lastVisit).toBeNull();
  });

  it("takes the latest visit date, whatever the list's order", () => {
    const latest = local(10, 18, 9);
    const summary = summarizeAdventure(
      [visitedOn(local(10, 2)), visitedOn(latest), visitedOn(local(9, 30))],
      now,
    );
    expect(summary.lastVisit).toEqual({ date: latest, daysAgo: 3 });
  });

  it("ignores a visit date left on a place no longer visited", () => {
    const summary = summarizeAdventure(
      [place({ visited: false, visitedDate: local(10, 21, 9) }), visitedOn(local(10, 11))],
      now,
    );
    expect(summary.lastVisit?.daysAgo).toBe(10);
  });

  it("counts a visit earlier today as 0 days, even just after midnight", () => {
    expect(daysAgoAt(local(10, 21, 0, 1), now)).toBe(0);
    expect(daysAgoAt(local(10, 21, 0, 1), new Date(2026, 10, 21, 23, 59))).toBe(0);
  });

  it("counts a visit yesterday just after midnight as 1 day, though more than 24 h ago", () => {
    expect(daysAgoAt(local(10, 20, 0, 5), now)).toBe(1);
  });

  it("counts calendar days, not 24-hour periods", () => {
    // Five minutes ago, but yesterday.
    const justAfterMidnight = new Date(2026, 10, 21, 0, 2);
    expect(daysAgoAt(local(10, 20, 23, 57), justAfterMidnight)).toBe(1);
    // Across a month's and a year's end.
    expect(daysAgoAt(local(11, 31, 22, 0, 2025), new Date(2026, 0, 2, 8))).toBe(2);
  });

  it("counts whole days across a change of the clocks", () => {
    // The UK's clocks go forward on 29 Mar 2026: 28 Mar noon to 30 Mar noon is 47 h there.
    expect(daysAgoAt(local(2, 28), new Date(2026, 2, 30, 12))).toBe(2);
  });

  it("counts a visit stored as a day from that day, across the clocks going forward", () => {
    const justAfterMidnight = new Date(2026, 2, 30, 0, 5); // BST: 23:05 UTC on the 29th
    expect(daysAgoAt(instantOfCalendarDate("2026-03-30"), justAfterMidnight)).toBe(0);
    expect(daysAgoAt(instantOfCalendarDate("2026-03-29"), justAfterMidnight)).toBe(1);
  });

  it("takes the later day over the later moment", () => {
    // The 22nd as a day (noon UTC) against a moment late on the 21st.
    const day = instantOfCalendarDate("2026-11-22");
    const summary = summarizeAdventure([visitedOn(day), visitedOn(local(10, 21, 23, 30))], now);
    expect(summary.lastVisit).toEqual({ date: day, daysAgo: 0 });
  });

  it("treats a visit dated later than now (another zone's today) as today", () => {
    expect(daysAgoAt(local(10, 22, 9), now)).toBe(0);
  });
});

describe("lastVisitLabel", () => {
  it.each([
    [0, "Today"],
    [1, "1 day ago"],
    [2, "2 days ago"],
    [45, "45 days ago"],
    [-1, "Today"],
  ])("%i days is %s", (days, label) => {
    expect(lastVisitLabel(days)).toBe(label);
  });
});

describe("summarizeAdventure this month", () => {
  it("counts places added and visited in the current calendar month", () => {
    const summary = summarizeAdventure(
      [
        place({ createdAt: local(10, 1, 9) }),
        place({ createdAt: local(10, 21, 15) }),
        place({ createdAt: local(9, 31) }),
        // Added last month, visited this month.
        visitedOn(local(10, 5), { createdAt: local(9, 2) }),
        // Added and visited this month.
        visitedOn(local(10, 20), { createdAt: local(10, 3) }),
        visitedOn(local(9, 28)),
        // Visited, with no date: not a visit this month.
        place({ visited: true, createdAt: local(10, 4) }),
      ],
      now,
    );
    expect(summary.thisMonth).toEqual({ added: 4, visited: 2 });
  });

  it("starts the month at local midnight on the 1st", () => {
    const firstOfDecember = new Date(2026, 11, 1, 0, 0, 30);
    const summary = summarizeAdventure(
      [
        place({ createdAt: local(10, 30, 23, 59) }),
        place({ createdAt: local(11, 1, 0, 0) }),
        visitedOn(local(10, 30, 23, 59)),
        visitedOn(local(11, 1, 0, 0)),
      ],
      firstOfDecember,
    );
    expect(summary.thisMonth).toEqual({ added: 1, visited: 1 });
  });

  it("counts a visit stored as a day in that day's month", () => {
    const firstOfNovember = new Date(2026, 10, 1, 0, 30); // GMT again since 25 October
    const summary = summarizeAdventure(
      [
        visitedOn(instantOfCalendarDate("2026-10-31")),
        visitedOn(instantOfCalendarDate("2026-11-01")),
      ],
      firstOfNovember,
    );
    expect(summary.thisMonth.visited).toBe(1);
  });

  it("ends the month at local midnight after its last day", () => {
    const endOfNovember = new Date(2026, 10, 30, 23, 59, 59);
    const summary = summarizeAdventure(
      [place({ createdAt: local(10, 30, 23, 59) }), place({ createdAt: local(10, 1, 0, 0) })],
      endOfNovember,
    );
    expect(summary.thisMonth.added).toBe(2);
  });

  it("does not count the same month of another year", () => {
    const summary = summarizeAdventure(
      [
        place({ createdAt: local(10, 21, 12, 0, 2025) }),
        visitedOn(local(10, 21, 12, 0, 2025), { createdAt: local(10, 1, 12, 0, 2025) }),
      ],
      now,
    );
    expect(summary.thisMonth).toEqual({ added: 0, visited: 0 });
  });

  it("is zero for an empty list", () => {
    expect(summarizeAdventure([], now).thisMonth).toEqual({ added: 0, visited: 0 });
  });
});

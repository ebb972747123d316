import { describe, expect, it } from "vitest";
import type { ImportedPlace } from "#shared/import-formats/imported-place.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { importOutcome, leftOutAtFirst, listPlaces, rowsFromFile } from "./preview.ts";
import { canTick, fitToRoom, NO_ROOM, overRoomLine, roomFor, roomSentences } from "./room.ts";

const place = (i: number, fields: Partial<ImportedPlace> = {}): ImportedPlace => ({
  where: `Row ${i + 2}`,
  name: `Place ${i + 1}`,
  address: null,
  notes: null,
  category: null,
  mood: null,
  // A kilometre apart: no two are the same place.
  latitude: 51 + i / 100,
  longitude: -1,
  visited: false,
  visitedDate: null,
  lookUpByName: false,
  ...fields,
});

const places = (n: number) => Array.from({ length: n }, (_, i) => place(i));

/** The rows a fresh preview ticks, given the room. */
const ticked = (rows: ReturnType<typeof rowsFromFile>, room: number) => {
  const { leftOut } = fitToRoom(rows, leftOutAtFirst(rows), room);
  return rows.filter((r) => !leftOut.has(r.index)).map((r) => r.index);
};

describe("the room a list has", () => {
  it("is what one account keeps less what the list holds, never below none", () => {
    expect(roomFor(0)).toBe(PLACE_LIMITS.perUser);
    expect(roomFor(4990)).toBe(10);
    expect(roomFor(PLACE_LIMITS.perUser)).toBe(0);
    expect(roomFor(PLACE_LIMITS.perUser + 3)).toBe(0);
  });
});

describe("fitToRoom", () => {
  it("ticks the first new places that fit, in the file's order, and marks the rest", () => {
    const rows = rowsFromFile(places(5), listPlaces([]));
    expect(ticked(rows, 3)).toEqual([0, 1, 2]);
    const fitted = fitToRoom(rows, leftOutAtFirst(rows), 3);
    expect([...fitted.noRoom]).toEqual([3, 4]);
    expect(fitted.newPlaces).toBe(5);
  });

  it("keeps the choice as it is when everything fits", () => {
    const rows = rowsFromFile(places(5), listPlaces([]));
    const leftOut = new Set([1]);
    const fitted = fitToRoom(rows, leftOut, 5);
    expect(fitted.leftOut).toBe(leftOut);
    expect(fitted.noRoom.size).toBe(0);
    expect(fitted.newPlaces).toBe(4);
  });

  it("does not count rows already in the list or repeating another against the room", () => {
    // Row 0 is in the list; row 2 repeats row 1.
    const rows = rowsFromFile(
      [place(0), place(1), place(1, { where: "Row 4" }), place(3), place(4), place(5)],
      listPlaces([place(0)]),
    );
    expect(rows.map((r) => [r.inList, r.repeatOf?.index ?? null])).toEqual([
      [true, null],
      [false, null],
      [false, 1],
      [false, null],
      [false, null],
      [false, null],
    ]);
    // Room for 2: rows 1 and 3 are ticked, 4 and 5 do not fit; 0 and 2 are left out as before.
    expect(ticked(rows, 2)).toEqual([1, 3]);
    expect([...fitToRoom(rows, leftOutAtFirst(rows), 2).noRoom]).toEqual([4, 5]);
    // Ticked back in, a row the list holds or a repeat still takes no room.
    const fitted = fitToRoom(rows, new Set(), 2);
    expect(rows.filter((r) => !fitted.leftOut.has(r.index)).map((r) => r.index)).toEqual([
      0, 1, 2, 3,
    ]);
    expect(importOutcome(rows, fitted.leftOut).adds).toBe(2);
  });

  it("ticks nothing new when the list is full", () => {
    const rows = rowsFromFile(places(3), listPlaces([]));
    expect(ticked(rows, 0)).toEqual([]);
    expect(fitToRoom(rows, leftOutAtFirst(rows), 0).newPlaces).toBe(3);
  });

  it("ticks 5,000 of a 10,000-place file in an empty account", () => {
    const rows = rowsFromFile(
      Array.from({ length: 10_000 }, (_, i) =>
        place(i, { latitude: 50 + (i % 100) / 50, longitude: -5 + Math.floor(i / 100) / 20 }),
      ),
      listPlaces([]),
    );
    const fitted = fitToRoom(rows, leftOutAtFirst(rows), roomFor(0));
    expect(importOutcome(rows, fitted.leftOut).adds).toBe(5000);
    expect(fitted.noRoom.size).toBe(5000);
    expect(fitted.noRoom.has(4999)).toBe(false);
    expect(fitted.noRoom.has(5000)).toBe(true);
  });
});

describe("canTick", () => {
  const rows = rowsFromFile(places(4), listPlaces([place(3)]));
  const { leftOut } = fitToRoom(rows, leftOutAtFirst(rows), 2);

  it("lets a new place be ticked while there is room", () => {
    const fewer = new Set([...leftOut, 0]);
    expect(canTick(rows, fewer, 2, 2, importOutcome(rows, fewer).adds)).toBe(true);
  });

  it("refuses one more new place than the room", () => {
    expect(canTick(rows, leftOut, 2, 2, importOutcome(rows, leftOut).adds)).toBe(false);
  });

  it("lets a row the list holds, or one repeating a ticked row, be ticked: they add nothing", () => {
    expect(rows[3]?.inList).toBe(true);
    expect(canTick(rows, leftOut, 3, 2, importOutcome(rows, leftOut).adds)).toBe(true);
    const twice = rowsFromFile([place(0), place(1), place(0, { where: "Row 4" })], listPlaces([]));
    const chosen = new Set([2]);
    expect(canTick(twice, chosen, 2, 2, importOutcome(twice, chosen).adds)).toBe(true);
  });
});

describe("what the preview says of the room", () => {
  it("says how many are ticked and how many do not fit", () => {
    expect(roomSentences(5000, 10_000)).toEqual([
      "Your list has room for 5,000 more places: the first 5,000 new places are ticked.",
      "5,000 new places do not fit: they are left unticked.",
    ]);
    expect(roomSentences(1, 2)).toEqual([
      "Your list has room for 1 more place: the first new place is ticked.",
      "1 new place does not fit: it is left unticked.",
    ]);
  });

  it("says the list is full", () => {
    expect(roomSentences(0, 12)).toEqual([
      "Your list is full: it holds 5,000 places, the most one list can.",
      "None of the 12 new places fit: delete places from your list to make room.",
    ]);
    expect(roomSentences(0, 1)[1]).toBe(
      "The new place does not fit: delete places from your list to make room.",
    );
  });

  it("says nothing when every new place fits", () => {
    expect(roomSentences(5000, 5000)).toEqual([]);
    expect(roomSentences(0, 0)).toEqual([]);
  });

  it("says why Import waits when more are chosen than fit", () => {
    expect(overRoomLine(5003, 5000)).toBe(
      "You chose 5,003 new places, but your list has room for 5,000 more: untick 3 to import.",
    );
    expect(overRoomLine(5000, 5000)).toBeNull();
  });

  it("marks a row with a whole sentence", () => {
    expect(NO_ROOM).toBe("No room: your list holds at most 5,000 places.");
  });
});

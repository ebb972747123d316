import { describe, expect, it } from "vitest";
import { parsePlaceList } from "#shared/import-parser.ts";
import { listPlaces, rowsFromFile, rowsFromList, withFound } from "./preview.ts";
import { marksOf, summarise } from "./preview-summary.ts";

const BATH = { label: "Bath, England", latitude: 51.38, longitude: -2.36, kind: "town" } as const;

/** The marks of a pasted list once its lines were looked for: `found` one for each line. */
function marksOfList(lines: string[], found: (typeof BATH | null)[]) {
  const rows = withFound(
    rowsFromList(parsePlaceList(lines.join("\n")), listPlaces([])),
    found,
    listPlaces([]),
  );
  return marksOf(summarise(rows, new Set()), "list");
}

describe("the marks of a pasted list", () => {
  it("counts the lines with no location, one and many apart", () => {
    expect(marksOfList(["Bath Abbey", "STAND"], [BATH, null])).toEqual([
      "1 line has no location",
      "1 line has an approximate location",
    ]);
    expect(
      marksOfList(
        ["STAND", "Borough Market", "Bath Abbey", "Roman Baths"],
        [null, null, BATH, BATH],
      ),
    ).toEqual(["2 lines have no location", "2 lines have an approximate location"]);
  });

  it("says nothing of locations while they are still being found", () => {
    const rows = rowsFromList(parsePlaceList("Bath Abbey\nSTAND"), listPlaces([]));
    const summary = summarise(rows, new Set());
    expect(summary.finding).toBe(2);
    expect(marksOf(summary, "list")).toEqual([]);
  });
});

describe("the marks of a file", () => {
  it("keeps the file's own wording", () => {
    const place = (where: string, name: string) => ({
      where,
      name,
      address: null,
      notes: null,
      category: null,
      mood: null,
      latitude: null,
      longitude: null,
      visited: false,
      visitedDate: null,
      lookUpByName: true,
    });
    const rows = withFound(
      rowsFromFile(
        [place("Row 2", "Bath Abbey"), place("Row 3", "STAND"), place("Row 4", "Borough Market")],
        listPlaces([]),
      ),
      [BATH, null, null],
      listPlaces([]),
    );
    expect(marksOf(summarise(rows, new Set()), "file")).toEqual([
      "2 with no location",
      "1 with an approximate location",
    ]);
  });
});

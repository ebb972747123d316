import { describe, expect, it } from "vitest";
import type { ImportedPlace } from "#shared/import-formats/imported-place.ts";
import { parsePlaceList } from "#shared/import-parser.ts";
import {
  importOutcome,
  leftOutAtFirst,
  leftOutOnceFound,
  listPlaces,
  problemsOf,
  repeatLabel,
  rowsFromFile,
  rowsFromList,
  rowsToFind,
  toBulkPlace,
  withFound,
} from "./preview.ts";

const imported = (fields: Partial<ImportedPlace> & Pick<ImportedPlace, "name">): ImportedPlace => ({
  where: "Row 2",
  address: null,
  notes: null,
  category: null,
  mood: null,
  latitude: null,
  longitude: null,
  visited: false,
  visitedDate: null,
  lookUpByName: false,
  ...fields,
});

const PLAIN = {
  address: null,
  notes: null,
  category: null,
  mood: null,
  latitude: null,
  longitude: null,
  visited: false,
  visitedDate: null,
};

describe("problemsOf", () => {
  it("names each field by the label the place form shows", () => {
    expect(
      problemsOf({ ...PLAIN, name: "x".repeat(121), notes: "n".repeat(2001), latitude: 51 }),
    ).toEqual([
      "Place Name: Use at most 120 characters",
      "Notes: Use at most 2000 characters",
      "Location: Give latitude and longitude together, or neither",
    ]);
    expect(
      problemsOf({ ...PLAIN, name: "Pier", visited: true, visitedDate: "2999-01-01" }),
    ).toEqual(["The visit date cannot be later than today"]);
  });

  it("does not name a field twice", () => {
    expect(problemsOf({ ...PLAIN, name: " " })).toEqual(["Place Name is required"]);
  });

  it("finds nothing wrong in a good place", () => {
    expect(problemsOf({ ...PLAIN, name: "Bath Abbey", latitude: 51.38, longitude: -2.36 })).toEqual(
      [],
    );
  });
});

describe("rows", () => {
  const existing = listPlaces([{ ...PLAIN, name: "Big Ben" }]);

  it("marks a pasted list's places already in the list, and looks for where each line is", () => {
    const rows = rowsFromList(parsePlaceList("big  ben\n\nRiver Thames - London"), existing);
    expect(rows).toEqual([
      {
        index: 0,
        from: "list",
        where: "Line 1",
        fields: { ...PLAIN, name: "big ben" },
        location: { kind: "finding" },
        inList: true,
        repeatOf: null,
        problems: [],
        prose: false,
      },
      {
        index: 1,
        from: "list",
        where: "Line 3",
        fields: { ...PLAIN, name: "River Thames", address: "London" },
        location: { kind: "finding" },
        inList: false,
        repeatOf: null,
        problems: [],
        prose: false,
      },
    ]);
    expect(rowsToFind(rows)).toEqual(rows);
  });

  it("places a pasted list's lines as a file's rows are, and never looks up its prose", () => {
    const text = ["Top 10 things to do in Bath", "Bath Abbey", "Conwy Castle - Conwy", "STAND"];
    const rows = rowsFromList(parsePlaceList(text.join("\n")), listPlaces([]));
    expect(rows.map((r) => [r.where, r.location.kind])).toEqual([
      ["Line 1", "unasked"],
      ["Line 2", "finding"],
      ["Line 3", "finding"],
      ["Line 4", "finding"],
    ]);
    const toFind = rowsToFind(rows);
    expect(toFind.map((r) => r.fields.name)).toEqual(["Bath Abbey", "Conwy Castle", "STAND"]);
    const found = withFound(
      rows,
      [
        { label: "Bath, England", latitude: 51.38, longitude: -2.36, kind: "town" },
        { label: "Conwy, Wales", latitude: 53.28, longitude: -3.83, kind: "town" },
        null,
      ],
      listPlaces([]),
    );
    expect(found.map((r) => [r.fields.name, r.location, r.fields.latitude])).toEqual([
      ["Top 10 things to do in Bath", { kind: "unasked" }, null],
      ["Bath Abbey", { kind: "approximate", label: "Bath, England" }, 51.38],
      ["Conwy Castle", { kind: "approximate", label: "Conwy, Wales" }, 53.28],
      ["STAND", { kind: "none" }, null],
    ]);
    expect(found.every((r) => r.from === "list")).toBe(true);
    // Sent marked, so the place page says the location is approximate; the others are not.
    expect(found.map((r) => toBulkPlace(r).locationApproximate ?? false)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it("leaves out at first the lines that read as prose, those already in the list and those refused", () => {
    const text = [
      "Top 20 things to do in Edinburgh",
      "By Morag Campbell, updated 3 May",
      "Edinburgh Castle - Castlehill",
      "The castle sits on an extinct volcano and has guarded the city for centuries.",
      "Big Ben",
      "x".repeat(130),
      "https://example.com/edinburgh",
    ].join("\n");
    const rows = rowsFromList(parsePlaceList(text), existing);
    expect(rows.filter((r) => r.prose).map((r) => r.where)).toEqual([
      "Line 1",
      "Line 2",
      "Line 4",
      "Line 6",
      "Line 7",
    ]);
    const kept = rows.filter((r) => !leftOutAtFirst(rows).has(r.index)).map((r) => r.fields.name);
    expect(kept).toEqual(["Edinburgh Castle"]);
  });

  it("says where a file's places are: in the file, to be found by name, or nowhere", () => {
    const rows = rowsFromFile(
      [
        imported({ name: "Big Ben", latitude: 51.5007, longitude: -0.1246 }),
        imported({ where: "Row 3", name: "Tower of London", lookUpByName: true }),
        imported({ where: "Row 4", name: "Kew Gardens" }),
        imported({ where: "Row 5", name: "Nowhere Town", lookUpByName: true }),
      ],
      existing,
    );
    expect(rows.every((r) => r.from === "file")).toBe(true);
    expect(rows.map((r) => [r.where, r.location.kind, r.inList])).toEqual([
      ["Row 2", "file", true],
      ["Row 3", "finding", false],
      ["Row 4", "none", false],
      ["Row 5", "finding", false],
    ]);
    expect(rowsToFind(rows).map((r) => r.fields.name)).toEqual(["Tower of London", "Nowhere Town"]);

    const found = withFound(
      rows,
      [{ label: "London, England", latitude: 51.50853, longitude: -0.12574, kind: "town" }, null],
      existing,
    );
    expect(found.map((r) => [r.fields.name, r.location, r.fields.latitude])).toEqual([
      ["Big Ben", { kind: "file" }, 51.5007],
      ["Tower of London", { kind: "approximate", label: "London, England" }, 51.50853],
      ["Kew Gardens", { kind: "none" }, null],
      ["Nowhere Town", { kind: "none" }, null],
    ]);
    const tower = found[1];
    expect(tower && toBulkPlace(tower)).toMatchObject({
      name: "Tower of London",
      latitude: 51.50853,
      longitude: -0.12574,
    });
  });

  it("sends a visit and its day as the file gave them", () => {
    const [row] = rowsFromFile(
      [imported({ name: "Tŷ Hyll", mood: "Curious", visited: true, visitedDate: "2023-08-14" })],
      existing,
    );
    expect(row && toBulkPlace(row)).toMatchObject({
      name: "Tŷ Hyll",
      mood: "Curious",
      visited: true,
      visitedDate: "2023-08-14",
    });
  });
});

describe("importOutcome", () => {
  const rows = rowsFromList(
    parsePlaceList("Big Ben\nRiver Thames\nriver  thames\nHyde Park\nbig ben"),
    listPlaces([{ ...PLAIN, name: "Big Ben" }]),
  );

  it("counts what is added, not what is ticked: rows in the list and repeats are skipped", () => {
    expect(importOutcome(rows, new Set())).toEqual({ adds: 2, inList: 2, repeats: 1 });
  });

  it("counts the rows left out as nothing, and the first of a repeat as the one added", () => {
    expect(importOutcome(rows, leftOutAtFirst(rows))).toEqual({ adds: 2, inList: 0, repeats: 0 });
    expect(importOutcome(rows, new Set([0, 1, 4]))).toEqual({ adds: 2, inList: 0, repeats: 0 });
    expect(importOutcome(rows, new Set([0, 1, 2, 3, 4]))).toEqual({
      adds: 0,
      inList: 0,
      repeats: 0,
    });
  });
});

describe("rows that repeat a place", () => {
  // Two Boots 2 km apart, a point 30 m from the first, and the same name with no position.
  const at = (where: string, latitude: number | null) =>
    imported({ where, name: "Boots", latitude, longitude: latitude === null ? null : -0.141 });
  const file = [
    at("Row 2", 51.5154),
    at("Row 3", 51.5334),
    at("Row 4", 51.51567),
    at("Row 5", null),
    imported({ where: "Row 6", name: "Kew Gardens" }),
  ];

  it("tells apart the places of one name far apart, and marks the rest with the row they repeat", () => {
    const rows = rowsFromFile(file, listPlaces([]));
    expect(rows.map((r) => [r.where, r.inList, repeatLabel(r)])).toEqual([
      ["Row 2", false, null],
      ["Row 3", false, null],
      ["Row 4", false, "Repeats row 2 of the file"],
      ["Row 5", false, "Repeats row 2 of the file"],
      ["Row 6", false, null],
    ]);
    expect([...leftOutAtFirst(rows)]).toEqual([2, 3]);
    expect(importOutcome(rows, leftOutAtFirst(rows))).toEqual({ adds: 3, inList: 0, repeats: 0 });
    expect(importOutcome(rows, new Set())).toEqual({ adds: 3, inList: 0, repeats: 2 });
  });

  it("marks a row the list holds as that, not as a repeat, and a later row may repeat neither", () => {
    const rows = rowsFromFile(
      file,
      listPlaces([{ ...PLAIN, name: "boots", latitude: 51.5155, longitude: -0.141 }]),
    );
    expect(rows.map((r) => [r.where, r.inList, repeatLabel(r)])).toEqual([
      ["Row 2", true, null],
      ["Row 3", false, null],
      ["Row 4", true, null],
      ["Row 5", true, null],
      ["Row 6", false, null],
    ]);
    expect(importOutcome(rows, new Set())).toEqual({ adds: 2, inList: 3, repeats: 0 });
  });

  it("says a pasted list's repeat by its line, before and after its lines are looked for", () => {
    const rows = rowsFromList(parsePlaceList("Hyde Park\nhyde  park"), listPlaces([]));
    expect(rows.map(repeatLabel)).toEqual([null, "Repeats line 1 of the list"]);
    const found = withFound(rows, [null, null], listPlaces([]));
    expect(found.map(repeatLabel)).toEqual([null, "Repeats line 1 of the list"]);
  });

  it("decides again once positions are found, keeping the person's own choices", () => {
    const rows = rowsFromFile(
      [
        imported({ where: "Row 2", name: "Boots", address: "High St", lookUpByName: true }),
        imported({ where: "Row 3", name: "Boots", address: "High St", lookUpByName: true }),
        imported({ where: "Row 4", name: "Tate Modern" }),
      ],
      listPlaces([]),
    );
    expect(rows.map(repeatLabel)).toEqual([null, "Repeats row 2 of the file", null]);
    // Found in two towns apart: two places.
    const found = withFound(
      rows,
      [
        { label: "Bath, England", latitude: 51.38, longitude: -2.36, kind: "town" },
        { label: "Wells, England", latitude: 51.21, longitude: -2.65, kind: "town" },
      ],
      listPlaces([]),
    );
    expect(found.map(repeatLabel)).toEqual([null, null, null]);
    const leftOut = new Set([...leftOutAtFirst(rows), 2]);
    expect([...leftOutOnceFound(rows, found, leftOut)]).toEqual([2]);
    // And back: found in one town, the second is the first again.
    expect([...leftOutOnceFound(found, rows, new Set([2]))].sort()).toEqual([1, 2]);
  });
});

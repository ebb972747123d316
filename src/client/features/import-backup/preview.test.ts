import { describe, expect, it } from "vitest";
import type { ImportedPlace } from "#shared/import-formats/imported-place.ts";
import { parsePlaceList } from "#shared/import-parser.ts";
import {
  importOutcome,
  keysOf,
  leftOutAtFirst,
  problemsOf,
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
  const existing = keysOf([{ name: "Big Ben", address: null }]);

  it("marks a pasted list's places already in the list, and never asks where they are", () => {
    const rows = rowsFromList(parsePlaceList("big  ben\n\nRiver Thames - London"), existing);
    expect(rows).toEqual([
      {
        index: 0,
        where: "Line 1",
        fields: { ...PLAIN, name: "big ben" },
        location: { kind: "unasked" },
        duplicate: true,
        problems: [],
        prose: false,
      },
      {
        index: 1,
        where: "Line 3",
        fields: { ...PLAIN, name: "River Thames", address: "London" },
        location: { kind: "unasked" },
        duplicate: false,
        problems: [],
        prose: false,
      },
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
    expect(rows.map((r) => [r.where, r.location.kind, r.duplicate])).toEqual([
      ["Row 2", "file", true],
      ["Row 3", "finding", false],
      ["Row 4", "none", false],
      ["Row 5", "finding", false],
    ]);
    expect(rowsToFind(rows).map((r) => r.fields.name)).toEqual(["Tower of London", "Nowhere Town"]);

    const found = withFound(rows, [
      { label: "London, England", latitude: 51.50853, longitude: -0.12574, kind: "town" },
      null,
    ]);
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
    keysOf([{ name: "Big Ben", address: null }]),
  );

  it("counts what is added, not what is ticked: rows in the list and repeats are skipped", () => {
    expect(importOutcome(rows, new Set())).toEqual({ adds: 2, inList: 2, repeats: 1 });
  });

  it("counts the rows left out as nothing, and the first of a repeat as the one added", () => {
    expect(importOutcome(rows, leftOutAtFirst(rows))).toEqual({ adds: 2, inList: 0, repeats: 1 });
    expect(importOutcome(rows, new Set([0, 1, 4]))).toEqual({ adds: 2, inList: 0, repeats: 0 });
    expect(importOutcome(rows, new Set([0, 1, 2, 3, 4]))).toEqual({
      adds: 0,
      inList: 0,
      repeats: 0,
    });
  });
});

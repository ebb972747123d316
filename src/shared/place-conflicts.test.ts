import { describe, expect, it } from "vitest";
import { aPlace } from "#tests/fixtures/place.ts";
import type { Place } from "./place.ts";
import { baseOf, conflictingFields } from "./place-conflicts.ts";

const place: Place = aPlace({
  id: 7,
  name: "Harlech Castle",
  address: "Harlech",
  category: "History & Heritage",
  latitude: 52.86,
  longitude: -4.109,
  createdAt: "2026-11-01T10:00:00.000Z",
});

describe("conflictingFields", () => {
  it("finds none when the other device changed other fields", () => {
    const visit = { visited: true, visitedDate: "2026-11-20T09:00:00.000Z" };
    const there = { ...place, notes: "Theirs: the bridge", mood: "Peaceful" };
    expect(conflictingFields(visit, baseOf(place, visit), there)).toEqual([]);
  });

  it("finds none when both devices set the same value", () => {
    const edit = { notes: "Walk the walls" };
    expect(
      conflictingFields(edit, baseOf(place, edit), { ...place, notes: "Walk the walls" }),
    ).toEqual([]);
  });

  it("names each field both changed, with both values", () => {
    const edit = { notes: "Mine: walk the walls", mood: "Excited" };
    const there = { ...place, notes: "Theirs: the bridge", mood: null };
    expect(conflictingFields(edit, baseOf(place, edit), there)).toEqual([
      { field: "notes", mine: "Mine: walk the walls", theirs: "Theirs: the bridge" },
    ]);
  });

  it("treats two visits on different days as a choice of date", () => {
    const visit = { visited: true, visitedDate: "2026-11-20T09:00:00.000Z" };
    const there = { ...place, visited: true, visitedDate: "2026-01-01T00:00:00.000Z" };
    expect(conflictingFields(visit, baseOf(place, visit), there)).toEqual([
      {
        field: "visitedDate",
        mine: "2026-11-20T09:00:00.000Z",
        theirs: "2026-01-01T00:00:00.000Z",
      },
    ]);
  });

  it("counts an empty text and null as the same", () => {
    const edit = { notes: "" };
    expect(conflictingFields(edit, baseOf(place, edit), { ...place, notes: null })).toEqual([]);
    expect(baseOf({ ...place, notes: null }, { notes: "x", id: 3 } as Partial<Place>)).toEqual({
      notes: null,
    });
  });
});

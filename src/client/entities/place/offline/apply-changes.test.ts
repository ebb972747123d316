import { describe, expect, it } from "vitest";
import type { Place } from "#shared/place.ts";
import type { Visit } from "#shared/visit.ts";
import { aPlace } from "#tests/fixtures/place.ts";
import { applyChanges, applyVisitChanges, rebase } from "./apply-changes.ts";
import type { WaitingChange } from "./changes-db.ts";

const at = "2026-11-25T10:00:00.000Z";
const place = (id: number, name: string, fields: Partial<Place> = {}): Place =>
  aPlace({ id, name, createdAt: at, ...fields });

let seq = 0;
const change = (fields: Partial<WaitingChange> & Pick<WaitingChange, "kind" | "placeId">) =>
  ({
    seq: ++seq,
    userId: "u1",
    key: `k${seq}`,
    baseVersion: 1,
    body: {},
    patch: {},
    place: place(fields.placeId, "x"),
    madeAt: at,
    ...fields,
  }) satisfies WaitingChange;

describe("applyChanges", () => {
  const server = [place(2, "Conwy"), place(1, "Castell Coch")];

  it("keeps showing a place deleted elsewhere while its change waits for a choice", () => {
    const kept = place(3, "Harlech", { visited: true });
    const visit = change({ kind: "visit", placeId: 3, patch: { visited: true }, place: kept });
    // Not yet refused: the server's list has the last word.
    expect(applyChanges(server, [visit]).map((p) => p.name)).toEqual(["Conwy", "Castell Coch"]);
    const refused = { ...visit, problem: { kind: "deleted" as const, message: "" } };
    const unvisit = change({ kind: "visit", placeId: 3, patch: { visited: false } });
    expect(applyChanges(server, [refused, unvisit]).map((p) => [p.name, p.visited])).toEqual([
      ["Harlech", false],
      ["Conwy", false],
      ["Castell Coch", false],
    ]);
  });

  it("shows a place made offline first, an edit's fields, a visit and a delete, in order", () => {
    const made = place(-5, "Tintern Abbey");
    const shown = applyChanges(server, [
      change({ kind: "create", placeId: -5, place: made, patch: made }),
      change({ kind: "edit", placeId: 1, patch: { notes: "Red towers" } }),
      change({ kind: "visit", placeId: 1, patch: { visited: true, visitedDate: at } }),
      change({ kind: "delete", placeId: 2 }),
    ]);
    expect(shown.map((p) => [p.id, p.name, p.notes, p.visited])).toEqual([
      [-5, "Tintern Abbey", null, false],
      [1, "Castell Coch", "Red towers", true],
    ]);
  });

  it("gives the same list when applied twice (a list fetched while changes load)", () => {
    const changes = [
      change({ kind: "create", placeId: -6, place: place(-6, "New"), patch: {} }),
      change({ kind: "edit", placeId: 1, patch: { name: "Castell Coch (Red Castle)" } }),
    ];
    const once = applyChanges(server, changes);
    expect(applyChanges(once, changes)).toEqual(once);
  });

  it("shows a place brought back by Undo as it was, edited after, until it is sent", () => {
    const deleted = place(7, "Skara Brae", { visited: true, visitedDate: at, notes: "Old" });
    const shown = applyChanges(server, [
      change({ kind: "restore", placeId: 7, place: deleted, patch: deleted, baseVersion: null }),
      change({ kind: "edit", placeId: 7, patch: { notes: "Older than the pyramids" } }),
    ]);
    expect(shown.map((p) => [p.id, p.name, p.notes, p.visited])).toEqual([
      [7, "Skara Brae", "Older than the pyramids", true],
      [2, "Conwy", null, false],
      [1, "Castell Coch", null, false],
    ]);
  });

  it("keeps a field changed elsewhere that the waiting edit does not touch", () => {
    const theirs = [place(1, "Castell Coch", { mood: "Peaceful" })];
    const [shown] = applyChanges(theirs, [
      change({ kind: "edit", placeId: 1, patch: { notes: "Mine" } }),
    ]);
    expect(shown).toMatchObject({ mood: "Peaceful", notes: "Mine" });
  });
});

describe("rebase", () => {
  it("moves later changes to a place made offline onto the id and version the server gave it", () => {
    const sent = change({ kind: "create", placeId: -5, baseVersion: null });
    const later = [
      change({ kind: "visit", placeId: -5, baseVersion: null }),
      change({ kind: "edit", placeId: 9, baseVersion: 1 }),
    ];
    const rebased = rebase(later, sent, { id: 42, version: 1 });
    expect(rebased.map((c) => [c.seq, c.placeId, c.baseVersion, c.place.id])).toEqual([
      [later[0]?.seq, 42, 1, 42],
    ]);
  });

  it("moves later changes to a place brought back onto the new id the server gave it", () => {
    const sent = change({ kind: "restore", placeId: 7, baseVersion: null });
    const [next] = rebase([change({ kind: "edit", placeId: 7, baseVersion: null })], sent, {
      id: 43,
      version: 1,
    });
    expect([next?.placeId, next?.baseVersion]).toEqual([43, 1]);
  });

  it("builds a later change on the version this device's own change made", () => {
    const sent = change({ kind: "edit", placeId: 1, baseVersion: 4 });
    const [next] = rebase([change({ kind: "visit", placeId: 1, baseVersion: 4 })], sent, {
      id: 1,
      version: 5,
    });
    expect(next?.baseVersion).toBe(5);
  });
});

describe("applyVisitChanges", () => {
  const visit = (id: number, date: string, note: string | null = null): Visit => ({
    id,
    date,
    note,
    createdAt: at,
  });
  const server = [visit(2, "2025-05-05"), visit(1, "2024-01-01")];

  it("shows a place's visits added, changed and removed here, newest first, others' untouched", () => {
    const shown = applyVisitChanges(3, server, [
      change({ kind: "visit-add", placeId: 3, visitId: -9, visit: visit(-9, "2026-10-12") }),
      change({ kind: "visit-edit", placeId: 3, visitId: 1, visit: visit(1, "2024-01-02", "Hi") }),
      change({ kind: "visit-delete", placeId: 3, visitId: 2 }),
      // Another place's.
      change({ kind: "visit-delete", placeId: 4, visitId: 1 }),
    ]);
    expect(shown.map((v) => [v.id, v.date, v.note])).toEqual([
      [-9, "2026-10-12", null],
      [1, "2024-01-02", "Hi"],
    ]);
  });

  it("gives the same visits when applied twice (visits read while changes load)", () => {
    const changes = [
      change({ kind: "visit-add", placeId: 3, visitId: -9, visit: visit(-9, "2026-10-12") }),
    ];
    const once = applyVisitChanges(3, server, changes);
    expect(applyVisitChanges(3, once, changes)).toEqual(once);
  });
});

describe("rebase of visit changes", () => {
  it("names a visit added offline by the id the server gave it in the changes after it", () => {
    const sent = change({ kind: "visit-add", placeId: 1, baseVersion: 3, visitId: -9 });
    const later = [
      change({ kind: "visit-edit", placeId: 1, baseVersion: 3, visitId: -9 }),
      change({ kind: "visit-delete", placeId: 1, baseVersion: 3, visitId: 5 }),
    ];
    const rebased = rebase(later, sent, { id: 1, version: 4 }, 77);
    expect(rebased.map((c) => [c.visitId, c.baseVersion])).toEqual([
      [77, 4],
      [5, 4],
    ]);
  });
});

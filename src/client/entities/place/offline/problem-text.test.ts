import { describe, expect, it } from "vitest";
import type { Place } from "#shared/place.ts";
import type { WaitingChange } from "./changes-db.ts";
import { conflictRows, photoNote, photoToAddBack, problemText } from "./problem-text.ts";

const place = { name: "Castell Coch" } as Place;
const change = (
  kind: WaitingChange["kind"],
  problem: WaitingChange["problem"],
  body: unknown = {},
) => ({ kind, place, body, problem });

describe("problemText", () => {
  it("says which place was deleted elsewhere and what was not saved", () => {
    expect(
      problemText(change("visit", { kind: "deleted", message: "" }, { visited: true })),
    ).toEqual({
      sentence: "Castell Coch was deleted on another device; your visit was not saved.",
      keepMine: "Add it back with my change",
      keepTheirs: "Leave it deleted",
    });
    expect(problemText(change("edit", { kind: "deleted", message: "" })).sentence).toBe(
      "Castell Coch was deleted on another device; your changes were not saved.",
    );
  });

  it("offers to keep either version of a place changed elsewhere, or to delete it anyway", () => {
    expect(
      problemText(change("visit", { kind: "changed", message: "" }, { visited: false })),
    ).toEqual({
      sentence: "Castell Coch was changed on another device; marking it not visited was not saved.",
      keepMine: "Keep my version",
      keepTheirs: "Keep the other version",
    });
    expect(problemText(change("delete", { kind: "changed", message: "" }))).toEqual({
      sentence: "Castell Coch was changed on another device, so it was not deleted.",
      keepMine: "Delete it anyway",
      keepTheirs: "Keep it",
    });
  });

  it("has only OK for a new place already in the list, or a refusal", () => {
    expect(problemText(change("create", { kind: "duplicate", message: "" }))).toEqual({
      sentence: "Castell Coch is already in your list, so it was not added again.",
      keepTheirs: "OK",
    });
    expect(
      problemText(change("edit", { kind: "refused", message: "Use at most 120 characters" })),
    ).toEqual({
      sentence: "Castell Coch: your changes were not saved. Use at most 120 characters",
      keepTheirs: "OK",
    });
  });
});

describe("photoToAddBack", () => {
  const deleted = { kind: "deleted", message: "" } as const;
  const withPhoto = { name: "Castell Coch", photoUrl: "/api/photos/7" } as Place;

  it("is the stored photo of a place deleted elsewhere that the change keeps", () => {
    expect(photoToAddBack({ place: withPhoto, body: { visited: true }, problem: deleted })).toBe(
      "/api/photos/7",
    );
    expect(
      photoToAddBack({ place: withPhoto, body: { photoUrl: "/api/photos/7" }, problem: deleted }),
    ).toBe("/api/photos/7");
  });

  it("is none when the change sets a photo of its own or removes it, or there is none", () => {
    const own = { photoUrl: "data:image/png;base64,AAAA" };
    expect(photoToAddBack({ place: withPhoto, body: own, problem: deleted })).toBeNull();
    expect(
      photoToAddBack({ place: withPhoto, body: { photoUrl: null }, problem: deleted }),
    ).toBeNull();
    expect(photoToAddBack({ place, body: {}, problem: deleted })).toBeNull();
  });

  it("is none for a change refused for another reason", () => {
    const changed = { kind: "changed", message: "" } as const;
    expect(photoToAddBack({ place: withPhoto, body: {}, problem: changed })).toBeNull();
  });
});

describe("photoNote", () => {
  it("says whether the photo comes back, and how", () => {
    expect(photoNote({ dataUrl: "data:image/webp;base64,AA", size: "full" })).toBe(
      "Its photo comes back too, from the copy this device kept.",
    );
    expect(photoNote({ dataUrl: "data:image/webp;base64,AA", size: "small" })).toBe(
      "Its photo comes back too, from the small copy this device kept of it.",
    );
    expect(photoNote(null)).toBe("Its photo cannot come back: this device kept no copy of it.");
  });
});

describe("conflictRows", () => {
  it("names each field both devices changed, with both values as a person reads them", () => {
    expect(
      conflictRows([
        { field: "notes", mine: "Walk the walls", theirs: "" },
        { field: "visitedDate", mine: "2026-11-20T09:00:00.000Z", theirs: "2026-01-01" },
        { field: "latitude", mine: 52.86, theirs: 52.9 },
        { field: "longitude", mine: -4.1, theirs: -4.2 },
      ]),
    ).toEqual([
      { label: "Notes", mine: "Walk the walls", theirs: "(empty)" },
      { label: "Visit date", mine: "20 Nov 2026", theirs: "1 Jan 2026" },
      { label: "Location", mine: "52.86, -4.1", theirs: "52.9, -4.2" },
    ]);
  });
});

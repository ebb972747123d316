import { describe, expect, it } from "vitest";
import type { Place } from "#shared/place.ts";
import type { WaitingChange } from "./changes-db.ts";
import { problemText } from "./problem-text.ts";

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

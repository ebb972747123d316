import { describe, expect, it } from "vitest";
import { nextToSend } from "./send-order.ts";

const refused = { kind: "changed", message: "" } as const;
const change = (seq: number, placeId: number, problem?: typeof refused) => ({
  seq,
  placeId,
  problem,
});

describe("nextToSend", () => {
  it("is the oldest change when none waits for a choice", () => {
    expect(nextToSend([change(3, 1), change(1, 2), change(2, 1)])?.seq).toBe(1);
  });

  it("passes over every change to a place whose earlier change waits for a choice", () => {
    const waiting = [change(1, 7, refused), change(2, 7), change(3, 8), change(4, 7)];
    expect(nextToSend(waiting)?.seq).toBe(3);
  });

  it("keeps each place's own order: a later change never goes before an earlier one", () => {
    // Place 8's first change is refused: its second waits, even though it is not refused.
    const waiting = [change(1, 8, refused), change(2, 9), change(3, 8), change(4, 9)];
    expect(nextToSend(waiting)?.seq).toBe(2);
    expect(nextToSend(waiting.filter((c) => c.seq !== 2))?.seq).toBe(4);
    expect(nextToSend(waiting.filter((c) => c.seq !== 2 && c.seq !== 4))).toBeUndefined();
  });

  it("holds a place made on this device (an id below zero) behind its refused creation", () => {
    expect(nextToSend([change(1, -5, refused), change(2, -5)])).toBeUndefined();
  });

  it("sends a change made before a refused one to the same place", () => {
    // (Only the oldest change to a place is ever refused; the order of the list is the seq's.)
    expect(nextToSend([change(2, 4, refused), change(1, 4)])?.seq).toBe(1);
  });

  it("is undefined with nothing waiting", () => {
    expect(nextToSend([])).toBeUndefined();
  });
});

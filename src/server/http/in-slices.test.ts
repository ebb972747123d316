import { describe, expect, it } from "vitest";
import { mapInSlices } from "./in-slices.ts";

/** Holds the thread for `ms`, as a slow item's work does, whatever the machine's speed. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose: nothing else may run meanwhile.
  }
}

describe("mapInSlices", () => {
  it("returns each item's result in order", async () => {
    expect(await mapInSlices([3, 1, 2], async (n) => n * 10, 10)).toEqual([30, 10, 20]);
    expect(await mapInSlices([], (n: number) => n, 10)).toEqual([]);
  });

  it("hands the event loop back between slices, so other work runs meanwhile", async () => {
    // 20 items of 3 ms in slices of 10 ms: 60 ms of work, handed back about every 4 items.
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    const started = turns;
    await mapInSlices(
      Array.from({ length: 20 }, (_, i) => i),
      () => busy(3),
      10,
    );
    counting = false;
    // Held throughout, the loop would have turned once at most, before the work began.
    expect(turns - started).toBeGreaterThanOrEqual(4);
  });
});

import { describe, expect, it } from "vitest";
import { planBatches } from "./bulk-batches.ts";

const places = (n: number, notes = "") =>
  Array.from({ length: n }, (_, i) => ({ name: `Place ${i}`, notes }));

describe("planBatches", () => {
  it("sends up to 1,000 places a request, in order", () => {
    const batches = planBatches(places(2_001));
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 1]);
    expect(batches.flat().map((p) => p.name)).toEqual(places(2_001).map((p) => p.name));
  });

  it("starts a new batch before one would pass the size limit", () => {
    const big = places(5, "x".repeat(90));
    const size = JSON.stringify(big[0]).length + 1;
    const batches = planBatches(big, { places: 1000, chars: size * 2 });
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
  });

  it("still sends a single place larger than the limit, alone", () => {
    const batches = planBatches(places(3, "x".repeat(500)), { places: 1000, chars: 100 });
    expect(batches.map((b) => b.length)).toEqual([1, 1, 1]);
  });

  it("makes no batch of nothing", () => {
    expect(planBatches([])).toEqual([]);
  });
});

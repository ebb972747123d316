import { describe, expect, it } from "vitest";
import { dayLegs } from "./legs.ts";

const at = (longitude: number) => ({ latitude: 0, longitude });
const nowhere = { latitude: null, longitude: null };

describe("dayLegs", () => {
  it("measures each stop to the next and adds them up", () => {
    const { legs, totalKm } = dayLegs([at(0), at(0.1), at(0.3)]);
    expect(legs.map((leg) => leg?.toIndex ?? null)).toEqual([1, 2, null]);
    expect(legs[0]?.km).toBeCloseTo(11.12, 1);
    expect(totalKm).toBeCloseTo(33.36, 1);
  });

  it("passes over stops with no location", () => {
    const { legs, totalKm } = dayLegs([at(0), nowhere, at(0.1)]);
    expect(legs.map((leg) => leg?.toIndex ?? null)).toEqual([2, null, null]);
    expect(totalKm).toBeCloseTo(11.12, 1);
    expect(dayLegs([]).totalKm).toBe(0);
  });
});

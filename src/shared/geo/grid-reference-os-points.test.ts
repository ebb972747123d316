import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance.ts";
import { parseGridReference } from "./grid-reference.ts";

/** Degrees, minutes and seconds as decimal degrees. */
const dms = (degrees: number, minutes: number, seconds: number) =>
  Math.sign(degrees) * (Math.abs(degrees) + minutes / 60 + seconds / 3600);

describe("parseGridReference against published points", () => {
  it("matches geodesy's own documented conversion (TG 51409 13177)", () => {
    // osgridref.js: OsGridRef(651409.903, 313177.270).toLatLon() is 52°39′28.723″N,
    // 001°42′57.787″E; the metre-rounded reference lands within a metre or two of it.
    const found = parseGridReference("TG 51409 13177");
    expect(found?.reference).toBe("TG 51409 13177");
    const documented = { latitude: dms(52, 39, 28.723), longitude: dms(1, 42, 57.787) };
    expect(distanceKm(found ?? { latitude: 0, longitude: 0 }, documented)).toBeLessThan(0.002);
  });

  it("puts NN 16650 71250 on Ben Nevis's summit (56.7969° N, 5.0036° W), within 100 m", () => {
    const found = parseGridReference("nn 16650 71250");
    expect(found?.reference).toBe("NN 16650 71250");
    const summit = { latitude: 56.7969, longitude: -5.0036 };
    expect(distanceKm(found ?? { latitude: 0, longitude: 0 }, summit)).toBeLessThan(0.1);
  });

  it("reads a four-figure reference as its 1 km square's corner (SU 1234)", () => {
    expect(parseGridReference("SU 1234")).toEqual({
      reference: "SU 12 34",
      latitude: 51.105176,
      longitude: -1.829981,
    });
  });
});

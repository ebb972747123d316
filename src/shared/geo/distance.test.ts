import { describe, expect, it } from "vitest";
import { distanceKm, formatDistance } from "./distance.ts";

const london = { latitude: 51.5074, longitude: -0.1278 };
const edinburgh = { latitude: 55.9533, longitude: -3.1883 };

describe("distanceKm", () => {
  it("is the great-circle distance (London to Edinburgh is about 534 km)", () => {
    expect(distanceKm(london, edinburgh)).toBeCloseTo(534, 0);
    expect(distanceKm(edinburgh, london)).toBeCloseTo(distanceKm(london, edinburgh), 9);
  });

  it("is zero from a point to itself, and half the world at the antipode", () => {
    expect(distanceKm(london, london)).toBe(0);
    const antipode = { latitude: -london.latitude, longitude: london.longitude + 180 };
    expect(distanceKm(london, antipode)).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe("formatDistance", () => {
  it("reads in miles by default and kilometres by choice", () => {
    expect(formatDistance(3.862, "mi")).toBe("2.4 mi");
    expect(formatDistance(3.862, "km")).toBe("3.9 km");
  });

  it("drops the decimal from ten on, and groups thousands", () => {
    expect(formatDistance(534, "mi")).toBe("332 mi");
    expect(formatDistance(2000, "km")).toBe("2,000 km");
    expect(formatDistance(0.05, "mi")).toBe("0.0 mi");
  });
});

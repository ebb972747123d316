import { describe, expect, it } from "vitest";
import { parseCoordinates } from "./coordinates.ts";

const bigBen = { latitude: 51.5007, longitude: -0.1246 };

describe("parseCoordinates", () => {
  it.each([
    "51.5007, -0.1246",
    "51.5007 -0.1246",
    "51.5007,-0.1246",
    "51.5007N 0.1246W",
    "51.5007° N, 0.1246° W",
    "51.5007n, 0.1246w",
  ])("reads %s", (text) => {
    expect(parseCoordinates(text)).toEqual(bigBen);
  });

  it("reads degrees, minutes and seconds", () => {
    const position = parseCoordinates(`51°30'02.5"N 0°07'28.6"W`);
    expect(position?.latitude).toBeCloseTo(51.500694, 5);
    expect(position?.longitude).toBeCloseTo(-0.124611, 5);
  });

  it("keeps six decimals", () => {
    expect(parseCoordinates("56.79689123, -5.00367534")).toEqual({
      latitude: 56.796891,
      longitude: -5.003675,
    });
  });

  it.each(["91, 0", "0, 181", "Bath", "51.5", "SW1A 1AA", "ST 750 647", "1, 2, 3"])(
    "is not fooled by %s",
    (text) => {
      expect(parseCoordinates(text)).toBeNull();
    },
  );
});

import { describe, expect, it } from "vitest";
import { checkCoordinates } from "./coordinates.ts";

describe("checkCoordinates", () => {
  it("reads numbers and decimal text, rounded to 6 decimals", () => {
    expect(checkCoordinates("Row 2", 51.50332381, -0.11954283)).toEqual({
      latitude: 51.503324,
      longitude: -0.119543,
    });
    expect(checkCoordinates("Row 2", " 53.0997 ", "-3.8511")).toEqual({
      latitude: 53.0997,
      longitude: -3.8511,
    });
    expect(checkCoordinates("Row 2", "+.5", "0.")).toEqual({ latitude: 0.5, longitude: 0 });
  });

  it("gives null when neither is given", () => {
    expect(checkCoordinates("Row 2", null, undefined)).toBeNull();
    expect(checkCoordinates("Row 2", "", "  ")).toBeNull();
  });

  it("keeps the ends of the ranges and turns -0 into 0", () => {
    expect(checkCoordinates("Row 2", -90, 180)).toEqual({ latitude: -90, longitude: 180 });
    expect(Object.is(checkCoordinates("Row 2", "-0.0000001", 0)?.latitude, 0)).toBe(true);
  });

  it.each([
    ["Row 12", "912", "-0.12", "Row 12: 912 is not a latitude"],
    ["Placemark 3", 51.5, 200, "Placemark 3: 200 is not a longitude"],
    ["Row 5", "-90.5", "0", "Row 5: -90.5 is not a latitude"],
    ["Row 6", "north", "0", 'Row 6: "north" is not a latitude'],
    ["Row 7", "51.5", "0x1F", 'Row 7: "0x1F" is not a longitude'],
    ["Row 8", "51,5", "0", 'Row 8: "51,5" is not a latitude'],
    ["Feature 2", Number.NaN, 0, 'Feature 2: "NaN" is not a latitude'],
    ["Row 4", "51.5", "", "Row 4: a latitude needs a longitude"],
    ["Waypoint 9", null, "-0.12", "Waypoint 9: a longitude needs a latitude"],
  ])("%s: (%j, %j) is refused", (where, latitude, longitude, message) => {
    expect(() => checkCoordinates(where, latitude, longitude)).toThrow(message);
  });
});

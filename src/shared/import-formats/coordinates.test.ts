import { describe, expect, it } from "vitest";
import { checkCoordinates, coordinatesInMapsUrl, searchTextInMapsUrl } from "./coordinates.ts";

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

describe("coordinatesInMapsUrl", () => {
  it.each([
    ["http://maps.google.com/?q=51.178882,-1.826215", 51.178882, -1.826215],
    ["https://www.google.com/maps/search/?api=1&query=51.5007%2C-0.1246", 51.5007, -0.1246],
    ["https://www.google.com/maps/search/51.178882,+-1.826215", 51.178882, -1.826215],
    ["https://www.google.com/maps/@55.9485947,-3.1999132,17z", 55.948595, -3.199913],
    // The pin's own position wins over the map's centre.
    [
      "https://www.google.com/maps/place/The+Shambles/@53.9594,-1.0805,17z/data=!3m1!4b1!4m6!3m5!1s0x48793:0x1!8m2!3d53.959146!4d-1.080437",
      53.959146,
      -1.080437,
    ],
  ])("reads %s", (url, latitude, longitude) => {
    expect(coordinatesInMapsUrl(url)).toEqual({ latitude, longitude });
  });

  it.each([
    null,
    "",
    "http://maps.google.com/?cid=3410201003468913434",
    "https://www.google.com/maps/place/Tower+of+London/data=!4m2!3m1!1s0x48760349331f38dd:0xa8bf",
    "http://maps.google.com/?q=Dishoom+Covent+Garden",
    "http://maps.google.com/?q=91.5,-0.12",
    "not a link at all",
  ])("finds no position in %j", (url) => {
    expect(coordinatesInMapsUrl(url)).toBeNull();
  });
});

describe("searchTextInMapsUrl", () => {
  it("gives the words a link searches for", () => {
    expect(searchTextInMapsUrl("http://maps.google.com/?q=Dishoom+Covent+Garden&ftid=0x4876")).toBe(
      "Dishoom Covent Garden",
    );
  });

  it("gives null for coordinates, no search or no link", () => {
    expect(searchTextInMapsUrl("http://maps.google.com/?q=51.178882,-1.826215")).toBeNull();
    expect(searchTextInMapsUrl("http://maps.google.com/?cid=1")).toBeNull();
    expect(searchTextInMapsUrl("Dishoom")).toBeNull();
    expect(searchTextInMapsUrl(null)).toBeNull();
  });
});

// Files that real tools wrote (tests/fixtures/import-formats/real/README.md says where each
// is from). For each, an independent reader (togeojson for KML and GPX, plain JSON for
// Takeout) counts the points the file holds, and ours must give as many places.
import { readFileSync } from "node:fs";
import { gpx, kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ImportFileError } from "./imported-place.ts";
import { LIVE_LINK_MESSAGE } from "./kml.ts";
import { readPlaces } from "./read-places-file.ts";

const path = (name: string) =>
  new URL(`../../../tests/fixtures/import-formats/real/${name}`, import.meta.url);
const bytes = (name: string) => new Uint8Array(readFileSync(path(name)));
const text = (name: string) => readFileSync(path(name), "utf8").replace(/^\uFEFF/, "");

/**
 * The points an independent reader finds. Its parser is told of the xsi prefix that Google
 * Earth Pro leaves undeclared, which it would refuse as ours used to.
 */
function pointsByTogeojson(name: string): number {
  const source = text(name);
  const declared = /xmlns:xsi=/.test(source)
    ? source
    : source.replace("<kml ", '<kml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ');
  const document = new DOMParser().parseFromString(declared, "text/xml");
  const features = (name.endsWith(".gpx") ? gpx(document) : kml(document)).features;
  return features.filter((feature) => feature.geometry?.type === "Point").length;
}

describe("files real tools wrote", () => {
  it.each([
    ["osmand-favourites.gpx", 1],
    ["gpx-studio-points.gpx", 3],
    ["garmin-basecamp.gpx", 2],
    ["gpsbabel-waypoints.gpx", 3],
    ["my-maps-layers.kml", 8],
    ["google-earth-pro-handmade.kml", 2],
  ])("%s gives as many places as it has points (%i)", (name, count) => {
    expect(pointsByTogeojson(name)).toBe(count);
    const { places, problems } = readPlaces(name, bytes(name));
    expect(places).toHaveLength(count);
    expect(problems).toEqual([]);
    // Every place has a name of its own or from its file: no two are the same placeholder.
    const names = places.map((place) => place.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("reads OsmAnd's favourite with its address and group", () => {
    const [place] = readPlaces("favourites.gpx", bytes("osmand-favourites.gpx")).places;
    expect(place).toMatchObject({
      name: "Test",
      address: "Floyd Avenue (The Fan) 907, Richmond",
      notes: "Group: SOTM",
      latitude: 37.546087,
      longitude: -77.453284,
    });
  });

  it("reads Garmin BaseCamp's waypoints and leaves its route out", () => {
    const { places } = readPlaces("basecamp.gpx", bytes("garmin-basecamp.gpx"));
    expect(places.map(({ name, notes }) => ({ name, notes }))).toEqual([
      // Garmin's <type>user</type> is on every waypoint a person made: not a group.
      { name: "Hwy 119", notes: null },
      { name: "Hwy 72", notes: null },
    ]);
  });

  it("keeps My Maps' layers, names the unnamed Google Earth point by its description", () => {
    const myMaps = readPlaces("noto.kml", bytes("my-maps-layers.kml")).places;
    expect(myMaps[0]?.notes).toContain("Layer: 能登町");
    const earth = readPlaces("lakes.kml", bytes("google-earth-pro-handmade.kml")).places;
    expect(earth.map((place) => place.name)).toEqual([
      "Castlerigg Stone Circle",
      "Parking by the lake shore",
    ]);
  });

  it("says Organic Maps' track holds no places", () => {
    expect(pointsByTogeojson("organic-maps-track.gpx")).toBe(0);
    expect(() => readPlaces("track.gpx", bytes("organic-maps-track.gpx"))).toThrow(
      new ImportFileError("This is a GPX track with no waypoints: nothing to import"),
    );
  });

  it("reads a Takeout saved-places file, every place by its name, address and link", () => {
    const features = JSON.parse(text("takeout-saved-places.json")).features as unknown[];
    const { places } = readPlaces("Saved Places.json", bytes("takeout-saved-places.json"));
    expect(places).toHaveLength(features.length);
    expect(places[0]).toMatchObject({
      name: "Catacumbas de París",
      address: "1 Av. du Colonel Henri Rol-Tanguy, 75014 Paris, Francia",
      latitude: 48.833833,
      longitude: 2.332422,
      link: "http://maps.google.com/?cid=14472300308152104115",
    });
    expect(places.every((place) => place.link?.startsWith("http://maps.google.com/?cid="))).toBe(
      true,
    );
  });

  it("reads Location History's visits as visited places, and its journeys not at all", () => {
    const entries = JSON.parse(text("takeout-location-history.json")).timelineObjects as {
      placeVisit?: unknown;
    }[];
    const visits = entries.filter((entry) => entry.placeVisit).length;
    const { places } = readPlaces("2023_JANUARY.json", bytes("takeout-location-history.json"));
    expect(places).toHaveLength(visits);
    expect(places).toEqual([
      expect.objectContaining({
        where: "Entry 2",
        name: "The University of the Arts",
        address: "320 S Broad St, Philadelphia, PA 19102, USA",
        latitude: 39.946008,
        longitude: -75.16557,
        visited: true,
        visitedDate: "2023-01-01",
      }),
    ]);
  });

  it("reads a Location History KML's visits as visited places, once each, and no journeys", () => {
    const name = "timeline-day-handmade.kml";
    // togeojson sees the visits as points and the journeys as lines: three places, one of
    // them visited twice ("Home"), and two drives and a walk.
    expect(pointsByTogeojson(name)).toBe(4);
    const { places, problems } = readPlaces("history-2017-12-01.kml", bytes(name));
    expect(problems).toEqual([]);
    const visit = { visited: true, visitedDate: "2017-12-01", notes: null };
    expect(places).toEqual([
      expect.objectContaining({
        ...visit,
        where: "Placemark 1",
        name: "Home",
        address: "12 Warrender Park Road, Edinburgh EH9 1EF, UK",
        latitude: 55.937835,
        longitude: -3.193747,
      }),
      expect.objectContaining({
        ...visit,
        where: "Placemark 3",
        name: "National Museum of Scotland",
      }),
      expect.objectContaining({ ...visit, where: "Placemark 5", name: "The Forth Bridge" }),
    ]);
  });

  it("says Takeout's whole Location History KML, one track, has no visited places", () => {
    const name = "takeout-location-history-handmade.kml";
    expect(pointsByTogeojson(name)).toBe(0);
    expect(() => readPlaces("Location History.kml", bytes(name))).toThrow(
      new ImportFileError("This Location History has no visited places: nothing to import"),
    );
  });

  it("says a My Maps live link, as KML or KMZ, is not the places themselves", () => {
    const link = bytes("my-maps-network-link-handmade.kml");
    expect(() => readPlaces("Weekend.kml", link)).toThrow(new ImportFileError(LIVE_LINK_MESSAGE));
    const kmz = zipSync({ "doc.kml": link });
    expect(() => readPlaces("Weekend.kmz", kmz)).toThrow(new ImportFileError(LIVE_LINK_MESSAGE));
    expect(LIVE_LINK_MESSAGE).toBe(
      "This file is a live link to a map, not the places themselves. In Google My Maps choose Export to KML/KMZ and leave 'Keep data up to date' unticked.",
    );
  });

  it("reads a KMZ by its bytes, whatever its name says", () => {
    const kmz = zipSync({ "doc.kml": bytes("my-maps-layers.kml") });
    expect(readPlaces("Noto.kml", kmz).places).toHaveLength(8);
    expect(readPlaces("Noto", kmz).places).toHaveLength(8);
    // A zip with no KML in it, called something else, is not one of ours.
    expect(() => readPlaces("photos.csv", zipSync({ "a.txt": strToU8("hi") }))).toThrow(
      ImportFileError,
    );
  });
});

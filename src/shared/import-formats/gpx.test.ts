import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { castle, pier, text, unlocated } from "../export-formats/fixtures.ts";
import { gpxWriter } from "../export-formats/gpx.ts";
import { placeFilePieces } from "../export-formats/place-file.ts";
import { readGpx } from "./gpx.ts";
import { ImportFileError } from "./imported-place.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/import-formats/${name}`, import.meta.url), "utf8");

const gpx = (body: string) =>
  `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`;

const NOTHING_ELSE = {
  address: null,
  notes: null,
  category: null,
  mood: null,
  visited: false,
  visitedDate: null,
  lookUpByName: false,
};

describe("readGpx", () => {
  it("reads each waypoint's name, description and comment, and leaves tracks out", () => {
    expect(readGpx(fixture("waypoints.gpx"))).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Waypoint 1",
        name: "Ben Nevis summit",
        notes: "Highest point in the UK",
        latitude: 56.796891,
        longitude: -5.003675,
      },
      {
        ...NOTHING_ELSE,
        where: "Waypoint 2",
        name: "Glenfinnan Viaduct",
        notes: "Steam train crosses about 10:45",
        latitude: 56.876221,
        longitude: -5.431697,
      },
      {
        ...NOTHING_ELSE,
        where: "Waypoint 3",
        name: "Urquhart Castle",
        notes: "Car park fills by noon\nRuins on Loch Ness",
        latitude: 57.324054,
        longitude: -4.441893,
      },
      // A waypoint without a name is still a place someone marked: named by its place in the file.
      {
        ...NOTHING_ELSE,
        where: "Waypoint 4",
        name: "Point 4",
        placeholderName: true,
        latitude: 57.1497,
        longitude: -5.0911,
      },
    ]);
  });

  it("reads back every field our own GPX export wrote", () => {
    const file = text(placeFilePieces(gpxWriter, [castle, unlocated, pier]));
    expect(readGpx(file)).toEqual([
      {
        where: "Waypoint 1",
        name: castle.name,
        address: castle.address,
        notes: castle.notes,
        link: castle.link,
        category: "History & Heritage",
        mood: "Inspired",
        latitude: 53.139,
        longitude: -4.2768,
        visited: true,
        // The export writes the instant stored for the day; the day comes back.
        visitedDate: "2024-08-03",
        visits: castle.visits,
        lookUpByName: false,
      },
      // The place without a position is not in a GPX file at all.
      {
        ...NOTHING_ELSE,
        where: "Waypoint 2",
        name: "Brighton Palace Pier",
        latitude: 50.8168,
        longitude: -0.1372,
      },
    ]);
  });

  it("reads our fields by their namespace, whatever the prefix, and no one else's", () => {
    const file = gpx(`
      <wpt lat="51.5" lon="-0.1" xmlns:ours="urn:uk-adventures:gpx:place:1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
        <name>Tower Bridge</name>
        <extensions>
          <gpxx:address>Garmin's idea of it</gpxx:address>
          <ours:category>History &amp; Heritage</ours:category>
          <ours:visited>yes</ours:visited>
        </extensions>
      </wpt>`);
    expect(readGpx(file)).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Waypoint 1",
        name: "Tower Bridge",
        category: "History & Heritage",
        visited: true,
        latitude: 51.5,
        longitude: -0.1,
      },
    ]);
  });

  it("says a track with no waypoints has nothing to import", () => {
    expect(() => readGpx(fixture("track-only.gpx"))).toThrow(
      new ImportFileError("This is a GPX track with no waypoints: nothing to import"),
    );
    const route = gpx(
      `<rte><name>Coast road</name><rtept lat="50.1" lon="-5.5"/><rtept lat="50.2" lon="-5.4"/></rte>`,
    );
    expect(() => readGpx(route)).toThrow(
      new ImportFileError("This is a GPX track with no waypoints: nothing to import"),
    );
    expect(() => readGpx(gpx("<metadata><name>Empty</name></metadata>"))).toThrow(
      new ImportFileError("This GPX has no waypoints: nothing to import"),
    );
  });

  it.each([
    [`<wpt lat="51.5" lon="-0.1"/><wpt lat="95" lon="-0.1"/>`, "Waypoint 2: 95 is not a latitude"],
    [`<wpt lat="51.5" lon="-200.5"/>`, "Waypoint 1: -200.5 is not a longitude"],
    [`<wpt lat="north" lon="-0.1"/>`, 'Waypoint 1: "north" is not a latitude'],
    [`<wpt lat="51.5"/>`, "Waypoint 1: a latitude needs a longitude"],
    [`<wpt><name>Lost</name></wpt>`, "Waypoint 1: it has no latitude or longitude"],
  ])("refuses %s, naming the waypoint", (body, message) => {
    expect(() => readGpx(gpx(body))).toThrow(new ImportFileError(message));
  });

  it("says a file that is not XML is not valid XML", () => {
    expect(() => readGpx("<gpx><wpt></gpx>")).toThrow(
      new ImportFileError("This GPX is not valid XML on line 1: <wpt> is closed by </gpx>"),
    );
  });
});

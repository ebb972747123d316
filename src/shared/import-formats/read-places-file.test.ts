import { readdirSync, readFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readCsv } from "./csv.ts";
import { readGeoJson } from "./geojson.ts";
import { readGpx } from "./gpx.ts";
import { readKml } from "./kml.ts";
import {
  IMPORT_FILE_LIMITS,
  ImportFileError,
  READABLE_FORMATS,
  readPlaces,
} from "./read-places-file.ts";

/** The places readPlaces finds in a file, without its list of entries it left out. */
const placesIn = (fileName: string, bytes: Uint8Array) => readPlaces(fileName, bytes).places;

const fixture = (name: string) =>
  new Uint8Array(
    readFileSync(new URL(`../../../tests/fixtures/import-formats/${name}`, import.meta.url)),
  );
const text = (name: string) => new TextDecoder().decode(fixture(name));
const bytes = (content: string) => new TextEncoder().encode(content);

const KML_PLACES = readKml(text("my-maps.kml"));
const GPX_PLACES = readGpx(text("waypoints.gpx"));

describe("readPlaces' places", () => {
  it.each([
    ["Saved Places.json", "saved-places.json", () => readGeoJson(text("saved-places.json"))],
    ["places.GEOJSON", "saved-places-old.json", () => readGeoJson(text("saved-places-old.json"))],
    ["Summer in the UK.KML", "my-maps.kml", () => KML_PLACES],
    ["Summer in the UK.kmz", "my-maps.kmz", () => KML_PLACES],
    ["Highlands.Gpx", "waypoints.gpx", () => GPX_PLACES],
    ["Want to go.csv", "saved-list.csv", () => readCsv(text("saved-list.csv"))],
    ["places.CSV", "spreadsheet.csv", () => readCsv(text("spreadsheet.csv"))],
  ])("reads %s by its extension", (fileName, name, expected) => {
    expect(placesIn(fileName, fixture(name))).toEqual(expected());
  });

  it.each([
    ["Saved Places", "saved-places.json", () => readGeoJson(text("saved-places.json"))],
    ["map.txt", "my-maps.kml", () => KML_PLACES],
    ["download", "my-maps.kmz", () => KML_PLACES],
    ["trip.xml", "waypoints.gpx", () => GPX_PLACES],
  ])("reads %s, without a known extension, by how it starts", (fileName, name, expected) => {
    expect(placesIn(fileName, fixture(name))).toEqual(expected());
  });

  it("reads a JSON array and a KML or GPX without an XML declaration by how they start", () => {
    const features = `  [{"type":"Feature","geometry":{"type":"Point","coordinates":[-0.1276,51.5072]},"properties":{"name":"Trafalgar Square"}}]`;
    expect(placesIn("export", bytes(features))).toMatchObject([{ name: "Trafalgar Square" }]);
    const kml = `<kml><Placemark><name>Big Ben</name><Point><coordinates>-0.1246,51.5007</coordinates></Point></Placemark></kml>`;
    expect(placesIn("places", bytes(kml))).toMatchObject([{ name: "Big Ben" }]);
    const gpx = `<gpx><wpt lat="51.5007" lon="-0.1246"><name>Big Ben</name></wpt></gpx>`;
    expect(placesIn("places", bytes(gpx))).toMatchObject([{ name: "Big Ben" }]);
  });

  it("reads a KMZ by its bytes, whatever its name says: My Maps' KMZ saved as .kml", () => {
    expect(placesIn("Summer in the UK.kml", fixture("my-maps.kmz"))).toEqual(KML_PLACES);
    expect(placesIn("Summer in the UK.gpx", fixture("my-maps.kmz"))).toEqual(KML_PLACES);
  });

  it("goes by the root element when a KML holds GPX, or a GPX holds KML", () => {
    expect(placesIn("Highlands.kml", fixture("waypoints.gpx"))).toEqual(GPX_PLACES);
    expect(placesIn("Summer.gpx", fixture("my-maps.kml"))).toEqual(KML_PLACES);
  });

  it("says which files it reads when it knows neither the extension nor the content", () => {
    const spreadsheet = zipSync({ "xl/workbook.xml": strToU8("<workbook/>") });
    for (const [fileName, content] of [
      ["Saved.xlsx", spreadsheet],
      ["Saved", bytes("Title,Note,URL\nKew,,\n")],
      ["notes.txt", bytes("Just some notes")],
      ["odd.constructor", bytes("Just some notes")],
      ["page.html", bytes('<?xml version="1.0"?><html><body/></html>')],
    ] as const) {
      expect(() => placesIn(fileName, content)).toThrow(new ImportFileError(READABLE_FORMATS));
    }
    expect(READABLE_FORMATS).toBe(
      "UK Adventures can read .json, .geojson, .kml, .kmz, .gpx and .csv files.",
    );
  });

  it("lets a file's own reader say what it lacks", () => {
    const noKml = zipSync({ "photo.jpg": new Uint8Array([0xff, 0xd8]) });
    expect(() => placesIn("trip.kmz", noKml)).toThrow(
      new ImportFileError("This KMZ holds no KML file"),
    );
    expect(() => placesIn("trip.kml", bytes("<Document/>"))).toThrow(
      new ImportFileError("This KML has no placemarks"),
    );
    expect(() => placesIn("trip.kml", bytes("{}"))).toThrow(
      new ImportFileError("This KML is not valid XML: it holds no XML element"),
    );
    expect(() => placesIn("places.json", bytes("<kml/>"))).toThrow(
      new ImportFileError("This file is not valid JSON"),
    );
    expect(() => placesIn("track.gpx", fixture("track-only.gpx"))).toThrow(
      new ImportFileError("This is a GPX track with no waypoints: nothing to import"),
    );
  });

  it("refuses an empty file", () => {
    expect(() => placesIn("places.csv", new Uint8Array())).toThrow(
      new ImportFileError("This file is empty"),
    );
  });

  it("refuses a file over 50 MB before reading it", () => {
    // Not CSV at all: the size is checked first.
    const big = new Uint8Array(IMPORT_FILE_LIMITS.fileBytes + 1).fill(0xff);
    expect(() => placesIn("places.csv", big)).toThrow(
      new ImportFileError("This file is 50.1 MB; a file can be at most 50 MB."),
    );
  });

  it("refuses a file of more than 50,000 places, and takes 50,000", () => {
    const rows = (count: number) =>
      bytes(
        ["Name", ...Array.from({ length: count }, (_, index) => `Place ${index + 1}`)].join("\n"),
      );
    // Ten times what one account keeps: the preview ticks the ones that fit.
    expect(placesIn("places.csv", rows(IMPORT_FILE_LIMITS.places))).toHaveLength(50_000);
    expect(() => placesIn("places.csv", rows(60_000))).toThrow(
      new ImportFileError(
        "This file holds 60,000 places; the import reads at most 50,000 from one file. Split it into smaller files.",
      ),
    );
  });

  it("reads a CSV Excel wrote in Windows-1252", () => {
    const windows1252 = new Uint8Array([
      ...bytes("Name,Notes\nBettys Caf"),
      0xe9,
      ...bytes(",Scones "),
      0xa3,
      ...bytes("4\n"),
    ]);
    expect(placesIn("tea.csv", windows1252)).toMatchObject([
      { name: "Bettys Café", notes: "Scones £4" },
    ]);
  });

  it("needs nothing a Web Worker lacks: no DOMParser, and nothing of Node's", () => {
    // These tests run without a DOM, as the worker does.
    expect(typeof globalThis.DOMParser).toBe("undefined");
    const folder = new URL(".", import.meta.url);
    const modules = readdirSync(folder).filter((file) => !file.endsWith(".test.ts"));
    expect(modules.length).toBeGreaterThan(5);
    for (const file of modules) {
      const source = readFileSync(new URL(file, folder), "utf8");
      expect(source, file).not.toMatch(
        /from "node:|\b(?:Buffer|process|require)\b[.(]|\bdocument\./,
      );
    }
  });
});

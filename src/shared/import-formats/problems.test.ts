// An entry that cannot be read is left out and reported; the rest of the file comes in.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCsv } from "./csv.ts";
import { readGeoJson } from "./geojson.ts";
import { readGpx } from "./gpx.ts";
import { ImportFileError, type ImportProblem } from "./imported-place.ts";
import { readKml } from "./kml.ts";
import { readPlaces } from "./read-places-file.ts";

/** The places readPlaces finds in a file, without its list of entries it left out. */
const placesIn = (fileName: string, bytes: Uint8Array) => readPlaces(fileName, bytes).places;

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/import-formats/${name}`, import.meta.url));
const bytes = (content: string) => new TextEncoder().encode(content);

/** A GPX of 92 waypoints whose first has a word for its latitude, as a route planner wrote it. */
function gpxWithOneBadWaypoint(): string {
  const waypoints = Array.from({ length: 92 }, (_, index) =>
    index === 0
      ? '<wpt lat="inicio" lon="-3.7"><name>Start</name></wpt>'
      : `<wpt lat="${(50 + index / 100).toFixed(2)}" lon="-3.7"><name>Stop ${index}</name></wpt>`,
  );
  return `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">${waypoints.join("")}</gpx>`;
}

describe("an entry that cannot be read", () => {
  it("is left out of a GPX and reported, and the other 91 waypoints come in", () => {
    const { places, problems } = readPlaces("route.gpx", bytes(gpxWithOneBadWaypoint()));
    expect(places).toHaveLength(91);
    expect(places[0]).toMatchObject({ where: "Waypoint 2", name: "Stop 1" });
    expect(problems).toEqual([{ where: "Waypoint 1", reason: '"inicio" is not a latitude' }]);
  });

  it("is left out of a CSV and reported by its row", () => {
    const { places, problems } = readPlaces("places.csv", fixture("bad-latitude.csv"));
    expect(places.map((place) => place.name)).toEqual(["London Eye"]);
    expect(problems).toEqual([{ where: "Row 3", reason: "912 is not a latitude" }]);
  });

  it("is left out of a KML and a GeoJSON, whatever went wrong in it", () => {
    const problems: ImportProblem[] = [];
    const kml = `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
      <Placemark><name>Kew</name><Point><coordinates>-0.29,51.47</coordinates></Point></Placemark>
      <Placemark><name>Far</name><Point><coordinates>200,51</coordinates></Point></Placemark>
      <Placemark><name>Maybe</name><ExtendedData><Data name="visited"><value>sometimes</value></Data></ExtendedData></Placemark>
    </Document></kml>`;
    expect(readKml(kml, problems).map((place) => place.name)).toEqual(["Kew"]);
    expect(problems).toEqual([
      { where: "Placemark 2", reason: "200 is not a longitude" },
      { where: "Placemark 3", reason: 'visited is "sometimes"; use yes or no' },
    ]);
    const geoProblems: ImportProblem[] = [];
    const geojson = JSON.stringify({
      type: "FeatureCollection",
      features: [
        { type: "Feature", geometry: { type: "Point", coordinates: [-0.1, 95] }, properties: {} },
        { type: "Feature", geometry: { type: "Point", coordinates: [-0.1, 51] }, properties: {} },
      ],
    });
    expect(readGeoJson(geojson, geoProblems)).toHaveLength(1);
    expect(geoProblems).toEqual([{ where: "Feature 1", reason: "95 is not a latitude" }]);
  });

  it("stops the whole file when the caller asks for all or nothing", () => {
    expect(() => readGpx(gpxWithOneBadWaypoint())).toThrow(
      new ImportFileError('Waypoint 1: "inicio" is not a latitude'),
    );
    expect(() => readCsv(fixture("bad-latitude.csv").toString())).toThrow(
      new ImportFileError("Row 3: 912 is not a latitude"),
    );
  });

  it("refuses a file none of whose entries could be read, naming the first reason", () => {
    const csv = "Name,Latitude,Longitude\nA,91,0\nB,92,0\nC,93,0";
    expect(() => readPlaces("bad.csv", bytes(csv))).toThrow(
      new ImportFileError(
        "No place in this CSV could be read. Row 2: 91 is not a latitude (and 2 more)",
      ),
    );
  });

  it("is still left out by which gives the places alone", () => {
    expect(placesIn("route.gpx", bytes(gpxWithOneBadWaypoint()))).toHaveLength(91);
  });
});

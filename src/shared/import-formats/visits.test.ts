// Every visit a file lists comes in with the place; a file that lists none reads as before.
import { describe, expect, it } from "vitest";
import { readCsv } from "./csv.ts";
import { readGeoJson } from "./geojson.ts";
import { readGpx } from "./gpx.ts";
import type { ImportProblem } from "./imported-place.ts";
import { readKml } from "./kml.ts";

const HEADER = "name,visited,visitedDate,latitude,longitude,visits\r\n";

const feature = (properties: object) =>
  JSON.stringify({
    type: "FeatureCollection",
    features: [{ type: "Feature", geometry: null, properties }],
  });

describe("visits read from a file", () => {
  it("CSV: the visits column gives every visit and makes the latest the visit date", () => {
    const [place] = readCsv(
      `${HEADER}Tŷ Hyll,,,53.1,-3.8,"2025-08-01; 2026-10-12: ""Tea; then cake""; undated"\r\n`,
    );
    expect(place).toMatchObject({
      visited: true,
      visitedDate: "2026-10-12",
      visits: [
        { date: "2025-08-01", note: null },
        { date: "2026-10-12", note: "Tea; then cake" },
        { date: null, note: null },
      ],
    });
  });

  it("CSV: a place the file says is not visited keeps no visits; an empty cell lists none", () => {
    const places = readCsv(
      `${HEADER}Not yet,false,,53.1,-3.8,2026-10-12\r\nOnce,true,2024-05-01,53.1,-3.8,\r\n`,
    );
    expect(places[0]).toMatchObject({ visited: false, visitedDate: null });
    expect(places[0]).not.toHaveProperty("visits");
    expect(places[1]).toMatchObject({ visited: true, visitedDate: "2024-05-01" });
    expect(places[1]).not.toHaveProperty("visits");
  });

  it("CSV: a row whose visits cannot be read is left out, saying why", () => {
    const problems: ImportProblem[] = [];
    const places = readCsv(
      `${HEADER}Bad,,,53.1,-3.8,2026-02-30; 2025-01-01\r\nGood,,,53.1,-3.8,2026-10-12\r\n`,
      problems,
    );
    expect(places.map((place) => place.name)).toEqual(["Good"]);
    expect(problems).toEqual([
      {
        where: "Row 2",
        reason: expect.stringMatching(
          /^the visits "2026-02-30; 2025-01-01" cannot be read; write each visit as YYYY-MM-DD/,
        ),
      },
    ]);
  });

  it("leaves alone another app's visits field: a count, or text that is no list of days", () => {
    const [counted, words] = readCsv(
      `${HEADER}Counted,true,2024-05-01,53.1,-3.8,3\r\nWords,,,53.1,-3.8,Many times\r\n`,
    );
    expect(counted).toMatchObject({ visited: true, visitedDate: "2024-05-01" });
    expect(counted).not.toHaveProperty("visits");
    expect(words).toMatchObject({ visited: false });
    for (const visits of [4, "4", ["2026-10-12"], { last: "2026-10-12" }]) {
      const [place] = readGeoJson(feature({ name: "Pier", visited: true, visits }));
      expect(place).toMatchObject({ visited: true, visitedDate: null });
      expect(place).not.toHaveProperty("visits");
    }
  });

  it("GeoJSON: a visits property lists { date, note }; one not so is a problem", () => {
    const [place] = readGeoJson(
      feature({ name: "Pier", visits: [{ date: "2026-10-12", note: "Windy" }, { date: null }] }),
    );
    expect(place).toMatchObject({
      visited: true,
      visitedDate: "2026-10-12",
      visits: [
        { date: "2026-10-12", note: "Windy" },
        { date: null, note: null },
      ],
    });
    const problems: ImportProblem[] = [];
    expect(() =>
      readGeoJson(feature({ name: "Pier", visits: [{ date: "yesterday" }] }), problems),
    ).toThrow(/the visits .* cannot be read/);
    expect(problems).toHaveLength(1);
  });

  it("KML: the visits field of ExtendedData, as the CSV writes it", () => {
    const [place] = readKml(`<?xml version="1.0"?>
      <kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark>
        <name>Castle</name>
        <ExtendedData>
          <Data name="visits"><value>2026-10-12: "Rain &amp; sun"; 2019-05-20</value></Data>
        </ExtendedData>
      </Placemark></Document></kml>`);
    expect(place).toMatchObject({
      visited: true,
      visitedDate: "2026-10-12",
      visits: [
        { date: "2026-10-12", note: "Rain & sun" },
        { date: "2019-05-20", note: null },
      ],
    });
  });

  it("GPX: our namespace's visit elements, whatever the prefix; another namespace's are not ours", () => {
    const places = readGpx(`<?xml version="1.0"?>
      <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:u="urn:uk-adventures:gpx:place:1" xmlns:o="urn:other">
        <wpt lat="51.5" lon="-0.1"><name>Ours</name><extensions><u:visits>
          <u:visit date="2026-10-12">Line one
line two</u:visit><u:visit/>
        </u:visits></extensions></wpt>
        <wpt lat="51.5" lon="-0.1"><name>Theirs</name><extensions>
          <o:visit date="2026-10-12">no</o:visit>
        </extensions></wpt>
      </gpx>`);
    expect(places[0]).toMatchObject({
      visited: true,
      visitedDate: "2026-10-12",
      visits: [
        { date: "2026-10-12", note: "Line one\nline two" },
        { date: null, note: null },
      ],
    });
    expect(places[1]).toMatchObject({ visited: false });
    expect(places[1]).not.toHaveProperty("visits");
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { castle, pier, text, unlocated } from "../export-formats/fixtures.ts";
import { kmlWriter } from "../export-formats/kml.ts";
import { placeFilePieces } from "../export-formats/place-file.ts";
import { type ImportedPlace, ImportFileError } from "./imported-place.ts";
import { readKml } from "./kml.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/import-formats/${name}`, import.meta.url), "utf8");

/** A KML document around some placemarks. */
const kml = (placemarks: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}</Document></kml>`;

const NOTHING_ELSE = {
  address: null,
  notes: null,
  category: null,
  mood: null,
  visited: false,
  visitedDate: null,
  lookUpByName: false,
};

/** The places of Google My Maps' export in tests/fixtures/import-formats/my-maps.kml. */
const MY_MAPS_PLACES: ImportedPlace[] = [
  {
    ...NOTHING_ELSE,
    where: "Placemark 1",
    name: "Edinburgh Castle",
    notes:
      "Book ahead\nCrown Jewels of Scotland & the One O'Clock Gun\nCastlehill, Edinburgh EH1 2NG\nLayer: Castles",
    latitude: 55.948595,
    longitude: -3.199913,
  },
  {
    ...NOTHING_ELSE,
    where: "Placemark 2",
    name: "Conwy Castle",
    // A layer named after none of our categories is kept in the notes.
    notes: "UNESCO World Heritage Site\nWalk the town walls too\nLayer: Castles",
    latitude: 53.280117,
    longitude: -3.825745,
  },
  // Placemark 3 is a line (a walk): not a place.
  {
    ...NOTHING_ELSE,
    where: "Placemark 4",
    name: "Bettys Café Tea Rooms",
    notes: "Fat Rascal scones\nQueue before 10am",
    // Its layer is named after one of our categories.
    category: "Food & Drink",
    latitude: 53.959739,
    longitude: -1.084078,
  },
  {
    ...NOTHING_ELSE,
    where: "Placemark 5",
    name: "Dishoom Covent Garden",
    notes: "Bacon naan roll\nBreakfast from 8am",
    category: "Food & Drink",
    latitude: 51.512432,
    longitude: -0.126894,
  },
];

describe("readKml", () => {
  it("reads Google My Maps' placemarks in their folders, descriptions as plain text", () => {
    expect(readKml(fixture("my-maps.kml"))).toEqual(MY_MAPS_PLACES);
  });

  it("reads back every field our own KML export wrote", () => {
    const file = text(placeFilePieces(kmlWriter, [castle, unlocated, pier]));
    expect(readKml(file)).toEqual([
      {
        where: "Placemark 1",
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
      // The place without a position is a placemark without a geometry.
      {
        ...NOTHING_ELSE,
        where: "Placemark 2",
        name: "Somewhere in Fife",
        latitude: null,
        longitude: null,
      },
      {
        ...NOTHING_ELSE,
        where: "Placemark 3",
        name: "Brighton Palace Pier",
        latitude: 50.8168,
        longitude: -0.1372,
      },
    ]);
  });

  it("reads a placemark's atom:link, and its position when it has no point of its own", () => {
    const text = kml(`
      <Placemark xmlns:atom="http://www.w3.org/2005/Atom">
        <name>The Shambles</name>
        <atom:link href="https://www.google.com/maps/place/The+Shambles/@53.9594,-1.0805,17z"/>
      </Placemark>
      <Placemark xmlns:a="http://www.w3.org/2005/Atom">
        <name>Not a web page</name>
        <a:link href="javascript:alert(1)"/>
        <Point><coordinates>-0.1,51.5</coordinates></Point>
      </Placemark>`);
    const [shambles, other] = readKml(text);
    expect(shambles).toMatchObject({
      link: "https://www.google.com/maps/place/The+Shambles/@53.9594,-1.0805,17z",
      latitude: 53.9594,
      longitude: -1.0805,
    });
    expect(other).not.toHaveProperty("link");
  });

  it("reads our own export's fields from ExtendedData, exactly", () => {
    const text = kml(`
      <Placemark>
        <name>Tŷ Hyll</name>
        <description>The Ugly House</description>
        <ExtendedData>
          <Data name="address"><value>Capel Curig, Betws-y-Coed LL24 0DS</value></Data>
          <Data name="notes"><value>The Ugly House &lt;b&gt;not bold&lt;/b&gt;
Tea room  in the garden</value></Data>
          <Data name="category"><value>History &amp; Heritage</value></Data>
          <Data name="mood"><value>Curious</value></Data>
          <Data name="visited"><value>true</value></Data>
          <Data name="visitedDate"><value>2023-08-14</value></Data>
        </ExtendedData>
        <Point><coordinates>-3.8511,53.0997</coordinates></Point>
      </Placemark>
      <Placemark>
        <name>Kew Gardens</name>
        <ExtendedData>
          <Data name="address"><value>Richmond TW9 3AE</value></Data>
          <Data name="notes"><value></value></Data>
          <Data name="category"><value></value></Data>
          <Data name="mood"><value></value></Data>
          <Data name="visited"><value>false</value></Data>
          <Data name="visitedDate"><value></value></Data>
        </ExtendedData>
      </Placemark>`);
    expect(readKml(text)).toEqual([
      {
        where: "Placemark 1",
        name: "Tŷ Hyll",
        address: "Capel Curig, Betws-y-Coed LL24 0DS",
        notes: "The Ugly House <b>not bold</b>\nTea room  in the garden",
        category: "History & Heritage",
        mood: "Curious",
        latitude: 53.0997,
        longitude: -3.8511,
        visited: true,
        visitedDate: "2023-08-14",
        lookUpByName: false,
      },
      // Without a point it has no position, as our export wrote it: nothing to look up.
      {
        ...NOTHING_ELSE,
        where: "Placemark 2",
        name: "Kew Gardens",
        address: "Richmond TW9 3AE",
        latitude: null,
        longitude: null,
      },
    ]);
  });

  it("reads KML's own address element and the point of a MultiGeometry", () => {
    const plain =
      kml(`<Placemark><name>Angel of the North</name><address>Durham Rd, Gateshead NE9 7TY</address>
      <MultiGeometry><LineString><coordinates>-1.58,54.91 -1.59,54.92</coordinates></LineString>
      <Point><coordinates>-1.589466,54.914143</coordinates></Point></MultiGeometry></Placemark>`);
    expect(readKml(plain)).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Placemark 1",
        name: "Angel of the North",
        address: "Durham Rd, Gateshead NE9 7TY",
        latitude: 54.914143,
        longitude: -1.589466,
      },
    ]);
  });

  it("names a point without a name and skips a placemark with neither", () => {
    const text = kml(`
      <Placemark><description>Nothing here</description></Placemark>
      <Placemark><Point><coordinates>-0.0759,51.5081</coordinates></Point></Placemark>`);
    expect(readKml(text)).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Placemark 2",
        name: "Point 2",
        placeholderName: true,
        latitude: 51.5081,
        longitude: -0.0759,
      },
    ]);
  });

  it("refuses a placemark off the globe, naming it", () => {
    const text = kml(`
      <Placemark><name>Big Ben</name><Point><coordinates>-0.1246,51.5007</coordinates></Point></Placemark>
      <Placemark><name>Elsewhere</name><Point><coordinates>-0.1246,51.5007</coordinates></Point></Placemark>
      <Placemark><name>Nowhere</name><Point><coordinates>200,51.5</coordinates></Point></Placemark>`);
    expect(() => readKml(text)).toThrow("Placemark 3: 200 is not a longitude");
  });

  it("refuses a visited value it cannot read, naming the placemark", () => {
    const text = kml(
      `<Placemark><name>Big Ben</name><ExtendedData><Data name="visited"><value>sometimes</value></Data></ExtendedData></Placemark>`,
    );
    expect(() => readKml(text)).toThrow('Placemark 1: visited is "sometimes"; use yes or no');
  });

  it("says when there are no placemarks, or none that is a place", () => {
    expect(() => readKml(fixture("empty.kml"))).toThrow(
      new ImportFileError("This KML has no placemarks"),
    );
    const lines = kml(
      `<Placemark><name>Thames Path</name><LineString><coordinates>-0.1,51.5 -0.2,51.4</coordinates></LineString></Placemark>`,
    );
    expect(() => readKml(lines)).toThrow(
      new ImportFileError("This KML has no points: nothing to import"),
    );
  });

  it("says a file that is not XML is not valid XML", () => {
    expect(() => readKml("<kml><Document><Placemark></Document></kml>")).toThrow(
      new ImportFileError(
        "This KML is not valid XML on line 1: <Placemark> is closed by </Document>",
      ),
    );
  });

  it("never resolves an external entity: the file it names is not read into the places", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const passwd = readFileSync("/etc/passwd", "utf8");
    let thrown: unknown;
    try {
      readKml(fixture("xxe.kml"));
    } catch (error) {
      thrown = error;
    }
    // The reference is refused as XML, since xmldom expands no entities at all.
    expect(thrown).toBeInstanceOf(ImportFileError);
    expect((thrown as Error).message).toMatch(
      /^This KML is not valid XML on line 8: &secret; is not an XML entity/,
    );
    expect(String((thrown as Error).message)).not.toContain(passwd.slice(0, 20));
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it("reads the places of a file that declares an external entity but never uses it", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const text = fixture("xxe.kml").replaceAll("&secret;", "");
    const places = readKml(text);
    expect(places).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Placemark 1",
        name: "Tower Bridge",
        latitude: 51.505456,
        longitude: -0.075357,
      },
    ]);
    expect(JSON.stringify(places)).not.toContain("root:");
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});

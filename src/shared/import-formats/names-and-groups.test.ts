// Every point gets a name from its file, and a file's groups (My Maps layers, GPX and OsmAnd
// groups) become categories where they name ours.
import { describe, expect, it } from "vitest";
import { readGeoJson } from "./geojson.ts";
import { readGpx } from "./gpx.ts";
import type { ImportedPlace } from "./imported-place.ts";
import { readKml } from "./kml.ts";
import { nameNearTown } from "./place-names.ts";

const gpx = (body: string) =>
  `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:osmand="https://osmand.net">${body}</gpx>`;
const kml = (body: string) =>
  `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`;
const names = (places: ImportedPlace[]) => places.map((place) => place.name);

describe("a point with no name", () => {
  it("is named from its GPX desc, cmt, type or sym, else by its place in the file", () => {
    const places = readGpx(
      gpx(`
        <wpt lat="51.1" lon="-1"><desc>Car park by the church
Pay at the machine</desc></wpt>
        <wpt lat="51.2" lon="-1"><cmt>Water tap</cmt></wpt>
        <wpt lat="51.3" lon="-1"><type>Viewpoints</type></wpt>
        <wpt lat="51.4" lon="-1"><sym>Flag, Blue</sym></wpt>
        <wpt lat="51.5" lon="-1"></wpt>
        <wpt lat="51.6" lon="-1"><name> </name></wpt>`),
    );
    expect(names(places)).toEqual([
      "Car park by the church",
      "Water tap",
      "Viewpoints",
      "Flag, Blue",
      "Point 5",
      "Point 6",
    ]);
    // The description is still the notes: naming by it loses nothing.
    expect(places[0]?.notes).toBe("Car park by the church\nPay at the machine");
    expect(places.filter((place) => place.placeholderName).map((place) => place.where)).toEqual([
      "Waypoint 5",
      "Waypoint 6",
    ]);
  });

  it("is named from a KML description's first line, as text, else by its place", () => {
    const places = readKml(
      kml(`
        <Placemark><description><![CDATA[<b>Pub garden</b><br>Dogs welcome]]></description><Point><coordinates>-1,51</coordinates></Point></Placemark>
        <Placemark><Point><coordinates>-1,52</coordinates></Point></Placemark>`),
    );
    expect(names(places)).toEqual(["Pub garden", "Point 2"]);
  });

  it("is named by its address in Google Takeout, else called a dropped pin", () => {
    const feature = (location: object, coordinates = [-0.12, 51.5]) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates },
      properties: { google_maps_url: "http://maps.google.com/?cid=1", location },
    });
    const places = readGeoJson(
      JSON.stringify({
        type: "FeatureCollection",
        features: [
          feature({ address: "10 Downing St, London SW1A 2AA" }),
          feature({}),
          feature({}, [-0.13, 51.6]),
        ],
      }),
    );
    expect(names(places)).toEqual(["10 Downing St, London SW1A 2AA", "Dropped pin", "Dropped pin"]);
    expect(places[1]?.placeholderName).toBe(true);
  });

  it("can be given the nearest town later, and only then", () => {
    const [pin, named] = readKml(
      kml(`
        <Placemark><Point><coordinates>-3.13,54.6</coordinates></Point></Placemark>
        <Placemark><name>Castlerigg</name><Point><coordinates>-3.09,54.6</coordinates></Point></Placemark>`),
    );
    if (!pin || !named) throw new Error("two placemarks expected");
    expect(nameNearTown(pin, "Keswick").name).toBe("Point 1 near Keswick");
    expect(nameNearTown(named, "Keswick")).toBe(named);
    expect(nameNearTown(pin, null)).toBe(pin);
  });
});

describe("a file's groups", () => {
  it("make a My Maps layer named after one of ours the category, and keep others in the notes", () => {
    const places = readKml(
      kml(`
        <Folder><name>Food and drink</name>
          <Placemark><name>Bettys</name><Point><coordinates>-1.08,53.96</coordinates></Point></Placemark>
        </Folder>
        <Folder><name>Walks</name>
          <Placemark><name>Malham Cove</name><Point><coordinates>-2.16,54.07</coordinates></Point></Placemark>
        </Folder>`),
    );
    expect(places.map(({ category, notes }) => ({ category, notes }))).toEqual([
      { category: "Food & Drink", notes: null },
      { category: null, notes: "Layer: Walks" },
    ]);
  });

  it("make an OsmAnd or GPX group the category, or keep it in the notes", () => {
    const places = readGpx(
      gpx(`
        <wpt lat="51.1" lon="-1"><name>Tate</name><type>Arts &amp; Culture</type></wpt>
        <wpt lat="51.2" lon="-1"><name>Summit</name><type>SOTM</type>
          <extensions><osmand:address>Floyd Avenue 907</osmand:address></extensions></wpt>
        <wpt lat="51.3" lon="-1"><name>Kew</name>
          <extensions><osmand:group>Outdoors and Nature</osmand:group></extensions></wpt>`),
    );
    expect(places.map(({ category, notes, address }) => ({ category, notes, address }))).toEqual([
      { category: "Arts & Culture", notes: null, address: null },
      { category: null, notes: "Group: SOTM", address: "Floyd Avenue 907" },
      { category: "Outdoors & Nature", notes: null, address: null },
    ]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readGeoJson } from "./geojson.ts";
import { type ImportedPlace, ImportFileError } from "./imported-place.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/import-formats/${name}`, import.meta.url), "utf8");

const NOTHING_ELSE = {
  address: null,
  notes: null,
  category: null,
  mood: null,
  latitude: null,
  longitude: null,
  visited: false,
  visitedDate: null,
  lookUpByName: false,
};

const point = (longitude: unknown, latitude: unknown, properties: object = {}) => ({
  type: "Feature",
  geometry: { type: "Point", coordinates: [longitude, latitude] },
  properties,
});

const collection = (...features: unknown[]) =>
  JSON.stringify({ type: "FeatureCollection", features });

describe("readGeoJson: Google Takeout's Saved Places", () => {
  it("reads name, address, link, date saved and position, from the link when Takeout wrote [0, 0]", () => {
    expect(readGeoJson(fixture("saved-places.json"))).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Feature 1",
        name: "London Eye",
        address: "Riverside Building, County Hall, London SE1 7PB, United Kingdom",
        latitude: 51.503324,
        longitude: -0.119543,
        link: "http://maps.google.com/?cid=3410201003468913434",
        createdAt: "2023-04-02T09:15:27.000Z",
      },
      {
        ...NOTHING_ELSE,
        where: "Feature 2",
        name: "Edinburgh Castle",
        address: "Castlehill, Edinburgh EH1 2NG, United Kingdom",
        latitude: 55.948595,
        longitude: -3.199913,
        link: "http://maps.google.com/?cid=6089201497398476211",
        createdAt: "2023-07-19T17:42:03.000Z",
      },
      {
        ...NOTHING_ELSE,
        where: "Feature 3",
        name: "Stonehenge",
        address: "Salisbury SP4 7DE, United Kingdom",
        latitude: 51.178882,
        longitude: -1.826215,
        link: "http://maps.google.com/?q=51.178882,-1.826215",
        createdAt: "2024-01-06T11:03:51.000Z",
      },
      // No position anywhere: the preview finds it by name.
      {
        ...NOTHING_ELSE,
        where: "Feature 4",
        name: "Portmeirion",
        address: "Minffordd, Penrhyndeudraeth LL48 6ER, United Kingdom",
        lookUpByName: true,
        link: "http://maps.google.com/?cid=2150884313291093262",
        createdAt: "2024-02-11T20:30:12.000Z",
      },
      // Saved without details: its link's search is its name.
      {
        ...NOTHING_ELSE,
        where: "Feature 5",
        name: "Dishoom Covent Garden",
        lookUpByName: true,
        link: "http://maps.google.com/?q=Dishoom+Covent+Garden&ftid=0x487604ccb3e7b6a1:0x2e3f2b21e2f6f7e5",
        createdAt: "2024-03-30T08:12:45.000Z",
      },
    ]);
  });

  it("reads the older form (Title and Location), Geo Coordinates standing in for [0, 0]", () => {
    expect(readGeoJson(fixture("saved-places-old.json"))).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Feature 1",
        name: "The Roman Baths",
        address: "Stall St, Bath BA1 1LZ, United Kingdom",
        latitude: 51.381071,
        longitude: -2.35961,
        link: "http://maps.google.com/?cid=12964573215318311924",
        createdAt: "2018-06-10T14:02:11.000Z",
      },
      {
        ...NOTHING_ELSE,
        where: "Feature 2",
        name: "Eden Project",
        address: "Bodelva, Par PL24 2SG, United Kingdom",
        latitude: 50.361936,
        longitude: -4.744644,
        link: "http://maps.google.com/?cid=10298355829286218290",
        createdAt: "2019-03-23T10:48:37.000Z",
      },
      {
        ...NOTHING_ELSE,
        where: "Feature 3",
        name: "Giant's Causeway",
        address: "44 Causeway Rd, Bushmills BT57 8SU, United Kingdom",
        latitude: 55.240807,
        longitude: -6.511555,
        link: "http://maps.google.com/?cid=1604329381183735911",
        createdAt: "2019-08-02T16:20:00.000Z",
      },
    ]);
  });

  it("passes over empty names and addresses to the next that Takeout wrote", () => {
    const text = collection({
      type: "Feature",
      geometry: { type: "Point", coordinates: [-0.0759, 51.5081] },
      properties: {
        Title: " ",
        "Google Maps URL": "http://maps.google.com/?cid=1",
        Location: { "Business Name": "Tower of London", Address: "" },
      },
    });
    expect(readGeoJson(text)).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Feature 1",
        name: "Tower of London",
        latitude: 51.5081,
        longitude: -0.0759,
        link: "http://maps.google.com/?cid=1",
      },
    ]);
  });

  it("refuses a saved place whose listed coordinates are off the globe", () => {
    const text = collection({
      type: "Feature",
      geometry: { type: "Point", coordinates: [0, 0] },
      properties: {
        Title: "Somewhere",
        Location: { "Geo Coordinates": { Latitude: "151.2", Longitude: "-0.1" } },
      },
    });
    expect(() => readGeoJson(text)).toThrow(
      new ImportFileError("Feature 1: 151.2 is not a latitude"),
    );
  });
});

describe("readGeoJson: any GeoJSON of points", () => {
  it("brings our own export's places back exactly", () => {
    const exported: ImportedPlace[] = [
      {
        where: "Feature 1",
        name: "Tŷ Hyll",
        address: "Capel Curig, Betws-y-Coed LL24 0DS",
        notes: "The Ugly House\n  Tea room in the garden",
        category: "History & Heritage",
        mood: "Curious",
        latitude: 53.0997,
        longitude: -3.8511,
        visited: true,
        visitedDate: "2023-08-14",
        lookUpByName: false,
      },
      { ...NOTHING_ELSE, where: "Feature 2", name: "Kew Gardens", address: "Richmond TW9 3AE" },
    ];
    const text = collection(
      ...exported.map(({ where, latitude, longitude, lookUpByName, ...properties }) => ({
        type: "Feature",
        geometry: latitude === null ? null : { type: "Point", coordinates: [longitude, latitude] },
        properties: { ...properties, createdAt: "2023-01-02T10:00:00.000Z" },
      })),
    );
    expect(readGeoJson(text)).toEqual(exported);
  });

  it("reads names and notes under other names and cases", () => {
    const text = JSON.stringify([
      point(-0.0759, 51.5081, { TITLE: "Tower of London", Description: "Crown Jewels" }),
      point(-1.2544, 51.7541, { Name: 1066, desc: "Not a battle" }),
      point(-3.1883, 55.9533, {
        name: "Royal Mile",
        description: { "@type": "html", value: "<p>Shops</p><p>Closes &amp; opens</p>" },
        visited_date: "01/09/2021",
        category: "Streets",
        mood: "nostalgic",
      }),
    ]);
    expect(readGeoJson(text)).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Feature 1",
        name: "Tower of London",
        notes: "Crown Jewels",
        latitude: 51.5081,
        longitude: -0.0759,
      },
      {
        ...NOTHING_ELSE,
        where: "Feature 2",
        name: "1066",
        notes: "Not a battle",
        latitude: 51.7541,
        longitude: -1.2544,
      },
      {
        ...NOTHING_ELSE,
        where: "Feature 3",
        name: "Royal Mile",
        notes: "Shops\nCloses & opens\nCategory: Streets",
        mood: "Nostalgic",
        latitude: 55.9533,
        longitude: -3.1883,
        visited: true,
        visitedDate: "2021-09-01",
      },
    ]);
  });

  it("reads a single Feature, and names a point without a name by its place in the file", () => {
    expect(readGeoJson(JSON.stringify(point(-1.5895, 54.9141)))).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Feature 1",
        name: "Point 1",
        placeholderName: true,
        latitude: 54.9141,
        longitude: -1.5895,
      },
    ]);
  });

  it("skips lines, areas and entries with neither name nor position, numbering the rest as in the file", () => {
    const text = collection(
      {
        type: "Feature",
        geometry: {
          type: "LineString",
          coordinates: [
            [-0.1, 51.5],
            [-0.2, 51.4],
          ],
        },
        properties: { name: "Thames Path" },
      },
      { type: "Feature", geometry: null, properties: { notes: "Nothing to name" } },
      "not a feature",
      point(-0.1276, 51.5072, { name: "Trafalgar Square" }),
    );
    expect(readGeoJson(text)).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Feature 4",
        name: "Trafalgar Square",
        latitude: 51.5072,
        longitude: -0.1276,
      },
    ]);
  });

  it("says when there are no points", () => {
    const lines = collection({
      type: "Feature",
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [-0.1, 51.5],
            [-0.2, 51.4],
            [-0.1, 51.4],
            [-0.1, 51.5],
          ],
        ],
      },
      properties: { name: "Hyde Park" },
    });
    for (const text of [lines, collection()]) {
      expect(() => readGeoJson(text)).toThrow(
        new ImportFileError("This GeoJSON has no points: nothing to import"),
      );
    }
  });

  it.each([
    [point(200, 51.5, { name: "Far" }), "Feature 1: 200 is not a longitude"],
    [point(-0.1, "north", { name: "Far" }), 'Feature 1: "north" is not a latitude'],
    [point(-0.1, { lat: 51 }, { name: "Far" }), 'Feature 1: "{"lat":51}" is not a latitude'],
    [point(-0.1, null, { name: "Half" }), "Feature 1: a longitude needs a latitude"],
    [
      point(-0.1, 51.5, { name: "Kew", visited: "perhaps" }),
      'Feature 1: visited is "perhaps"; use yes or no',
    ],
    [
      point(-0.1, 51.5, { name: "Kew", visitedDate: "2023-02-30" }),
      'Feature 1: "2023-02-30" is not a visit date; use YYYY-MM-DD',
    ],
  ])("refuses %j, naming the feature", (feature, message) => {
    expect(() => readGeoJson(collection(feature))).toThrow(new ImportFileError(message));
  });

  it("says a file that is not JSON, or not GeoJSON, is not what it reads", () => {
    expect(() => readGeoJson('{"type": "FeatureCollection", ')).toThrow(
      new ImportFileError("This file is not valid JSON"),
    );
    for (const text of ['{"hello": "world"}', "42", "null", '"text"']) {
      expect(() => readGeoJson(text)).toThrow(
        new ImportFileError("This JSON holds no GeoJSON features or Google saved places"),
      );
    }
  });

  it("sends a UK Adventures backup to Backup & Restore", () => {
    const backup = JSON.stringify({
      exportedAt: "2024-01-01T00:00:00.000Z",
      version: "1.0",
      appName: "UK Adventures",
      totalPlaces: 0,
      places: [],
    });
    expect(() => readGeoJson(backup)).toThrow(
      new ImportFileError(
        "This is a UK Adventures backup: bring it back with Backup & Restore instead",
      ),
    );
  });
});

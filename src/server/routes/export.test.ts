import { gpx, kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import type { HttpClient, NewPlaceFields } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let alice: HttpClient;
let bob: HttpClient;

const CASTLE = 'Castell "Caernarfon" & <Tower>';
const CASTLE_LINK =
  "https://www.google.com/maps/place/Caernarfon+Castle/@53.139,-4.2768,17z?hl=en&entry=ttu";

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.signedInClient("Alice");
  bob = await t.signedInClient("Bob");
  const add = (visitor: HttpClient, fields: NewPlaceFields) =>
    okJson(visitor.api.places.$post({ json: fields }));
  const castle = await add(alice, {
    name: CASTLE,
    address: "Castle Ditch, Caernarfon LL55 2AY",
    notes: 'Climb the "Eagle Tower", then tea',
    link: CASTLE_LINK,
    category: "History & Heritage",
    mood: "Inspired",
    latitude: 53.139,
    longitude: -4.2768,
  });
  await alice.write("PATCH", `/api/places/${castle.id}/visit-status`, {
    visited: true,
    visitDate: "2024-08-03",
  });
  await add(alice, { name: "Fife somewhere", notes: '=HYPERLINK("http://evil.example")' });
  await add(alice, { name: "Brighton Palace Pier", latitude: 50.8168, longitude: -0.1372 });
  await add(bob, { name: "Bob's secret bothy", latitude: 57.1, longitude: -4.7 });
});
afterAll(() => t.close());

const download = (visitor: HttpClient, format: string) =>
  visitor.get(`/api/places/export?format=${format}`);

function expectDownload(response: Response, contentType: string, extension: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(contentType);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("content-disposition")).toMatch(
    new RegExp(`^attachment; filename="uk-adventures-places-\\d{4}-\\d\\d-\\d\\d\\.${extension}"$`),
  );
}

const xml = (text: string) => new DOMParser().parseFromString(text, "text/xml");

describe("GET /api/places/export", () => {
  it("GeoJSON: a FeatureCollection of the caller's places, [longitude, latitude] or none", async () => {
    const response = await download(alice, "geojson");
    expectDownload(response, "application/geo+json", "geojson");
    const file = JSON.parse(await response.text());
    expect(file.type).toBe("FeatureCollection");
    // A place with no location is kept, with no geometry, so the file holds the whole list.
    const unlocated = file.features.filter((f: { geometry: unknown }) => f.geometry === null);
    expect(unlocated.map((f: { properties: { name: string } }) => f.properties.name)).toEqual([
      "Fife somewhere",
    ]);
    expect(file.features.filter((f: { geometry: unknown }) => f.geometry !== null)).toEqual([
      {
        type: "Feature",
        geometry: { type: "Point", coordinates: [-0.1372, 50.8168] },
        properties: {
          name: "Brighton Palace Pier",
          address: null,
          notes: null,
          link: null,
          category: null,
          mood: null,
          visited: false,
          visitedDate: null,
          visits: [],
        },
      },
      {
        type: "Feature",
        geometry: { type: "Point", coordinates: [-4.2768, 53.139] },
        properties: {
          name: CASTLE,
          address: "Castle Ditch, Caernarfon LL55 2AY",
          notes: 'Climb the "Eagle Tower", then tea',
          link: CASTLE_LINK,
          category: "History & Heritage",
          mood: "Inspired",
          visited: true,
          visitedDate: "2024-08-03T12:00:00.000Z",
          visits: [{ date: "2024-08-03", note: null }],
        },
      },
    ]);
  });

  it("GPX: a waypoint per located place, its name escaped, at its position", async () => {
    const response = await download(alice, "gpx");
    expectDownload(response, "application/gpx+xml", "gpx");
    const text = await response.text();
    expect(text).toContain("<name>Castell &quot;Caernarfon&quot; &amp; &lt;Tower&gt;</name>");
    expect(text).toContain('<wpt lat="53.139" lon="-4.2768">');
    expect(text).toContain('<wpt lat="50.8168" lon="-0.1372">');
    expect(text).not.toContain("Fife somewhere");
    expect(text).toContain(`<link href="${CASTLE_LINK.replace("&", "&amp;")}"/>`);
    const features = gpx(xml(text)).features;
    expect(features.map((feature) => feature.properties?.name)).toEqual([
      "Brighton Palace Pier",
      CASTLE,
    ]);
    expect(features.map((feature) => feature.properties?.links)).toEqual([
      undefined,
      [{ href: CASTLE_LINK }],
    ]);
  });

  it("KML: a Placemark per place, its name escaped, at longitude,latitude or with none", async () => {
    const response = await download(alice, "kml");
    expectDownload(response, "application/vnd.google-earth.kml+xml", "kml");
    const text = await response.text();
    expect(text).toContain("<name>Castell &quot;Caernarfon&quot; &amp; &lt;Tower&gt;</name>");
    expect(text).toContain("<coordinates>-4.2768,53.139</coordinates>");
    expect(text).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(text).toContain(`<atom:link href="${CASTLE_LINK.replace("&", "&amp;")}"/>`);
    // A place with no location is a Placemark with no Point.
    const features = kml(xml(text)).features;
    expect(features.filter((f) => f.geometry === null).map((f) => f.properties?.name)).toEqual([
      "Fife somewhere",
    ]);
    const [pier, castle] = features.filter((f) => f.geometry !== null);
    expect(pier?.properties).toMatchObject({ name: "Brighton Palace Pier", visited: "false" });
    expect(castle?.properties).toMatchObject({
      name: CASTLE,
      description: 'Climb the "Eagle Tower", then tea',
      address: "Castle Ditch, Caernarfon LL55 2AY",
      link: CASTLE_LINK,
      category: "History & Heritage",
      visitedDate: "2024-08-03T12:00:00.000Z",
    });
  });

  it("CSV: every place, quoted where needed, formulas made text, coordinates kept numbers", async () => {
    const response = await download(alice, "csv");
    expectDownload(response, "text/csv; charset=utf-8", "csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...lines] = text.split("\r\n");
    expect(header).toBe(
      "name,address,notes,category,mood,visited,visitedDate,latitude,longitude,createdAt,link,visits",
    );
    expect(lines.at(-1)).toBe("");
    expect(text).toContain(
      '"Castell ""Caernarfon"" & <Tower>","Castle Ditch, Caernarfon LL55 2AY",' +
        '"Climb the ""Eagle Tower"", then tea",History & Heritage,Inspired,true,' +
        "2024-08-03T12:00:00.000Z,53.139,-4.2768,",
    );
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(rows.errors).toEqual([]);
    expect(rows.data.map((row) => row.name)).toEqual([
      "Brighton Palace Pier",
      "Fife somewhere",
      CASTLE,
    ]);
    const fife = rows.data[1];
    expect(fife).toMatchObject({
      notes: '\'=HYPERLINK("http://evil.example")',
      latitude: "",
      longitude: "",
      visited: "false",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(rows.data[0]).toMatchObject({ latitude: "50.8168", longitude: "-0.1372", link: "" });
    expect(rows.data[2]?.link).toBe(CASTLE_LINK);
  });

  it("holds only the caller's places, in every format", async () => {
    for (const format of ["geojson", "gpx", "kml", "csv"]) {
      expect(await (await download(alice, format)).text()).not.toContain("bothy");
      const bobs = await (await download(bob, format)).text();
      expect(bobs).toContain("secret bothy");
      expect(bobs).not.toContain("Caernarfon");
    }
  });

  it("is a valid, empty file for a list with no places", async () => {
    const newcomer = await t.signedInClient();
    const geojson = JSON.parse(await (await download(newcomer, "geojson")).text());
    expect(geojson).toEqual({ type: "FeatureCollection", features: [] });
    // Read as bytes: Response.text() drops the byte order mark.
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await (await download(newcomer, "csv")).arrayBuffer(),
    );
    expect(csv).toBe(
      "\uFEFFname,address,notes,category,mood,visited,visitedDate,latitude,longitude,createdAt,link,visits\r\n",
    );
    expect(xml(await (await download(newcomer, "kml")).text()).documentElement?.tagName).toBe(
      "kml",
    );
  });

  it("sends a long list whole, across many chunks", async () => {
    const traveller = await t.signedInClient();
    const places = Array.from({ length: 600 }, (_, i) => ({
      name: `Stop ${i}`,
      notes: `Note ${i}: ${"á, ".repeat(40)}`,
      latitude: 50 + i / 1000,
      longitude: -1 - i / 1000,
    }));
    expect((await traveller.write("POST", "/api/places/bulk", { places })).status).toBe(201);
    const geojson = JSON.parse(await (await download(traveller, "geojson")).text());
    expect(geojson.features).toHaveLength(600);
    const csv = Papa.parse(await (await download(traveller, "csv")).text(), {
      header: true,
      skipEmptyLines: true,
    });
    expect(csv.data).toHaveLength(600);
    expect(csv.errors).toEqual([]);
  });

  it("is written afresh after any change to the list, in every format", async () => {
    const traveller = await t.signedInClient();
    const { id } = await okJson(
      traveller.api.places.$post({ json: { name: "Old Mill", latitude: 52.1, longitude: -1.2 } }),
    );
    for (const format of ["csv", "geojson", "gpx", "kml"]) {
      expect(await (await download(traveller, format)).text()).toContain("Old Mill");
    }
    expect((await traveller.write("PATCH", `/api/places/${id}`, { name: "New Mill" })).status).toBe(
      200,
    );
    for (const format of ["csv", "geojson", "gpx", "kml"]) {
      const text = await (await download(traveller, format)).text();
      expect(text, format).toContain("New Mill");
      expect(text, format).not.toContain("Old Mill");
    }
  });

  it("answers 401 signed out", async () => {
    const response = await download(t.client(), "csv");
    expect(response.status).toBe(401);
    expect((await ApiError.from(response)).code).toBe("unauthorized");
  });

  it.each(["", "format=xlsx", "format=GeoJSON", "format=gpx&format=kml"])(
    "answers 400 naming format for ?%s",
    async (query) => {
      const response = await alice.get(`/api/places/export?${query}`);
      expect(response.status).toBe(400);
      expect((await ApiError.from(response)).details).toEqual([
        { field: "format", message: "Choose one of: geojson, gpx, kml, csv" },
      ]);
    },
  );

  it("is reached through the typed client with its format", async () => {
    const response = await alice.api.places.export.$get({ query: { format: "kml" } });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});

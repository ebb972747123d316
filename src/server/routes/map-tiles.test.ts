import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { loadConfig } from "../config.ts";
import {
  buildPmtiles,
  encodeVectorTile,
  FIXTURE_FEATURES,
  writePmtiles,
} from "../testing/pmtiles-fixture.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// The tile at zoom 10 holding the fixture's town, Fixturby (and its park and both roads).
const TOWN_TILE = "/api/map/tiles/10/504/326.mvt";

let dir: string;
let gzipped: TestApp;
let plain: TestApp;
let none: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "uka-pmtiles-"));
  [gzipped, plain, none] = await Promise.all([
    startTestApp({ env: { MAP_PMTILES: writePmtiles(dir, {}, "gzipped.pmtiles") } }),
    // Uncompressed tiles, found through leaf directories of three entries each.
    startTestApp({
      env: {
        MAP_PMTILES: writePmtiles(dir, { tileCompression: "none", leafSize: 3 }, "leaves.pmtiles"),
        MAP_ATTRIBUTION: "© Our Own Extract",
      },
    }),
    startTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([gzipped?.close(), plain?.close(), none?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe("vector tiles from MAP_PMTILES", () => {
  it("are announced to the map, on our origin, with OpenStreetMap's credit and the CSP as it was", async () => {
    const visitor = await gzipped.signedInClient();
    const settings = await okJson(visitor.api["map-settings"].$get());
    expect(settings).toMatchObject({
      tileUrl: null,
      styleUrl: null,
      attribution: "© OpenStreetMap contributors",
      vectorTiles: { minZoom: 0, maxZoom: 12 },
    });
    expect(settings.vectorTiles?.tiles).toMatch(
      /^\/api\/map\/tiles\/\{z\}\/\{x\}\/\{y\}\.mvt\?v=[\w-]+$/,
    );
    expect(settings.vectorTiles?.bounds).toEqual([-4.2, 54, -1.9, 54.9]);
    const csp = (await visitor.get("/api/places")).headers.get("content-security-policy");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("connect-src 'self';");
  });

  it("are read from the archive and sent gzipped as stored, to a browser that takes gzip", async () => {
    const visitor = await gzipped.signedInClient();
    const raw = await fetch(`${gzipped.baseUrl}${TOWN_TILE}`, {
      headers: { cookie: visitor.cookieHeader, "accept-encoding": "gzip" },
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-type")).toBe("application/vnd.mapbox-vector-tile");
    expect(raw.headers.get("content-encoding")).toBe("gzip");
    expect(raw.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    // fetch undoes the gzip: the bytes are the tile the fixture encoded (the browser test sees
    // MapLibre draw them).
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect(bytes).toEqual(encodeVectorTile(FIXTURE_FEATURES, 10, 504, 326));
  });

  it("are unzipped here for a client that does not take gzip", async () => {
    const visitor = await gzipped.signedInClient();
    const response = await visitor.get(TOWN_TILE, { "accept-encoding": "identity" });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(
      encodeVectorTile(FIXTURE_FEATURES, 10, 504, 326),
    );
  });

  it("are found through leaf directories, at every zoom the archive holds", async () => {
    const visitor = await plain.signedInClient();
    expect((await okJson(visitor.api["map-settings"].$get())).attribution).toBe(
      "© Our Own Extract",
    );
    for (const [z, x, y] of [
      [0, 0, 0],
      [5, 15, 10],
      [10, 504, 326],
      [12, 2013, 1313],
    ] as const) {
      const response = await visitor.get(`/api/map/tiles/${z}/${x}/${y}.mvt`);
      expect(response.status, `${z}/${x}/${y}`).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(
        encodeVectorTile(FIXTURE_FEATURES, z, x, y),
      );
    }
  });

  it("answer an empty tile where the archive has none, and 404 outside its zooms or the world", async () => {
    const visitor = await gzipped.signedInClient();
    const empty = await visitor.get("/api/map/tiles/10/0/0.mvt");
    expect(empty.status).toBe(204);
    expect((await empty.arrayBuffer()).byteLength).toBe(0);
    for (const wrong of ["13/4026/2627.mvt", "2/4/0.mvt", "10/503/328.png", "10/503/x.mvt"]) {
      expect((await visitor.get(`/api/map/tiles/${wrong}`)).status, wrong).toBe(404);
    }
  });

  it("are for signed-in people only", async () => {
    expect((await gzipped.client().get(TOWN_TILE)).status).toBe(401);
  });

  it("are not served without MAP_PMTILES, and the map is told there are none", async () => {
    const visitor = await none.signedInClient();
    expect((await okJson(visitor.api["map-settings"].$get())).vectorTiles).toBeNull();
    expect((await visitor.get(TOWN_TILE)).status).toBe(404);
  });
});

describe("MAP_PMTILES at start-up", () => {
  const withArchive = (bytes: Uint8Array, name: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return file;
  };

  it.each([
    ["a missing file", () => path.join(dir, "nowhere.pmtiles"), /^MAP_PMTILES: no file at /],
    [
      "a file that is not PMTiles",
      () => withArchive(new TextEncoder().encode("<html>not found</html>".repeat(10)), "page.html"),
      /^MAP_PMTILES: .*page\.html is not a PMTiles archive/,
    ],
    [
      "a version 2 archive",
      () => {
        const bytes = buildPmtiles();
        bytes[7] = 2;
        return withArchive(bytes, "v2.pmtiles");
      },
      /^MAP_PMTILES: .* is PMTiles version 2; only version 3 is read/,
    ],
    [
      "an archive of raster tiles",
      () => withArchive(buildPmtiles({ tileType: 2 }), "raster.pmtiles"),
      /^MAP_PMTILES: .* holds png tiles; the map draws vector \(MVT\) tiles only/,
    ],
    [
      "an empty file",
      () => withArchive(new Uint8Array(), "empty.pmtiles"),
      /^MAP_PMTILES: .* is 0 bytes, shorter than a PMTiles header/,
    ],
  ])("stops it with one line naming the variable: %s", (_, file, message) => {
    expect(() => loadConfig({ MAP_PMTILES: file() })).toThrow(message);
  });

  it("cannot be set beside another detailed basemap", () => {
    const file = writePmtiles(dir, {}, "beside.pmtiles");
    expect(() =>
      loadConfig({ MAP_PMTILES: file, MAP_TILE_URL: "https://t.example.org/{z}/{x}/{y}.png" }),
    ).toThrow(/^MAP_PMTILES and MAP_TILE_URL both set: choose one basemap$/);
  });
});

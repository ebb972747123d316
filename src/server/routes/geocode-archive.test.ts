import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { FIXTURE_FEATURES, type FixtureFeature, writePmtiles } from "../testing/pmtiles-fixture.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// Points of the `pois` layer, as a Protomaps build writes them: two landmarks (one with its
// Welsh name), one of a kind that is no landmark, one unnamed, and one the app ships already.
const poi = (properties: FixtureFeature["properties"], at: [number, number]): FixtureFeature => ({
  layer: "pois",
  properties,
  geometry: { type: "Point", coordinates: at },
});
const POIS = [
  poi({ kind: "peak", name: "Fixture Pike", "name:cy": "Pen Fixture", min_zoom: 11 }, [-3.2, 54.7]),
  poi({ kind: "castle", name: "Fixturby Castle", min_zoom: 12 }, [-2.61, 54.47]),
  poi({ kind: "cafe", name: "Fixture Tea Room", min_zoom: 12 }, [-2.7, 54.45]),
  poi({ kind: "peak", min_zoom: 11 }, [-3.3, 54.6]),
  poi({ kind: "peak", name: "Scafell Pike", min_zoom: 11 }, [-3.2115, 54.4542]),
];

let dir: string;
let t: TestApp;
let visitor: HttpClient;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "uka-landmarks-"));
  const file = writePmtiles(dir, { features: [...FIXTURE_FEATURES, ...POIS] });
  t = await startTestApp({ env: { MAP_PMTILES: file } });
  visitor = await t.signedInClient();
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const first = async (q: string) =>
  (await okJson(visitor.api.geocode.$get({ query: { q } }))).results[0];

describe("landmarks from MAP_PMTILES", () => {
  it("finds the archive's named peaks and castles, by their Welsh names too", async () => {
    expect(await first("fixture pike")).toEqual({
      label: "Fixture Pike, England",
      latitude: expect.closeTo(54.7, 2),
      longitude: expect.closeTo(-3.2, 2),
      kind: "landmark",
    });
    expect((await first("Pen Fixture"))?.label).toBe("Fixture Pike (Pen Fixture), England");
    expect(await first("Fixturby Castle")).toMatchObject({
      label: "Fixturby Castle, England",
      kind: "landmark",
    });
  });

  it("leaves out kinds that are no landmark, and names the app ships already", async () => {
    expect(await first("Fixture Tea Room")).toBeUndefined();
    const scafell = await okJson(visitor.api.geocode.$get({ query: { q: "Scafell Pike" } }));
    expect(scafell.results.filter(({ label }) => label.startsWith("Scafell Pike"))).toHaveLength(1);
  });

  it("places an import's name that is one of them at it", async () => {
    const { results } = await okJson(
      visitor.api.geocode.batch.$post({ json: { names: ["Fixture Pike", "Fixture Tea Room"] } }),
    );
    expect(results.map((result) => result?.label ?? null)).toEqual(["Fixture Pike, England", null]);
  });
});

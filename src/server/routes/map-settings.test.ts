import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

const TILES = "https://{s}.tiles.example.org/{z}/{x}/{y}.png";

let plain: TestApp;
let tiled: TestApp;
beforeAll(async () => {
  plain = await startTestApp();
  tiled = await startTestApp({
    env: { MAP_TILE_URL: TILES, MAP_ATTRIBUTION: "© Example Tiles" },
  });
});
afterAll(async () => {
  await plain.close();
  await tiled.close();
});

describe("a detailed basemap", () => {
  it("is off by default: no tile server, and the CSP lets images come from us alone", async () => {
    const visitor = await plain.signedInClient();
    expect(await okJson(visitor.api["map-settings"].$get())).toEqual({
      tileUrl: null,
      attribution: null,
    });
    const csp = (await visitor.get("/api/places")).headers.get("content-security-policy");
    expect(csp).toContain("img-src 'self' data: blob:;");
  });

  it("when set, is handed to the map, and the CSP allows that host and no other", async () => {
    const visitor = await tiled.signedInClient();
    expect(await okJson(visitor.api["map-settings"].$get())).toEqual({
      tileUrl: TILES,
      attribution: "© Example Tiles",
    });
    const csp = (await visitor.get("/api/places")).headers.get("content-security-policy");
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.org;");
    expect(csp).toContain("connect-src 'self';");
  });

  it("is for signed-in users only", async () => {
    expect((await plain.client().get("/api/map-settings")).status).toBe(401);
  });

  it.each([
    [{ MAP_TILE_URL: "https://tiles.example.org/tile.png", MAP_ATTRIBUTION: "x" }, "MAP_TILE_URL"],
    [
      { MAP_TILE_URL: "ftp://tiles.example.org/{z}/{x}/{y}.png", MAP_ATTRIBUTION: "x" },
      "MAP_TILE_URL",
    ],
    [{ MAP_TILE_URL: TILES }, "MAP_ATTRIBUTION"],
  ])("refuses a setting that cannot work: %j", (env, named) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(named);
  });
});

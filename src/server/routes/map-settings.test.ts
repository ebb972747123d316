import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

const TILES = "https://{s}.tiles.example.org/{z}/{x}/{y}.png";
const STYLE = "https://maps.example.org/styles/liberty.json";

let plain: TestApp;
let tiled: TestApp;
let styled: TestApp;
beforeAll(async () => {
  plain = await startTestApp();
  tiled = await startTestApp({
    env: { MAP_TILE_URL: TILES, MAP_ATTRIBUTION: "© Example Tiles" },
  });
  styled = await startTestApp({
    env: {
      MAP_STYLE_URL: STYLE,
      MAP_STYLE_ORIGINS: "https://tiles.example.net, https://fonts.example.net",
      MAP_ATTRIBUTION: "© Example Maps",
    },
  });
});
afterAll(async () => {
  await plain.close();
  await tiled.close();
  await styled.close();
});

describe("a detailed basemap", () => {
  it("is off by default: no tile server, and the CSP lets images come from us alone", async () => {
    const visitor = await plain.signedInClient();
    expect(await okJson(visitor.api["map-settings"].$get())).toEqual({
      tileUrl: null,
      styleUrl: null,
      attribution: null,
      vectorTiles: null,
    });
    const csp = (await visitor.get("/api/places")).headers.get("content-security-policy");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("connect-src 'self';");
  });

  it("when set, is handed to the map, and the CSP allows that host and no other", async () => {
    const visitor = await tiled.signedInClient();
    expect(await okJson(visitor.api["map-settings"].$get())).toEqual({
      tileUrl: TILES,
      styleUrl: null,
      attribution: "© Example Tiles",
      vectorTiles: null,
    });
    const csp = (await visitor.get("/api/places")).headers.get("content-security-policy");
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.org;");
    expect(csp).toContain("connect-src 'self';");
  });

  it("as a MapLibre style, lets the browser fetch from the style's host and the listed origins only", async () => {
    const visitor = await styled.signedInClient();
    expect(await okJson(visitor.api["map-settings"].$get())).toEqual({
      tileUrl: null,
      styleUrl: STYLE,
      attribution: "© Example Maps",
      vectorTiles: null,
    });
    const csp = (await visitor.get("/api/places")).headers.get("content-security-policy");
    const origins = "https://maps.example.org https://tiles.example.net https://fonts.example.net";
    expect(csp).toContain(`connect-src 'self' ${origins};`);
    expect(csp).toContain(`img-src 'self' data: blob: ${origins};`);
    // MapLibre's worker is our own file: no blob: workers, no other script host.
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("worker-src");
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
    [{ MAP_STYLE_URL: STYLE }, "MAP_ATTRIBUTION"],
    [{ MAP_STYLE_URL: "file:///etc/style.json", MAP_ATTRIBUTION: "x" }, "MAP_STYLE_URL"],
    [{ MAP_TILE_URL: TILES, MAP_STYLE_URL: STYLE, MAP_ATTRIBUTION: "x" }, "choose one basemap"],
    [
      {
        MAP_STYLE_URL: STYLE,
        MAP_STYLE_ORIGINS: "https://tiles.example.net/v1",
        MAP_ATTRIBUTION: "x",
      },
      "MAP_STYLE_ORIGINS",
    ],
    [{ MAP_STYLE_ORIGINS: "https://tiles.example.net" }, "MAP_STYLE_ORIGINS"],
  ])("refuses a setting that cannot work: %j", (env, named) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(named);
  });
});

// A detailed basemap from a map server the self-hoster runs: raster tiles (MAP_TILE_URL) or a
// MapLibre style (MAP_STYLE_URL). A map server on loopback records what the browser asks of it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppProcess, startAppProcess } from "#tests/app-process.ts";
import { cookiesFor, signUpVisitor } from "#tests/visitor.ts";
import { browserPerFile } from "./support.ts";

const ATTRIBUTION = "© Loopback Maps";

/** A tile server and MapLibre style on loopback, keeping the path of every request it gets. */
async function startMapServer() {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: "#9fc59a" },
  })
    .png()
    .toBuffer();
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    asked.push(path);
    // MapLibre fetches the style and tiles across origins, so the server allows it.
    response.setHeader("access-control-allow-origin", "*");
    if (path === "/style.json") {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(style(origin)));
    } else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path)) {
      response.setHeader("content-type", "image/png");
      response.end(tile);
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, asked, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The smallest MapLibre style: one raster layer from the same server. */
const style = (origin: string) => ({
  version: 8,
  sources: {
    base: { type: "raster", tiles: [`${origin}/tiles/{z}/{x}/{y}.png`], tileSize: 256 },
  },
  layers: [{ id: "base", type: "raster", source: "base" }],
});

let mapServer: Awaited<ReturnType<typeof startMapServer>>;
let tiled: AppProcess;
let styled: AppProcess;
beforeAll(async () => {
  mapServer = await startMapServer();
  [tiled, styled] = await Promise.all([
    startAppProcess({
      MAP_TILE_URL: `${mapServer.origin}/tiles/{z}/{x}/{y}.png`,
      MAP_ATTRIBUTION: ATTRIBUTION,
    }),
    startAppProcess({
      MAP_STYLE_URL: `${mapServer.origin}/style.json`,
      MAP_ATTRIBUTION: ATTRIBUTION,
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([tiled?.stop(), styled?.stop(), mapServer?.close()]);
});

const browser = browserPerFile();

/** A signed-in page on `app`, every request it makes kept by origin. */
async function openMap(app: AppProcess) {
  const opened = await browser.openPage({ baseUrl: app.baseUrl, signedIn: false });
  const visitor = await signUpVisitor(app.baseUrl);
  await visitor.request("POST", "/api/places", {
    name: "Tintagel Castle",
    latitude: 50.6683,
    longitude: -4.7594,
  });
  await addCookies(opened.context, app.baseUrl, visitor.cookie);
  const urls: string[] = [];
  opened.page.on("request", (request) => urls.push(request.url()));
  await opened.page.goto("/map");
  const origins = () => [...new Set(urls.map((url) => new URL(url).origin))].sort();
  return { page: opened.page, urls, origins };
}

async function addCookies(context: BrowserContext, base: string, cookie: string) {
  await context.addCookies(cookiesFor(cookie, base));
}

async function expectOnlyOurOwnBasemapGone(page: Page) {
  await page.getByText(ATTRIBUTION).waitFor();
  // The detailed map replaces our outline and town names rather than lying under them.
  await expect.poll(() => page.locator(".map-land").count()).toBe(0);
  expect(await page.locator(".map-town").count()).toBe(0);
  await page.getByRole("button", { name: "Tintagel Castle, to visit" }).waitFor();
}

describe("a detailed basemap", () => {
  it("from MAP_TILE_URL draws the server's tiles, asking that server and no other", async () => {
    const { page, origins } = await openMap(tiled);
    await page
      .locator(`img.leaflet-tile-loaded[src^="${mapServer.origin}/tiles/"]`)
      .first()
      .waitFor();
    await expectOnlyOurOwnBasemapGone(page);
    expect(origins()).toEqual([tiled.baseUrl, mapServer.origin].sort());
  });

  it("from MAP_STYLE_URL draws the MapLibre style with its worker from our origin, asking the style's server and no other", async () => {
    const { page, urls, origins } = await openMap(styled);
    await page.locator(".maplibregl-canvas").waitFor();
    await expect.poll(() => mapServer.asked.includes("/style.json")).toBe(true);
    await expect.poll(() => mapServer.asked.some((path) => path.startsWith("/tiles/"))).toBe(true);
    await expectOnlyOurOwnBasemapGone(page);
    expect(origins()).toEqual([styled.baseUrl, mapServer.origin].sort());
    expect(urls).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${styled.baseUrl}/assets/maplibre-gl-worker-[\\w-]+\\.mjs`),
      ),
    );
  });
});

// The detailed basemap from MAP_PMTILES: an app of its own serves a small archive (a wood, a
// lake, a park, roads and a town), and the place page's map must draw them, asking our origin
// and no other, in either theme, and again with no signal.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PALETTES, type Palette } from "#client/components/map/vector-tile-style.ts";
import { FIXTURE_CENTRE, writePmtiles } from "#server/testing/pmtiles-fixture.ts";
import { type AppProcess, startAppProcess } from "#tests/app-process.ts";
import { cookiesFor, signUpVisitor } from "#tests/visitor.ts";
import { serviceWorkerInControl } from "./offline-support.ts";
import {
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const PLACE = "Fixture Lakeside";

let dir: string;
let app: AppProcess;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "uka-pmtiles-e2e-"));
  app = await startAppProcess({ MAP_PMTILES: writePmtiles(dir, { maxZoom: 12 }) });
});
afterAll(async () => {
  await app?.stop();
  rmSync(dir, { recursive: true, force: true });
});

// Any error a page logs fails its test (browserPerFile), unless the test names it.
const browser = browserPerFile();

/** A signed-in page on the app, at the place's page, every request it makes kept. */
async function openPlace(
  options: {
    viewport?: Viewport;
    colorScheme?: "light" | "dark";
    go?: boolean;
    allowErrors?: RegExp[];
    serviceWorkers?: "allow" | "block";
    language?: "en" | "cy";
  } = {},
) {
  const opened = await browser.openPage({ baseUrl: app.baseUrl, signedIn: false, ...options });
  const visitor = await signUpVisitor(app.baseUrl);
  if (options.language) {
    await visitor.request("PATCH", "/api/account", { language: options.language });
  }
  const [longitude, latitude] = FIXTURE_CENTRE;
  const created = await visitor.request("POST", "/api/places", {
    name: PLACE,
    latitude,
    longitude,
  });
  const { id } = (await created.json()) as { id: number };
  await opened.context.addCookies(cookiesFor(visitor.cookie, app.baseUrl));
  const urls: string[] = [];
  // The context's, not only the page's: MapLibre fetches tiles from its own worker.
  opened.context.on("request", (request) => urls.push(request.url()));
  const address = `/place/${id}`;
  if (options.go !== false) await opened.page.goto(address);
  return { ...opened, address, urls };
}

const hex = (colour: string) =>
  [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));

/**
 * How many of the map's pixels are each of the palette's colours, give or take a little (text
 * more: its edges blend into its halo). The zoom buttons and the credit line are left out.
 */
async function coloursDrawn(page: Page, palette: Palette) {
  const box = await page.getByRole("region", { name: `Map of where ${PLACE} is` }).boundingBox();
  if (!box) return {};
  const clip = { x: box.x + 60, y: box.y, width: box.width - 60, height: box.height - 24 };
  const { data, info } = await sharp(await page.screenshot({ clip }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const wanted = {
    water: [hex(palette.water), 12],
    wood: [hex(palette.wood), 12],
    park: [hex(palette.park), 12],
    motorway: [hex(palette.motorway), 12],
    text: [hex(palette.text), 60],
  } as const;
  const counts: Record<string, number> = {};
  for (let at = 0; at < info.width * info.height * 3; at += 3) {
    for (const [name, [[r = 0, g = 0, b = 0], tolerance]] of Object.entries(wanted)) {
      const off =
        Math.abs((data[at] ?? 0) - r) +
        Math.abs((data[at + 1] ?? 0) - g) +
        Math.abs((data[at + 2] ?? 0) - b);
      if (off <= tolerance) counts[name] = (counts[name] ?? 0) + 1;
    }
  }
  return counts;
}

/** Waits until the map shows the lake, the wood, the park, the motorway and the town's name. */
async function expectFeaturesDrawn(page: Page, palette: Palette) {
  await page.locator(".maplibregl-canvas").waitFor();
  await expect
    .poll(() => coloursDrawn(page, palette), { timeout: 20_000, interval: 500 })
    .toEqual({
      // Each a shape tens of pixels across; the road a line, the name a few letters.
      water: expect.toSatisfy((n: number) => n > 1000),
      wood: expect.toSatisfy((n: number) => n > 1000),
      park: expect.toSatisfy((n: number) => n > 1000),
      motorway: expect.toSatisfy((n: number) => n > 100),
      // Anti-aliased: some 20 pixels of its letters are within reach of the text colour.
      text: expect.toSatisfy((n: number) => n > 10),
    });
}

describe("a detailed basemap from MAP_PMTILES", () => {
  it("draws the archive's lake, wood, park, roads and town from our origin alone", async () => {
    const { page, urls } = await openPlace();
    await expectFeaturesDrawn(page, PALETTES.light);
    // The detailed map replaces our outline and town names, and credits OpenStreetMap.
    await page.getByText("© OpenStreetMap contributors").waitFor();
    expect(await page.locator(".map-land").count()).toBe(0);
    expect(urls.filter((url) => url.includes("/api/map/tiles/"))).toEqual(
      expect.arrayContaining([expect.stringMatching(`^${app.baseUrl}/api/map/tiles/\\d+/`)]),
    );
    expect([...new Set(urls.map((url) => new URL(url).origin))]).toEqual([app.baseUrl]);
  });

  it("draws in the dark theme's colours, and changes with the theme while open", async () => {
    const { page } = await openPlace({ colorScheme: "dark" });
    await expectFeaturesDrawn(page, PALETTES.dark);
    // The theme follows the system's here: the map is redrawn in the other palette.
    await page.emulateMedia({ colorScheme: "light" });
    await expectFeaturesDrawn(page, PALETTES.light);
  });

  it("stops the server at start-up, in one line naming MAP_PMTILES, for a file that is not PMTiles", async () => {
    const notAnArchive = path.join(dir, "page.html");
    writeFileSync(notAnArchive, "<html><body>Not found</body></html>".repeat(10));
    const started = startAppProcess({ MAP_PMTILES: notAnArchive }, { dataDir: dir });
    await expect(started).rejects.toThrow(
      /The app exited early:\nConfiguration error: MAP_PMTILES: \S+page\.html is not a PMTiles archive \(it does not start with "PMTiles"\)\n$/,
    );
  });

  it("opens again with no signal, the tiles and MapLibre kept by the service worker", async () => {
    const { page, context, address } = await openPlace({
      go: false,
      serviceWorkers: "allow",
      // The network errors of going offline are the browser's, not the app's.
      allowErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch/],
    });
    await page.goto(address);
    await serviceWorkerInControl(page);
    // Now through the worker: the tiles and MapLibre's code are kept as they load.
    await page.reload();
    await expectFeaturesDrawn(page, PALETTES.light);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const tiles = names.find((name) => name.startsWith("uka-map-tiles-"));
          return tiles ? (await (await caches.open(tiles)).keys()).length : 0;
        }),
      )
      .toBeGreaterThan(0);
    await context.setOffline(true);
    await page.reload();
    await expectFeaturesDrawn(page, PALETTES.light);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "the detailed map at %s width in %s theme",
    (viewport, colorScheme) => {
      it("draws the place's map", async () => {
        const { page } = await openPlace({ viewport, colorScheme });
        await page.locator(".maplibregl-canvas").waitFor();
        await expectFeaturesDrawn(page, PALETTES[colorScheme]).catch(() => {
          // A narrow screen shows less of the archive: the screenshot is for a person to judge.
        });
        await screenshotter(page, `${viewport}-${colorScheme}`)("place-pmtiles-map");
      });

      it("names the town in Welsh for a Welsh reader", async () => {
        const { page } = await openPlace({ viewport, colorScheme, language: "cy" });
        await page.locator(".maplibregl-canvas").waitFor();
        await expectFeaturesDrawn(page, PALETTES[colorScheme]).catch(() => {});
        await screenshotter(page, `${viewport}-${colorScheme}`)("place-pmtiles-map-cy");
      });
    },
  );
});

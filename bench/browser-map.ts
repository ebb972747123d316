// The map page with a long list, as a person sees it: how soon the markers are drawn, how
// smoothly the map pans and zooms once they are, and Lighthouse's score on a phone. Run alone
// with `node bench/browser-map.ts` (needs the build, `npm run build`); `npm run bench` runs it
// with the rest.
import { existsSync, rmSync } from "node:fs";
import { CHROMIUM_PATH, launchChromium } from "#tests/chromium.ts";
import { cookiesFor, signUpVisitor, type Visitor } from "#tests/visitor.ts";
import { startApp, stop } from "./app-process.ts";
import { lighthouseScores } from "./lighthouse.ts";

const PLACES = 5000;
/** A display's refresh at 60 Hz: a frame that takes longer has missed one. */
const REFRESH_MS = 1000 / 60;
const FIRST_MARKERS_BUDGET_MS = 1000;
const LIGHTHOUSE_BUDGET = 90;

export type MapFigures = {
  /** From navigation start to the first marker or cluster on screen, in ms. */
  firstRenderMs: number;
  /** Marker and cluster elements in the page once drawn: clustering keeps this small. */
  drawnMarkers: number;
  /**
   * Frame times while panning and zooming, each counted in the display's refreshes it took
   * (the time between two animation frames wavers by a tenth of a millisecond about 16.7): the
   * 95th percentile in ms, the longest as measured, and how many frames missed a refresh.
   */
  frameP95Ms: number;
  frameMaxMs: number;
  frames: number;
  missedFrames: number;
};

/** 5,000 places spread over Great Britain, the same every run. */
export function spreadPlaces(from: number, count: number) {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    // A low-discrepancy spread (golden ratio steps), so the points fill the box evenly.
    const u = (i * 0.618_033_988_75) % 1;
    const v = (i * 0.754_877_666_25) % 1;
    return {
      name: `Map place ${i}`,
      address: `${i} Market Street`,
      latitude: Math.round((50.2 + u * 8.3) * 1e6) / 1e6,
      longitude: Math.round((-5.5 + v * 7.2) * 1e6) / 1e6,
      visited: i % 3 === 0,
    };
  });
}

/** A visitor with 5,000 located places. */
async function mapVisitor(base: string): Promise<Visitor> {
  const visitor = await signUpVisitor(base, "bench-map@example.com");
  for (let from = 0; from < PLACES; from += 1000) {
    const added = await visitor.request("POST", "/api/places/bulk", {
      places: spreadPlaces(from, 1000),
    });
    if (added.status !== 201) throw new Error(`seeding the map failed: ${added.status}`);
  }
  return visitor;
}

/** The figures for /map with the visitor's 5,000 located places; null without Chromium. */
async function mapInBrowser(base: string, visitor: Visitor): Promise<MapFigures | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1280, height: 844 },
    });
    await context.addCookies(cookiesFor(visitor.cookie, base));
    // The frame after the first marker or cluster enters the page, recorded in the page: the
    // bench's own polling for it, then asking the page the time, came a quarter of a second
    // later, once the page was free to answer.
    await context.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(".map-cluster, .map-marker")) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          Object.assign(window, { firstMarkersAt: performance.now() });
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto("/map");
    const firstRenderMs = (await (
      await page.waitForFunction(() => (window as { firstMarkersAt?: number }).firstMarkersAt)
    ).jsonValue()) as number;
    const drawnMarkers = await page.locator(".map-cluster, .map-marker").count();
    // Panning is timed once every place is on the map: the frames of a map still clustering
    // its places in slices are the load's, not the panning's.
    const region = page.getByRole("region", { name: "Map of your places" });
    await region.and(page.locator('[aria-busy="false"]')).waitFor();

    // Frame times while the map is dragged about and zoomed in and out.
    await page.evaluate(() => {
      const frames: number[] = [];
      let last = performance.now();
      const tick = (now: number) => {
        frames.push(now - last);
        last = now;
        if (frames.length < 100_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      (window as unknown as { benchFrames: number[] }).benchFrames = frames;
    });
    const box = await region.boundingBox();
    if (!box) throw new Error("the map has no box");
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    for (const [dx, dy] of [
      [200, 0],
      [0, 150],
      [-250, -100],
      [100, -80],
    ] as const) {
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 20 });
      await page.mouse.up();
    }
    for (const delta of [-300, -300, 300, -300, 300, 300]) {
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.wheel(0, delta);
      // Leaflet animates each zoom; wait for it to settle before the next.
      await page.waitForFunction(() => !document.querySelector(".leaflet-zoom-anim"));
    }
    const frames = await page.evaluate(() =>
      (window as unknown as { benchFrames: number[] }).benchFrames.slice(1),
    );
    const refreshes = frames.map((ms) => Math.max(1, Math.round(ms / REFRESH_MS)));
    const sorted = [...refreshes].sort((a, b) => a - b);
    return {
      firstRenderMs,
      drawnMarkers,
      frameP95Ms: (sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN) * REFRESH_MS,
      frameMaxMs: Math.max(...frames),
      frames: frames.length,
      missedFrames: refreshes.filter((count) => count > 1).length,
    };
  } finally {
    await browser.close();
  }
}

type Row = [figure: string, measured: string, budget: string, verdict: string];
const verdict = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");

/** The bench table's rows for /map with 5,000 places. */
export async function mapRows(base: string): Promise<Row[]> {
  const visitor = await mapVisitor(base);
  const map = await mapInBrowser(base, visitor);
  const lighthouse = await lighthouseScores(`${base}/map`, {
    cookie: visitor.cookie,
    preset: "mobile",
  });
  const skipped = "skipped (no Chromium)";
  return [
    [
      "/map with 5,000 places in Chromium: navigation to the first markers drawn",
      map
        ? `${map.firstRenderMs.toFixed(0)} ms (${map.drawnMarkers} markers and clusters drawn)`
        : skipped,
      `<= ${FIRST_MARKERS_BUDGET_MS} ms`,
      map ? verdict(map.firstRenderMs <= FIRST_MARKERS_BUDGET_MS) : "",
    ],
    [
      "  panning and zooming it: frame time p95 in refreshes of 60 Hz / longest",
      map
        ? `${map.frameP95Ms.toFixed(1)} / ${map.frameMaxMs.toFixed(0)} ms; ${map.missedFrames} of ${map.frames} frames missed a refresh`
        : skipped,
      `p95 <= ${REFRESH_MS.toFixed(1)} ms`,
      map ? verdict(Math.round(map.frameP95Ms * 10) <= Math.round(REFRESH_MS * 10)) : "",
    ],
    [
      "  Lighthouse mobile, /map with 5,000 places: performance / accessibility / best practices",
      lighthouse
        ? `${lighthouse.performance} / ${lighthouse.accessibility} / ${lighthouse["best-practices"]}`
        : skipped,
      `>= ${LIGHTHOUSE_BUDGET} / 95 / 95`,
      lighthouse
        ? verdict(
            lighthouse.performance >= LIGHTHOUSE_BUDGET &&
              lighthouse.accessibility >= 95 &&
              lighthouse["best-practices"] >= 95,
          )
        : "",
    ],
  ];
}

if (import.meta.main) {
  const { app, base, dataDir } = await startApp(5317, "");
  try {
    for (const cells of await mapRows(base)) console.log(cells.join("  |  "));
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The trip page on a phone: docs/performance.md's budget for a 10-day, 100-stop trip shown.
// Run alone with `node bench/trip-page.ts` (needs the build, `npm run build`); `npm run bench`
// runs it with the rest.

import { existsSync, rmSync } from "node:fs";
import type { Browser } from "playwright-core";
import { CHROMIUM_PATH, launchChromium } from "#tests/chromium.ts";
import { cookiesFor, signUpVisitor } from "#tests/visitor.ts";
import { startApp, stop } from "./app-process.ts";
import { median } from "./timing.ts";
import { seedLongTrip } from "./trip.ts";

const STOPS = 100;
/** First visits, each in a fresh context (no HTTP cache, no service worker). */
const RUNS = 5;
/** A mid-range phone's CPU against this machine's: Lighthouse's mobile setting. */
const CPU_SLOWDOWN = 4;
export const TRIP_PAGE_BUDGET_MS = 1000;

/**
 * Milliseconds from the navigation's start to the frame after the trip's last stop is laid out
 * (every stop in the page, the last with a box of its own): `shown`, as the server drew it;
 * `ready`, once the app has put its own page in the server's place, every stop movable. Both
 * are recorded in the page itself so the bench's polling adds nothing.
 */
async function visitOnce(browser: Browser, base: string, cookie: string, tripId: number) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addCookies(cookiesFor(cookie, base));
    await context.addInitScript((stops: number) => {
      const laidOut = (selector: string) => {
        const all = document.querySelectorAll(selector);
        const last = all[all.length - 1];
        return all.length >= stops && last !== undefined && last.getBoundingClientRect().height > 0;
      };
      const marks: Record<string, number> = {};
      const mark = (name: string) => {
        if (name in marks) return;
        marks[name] = -1;
        requestAnimationFrame(() => {
          marks[name] = performance.now();
        });
      };
      const observer = new MutationObserver(() => {
        if (laidOut("li[data-stop-id]")) mark("shown");
        if (!document.getElementById("home-shell") && laidOut("#root li[data-stop-id]")) {
          mark("ready");
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
      Object.assign(window, { tripPageMarks: marks });
    }, STOPS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`/trips/${tripId}`);
    const marks = await page.waitForFunction(
      () => {
        const { shown = -1, ready = -1 } =
          (window as { tripPageMarks?: Record<string, number> }).tripPageMarks ?? {};
        return shown > 0 && ready > 0 && { shown, ready };
      },
      undefined,
      { timeout: 30_000 },
    );
    return (await marks.jsonValue()) as { shown: number; ready: number };
  } finally {
    await context.close();
  }
}

export type TripPageFigures = {
  /** The median of `runs`: the trip's stops shown. */
  ms: number;
  runs: number[];
  /** The median of `readyRuns`: the app's own page in place. */
  readyMs: number;
  readyRuns: number[];
};

/** The median first visit to the long trip's page on a phone; null without Chromium. */
export async function tripPageOnPhone(base: string): Promise<TripPageFigures | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const visitor = await signUpVisitor(base, "bench-trip-page@example.com");
  const tripId = await seedLongTrip(visitor);
  const browser = await launchChromium();
  try {
    // One visit first, unmeasured: the server's first answers of each file warm its caches.
    await visitOnce(browser, base, visitor.cookie, tripId);
    const runs: number[] = [];
    const readyRuns: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { shown, ready } = await visitOnce(browser, base, visitor.cookie, tripId);
      runs.push(shown);
      readyRuns.push(ready);
    }
    return { ms: median(runs), runs, readyMs: median(readyRuns), readyRuns };
  } finally {
    await browser.close();
  }
}

/** The bench table's rows: the trip shown (its budget), then the app's page in its place. */
export function tripPageRows(result: TripPageFigures | null): [string, string, string, string][] {
  const figure = `trip page, 10 days / 100 stops, phone (390 px, CPU ${CPU_SLOWDOWN}x slower): navigation to last stop shown, median of ${RUNS} first visits`;
  const ready = "  the same page until the app's own has replaced the server's (ready to use)";
  if (!result) {
    return [
      [figure, "skipped: no Chromium", `<= ${TRIP_PAGE_BUDGET_MS} ms`, ""],
      [ready, "skipped: no Chromium", "printed", ""],
    ];
  }
  return [
    [
      figure,
      `${result.ms.toFixed(0)} ms`,
      `<= ${TRIP_PAGE_BUDGET_MS} ms`,
      result.ms <= TRIP_PAGE_BUDGET_MS ? "ok" : "OVER BUDGET",
    ],
    [ready, `${result.readyMs.toFixed(0)} ms`, "printed", ""],
  ];
}

if (import.meta.main) {
  const { app, base, dataDir } = await startApp(
    5312,
    process.env.TEST_DATABASE_URL_FOR_BENCH ?? "",
  );
  try {
    const result = await tripPageOnPhone(base);
    for (const cells of tripPageRows(result)) console.log(cells.join("  |  "));
    if (result) {
      const each = (runs: number[]) => runs.map((ms) => ms.toFixed(0)).join(", ");
      console.log(`each run: shown ${each(result.runs)} ms; ready ${each(result.readyRuns)} ms`);
    }
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

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
 * (every stop in the page, the last with a box of its own), recorded in the page itself so the
 * bench's polling adds nothing.
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
      const seen = () => {
        const all = document.querySelectorAll("li[data-stop-id]");
        const last = all[all.length - 1];
        return all.length >= stops && last !== undefined && last.getBoundingClientRect().height > 0;
      };
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          Object.assign(window, { lastStopShownAt: performance.now() });
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    }, STOPS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`/trips/${tripId}`);
    const shownAt = await page.waitForFunction(
      () => (window as { lastStopShownAt?: number }).lastStopShownAt,
      undefined,
      { timeout: 30_000 },
    );
    return (await shownAt.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/** The median first visit to the long trip's page on a phone; null without Chromium. */
export async function tripPageOnPhone(
  base: string,
): Promise<{ ms: number; runs: number[] } | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const visitor = await signUpVisitor(base, "bench-trip-page@example.com");
  const tripId = await seedLongTrip(visitor);
  const browser = await launchChromium();
  try {
    // One visit first, unmeasured: the server's first answers of each file warm its caches.
    await visitOnce(browser, base, visitor.cookie, tripId);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await visitOnce(browser, base, visitor.cookie, tripId));
    }
    return { ms: median(runs), runs };
  } finally {
    await browser.close();
  }
}

/** The bench table's row. */
export function tripPageRow(result: { ms: number } | null): [string, string, string, string] {
  const figure = `trip page, 10 days / 100 stops, phone (390 px, CPU ${CPU_SLOWDOWN}x slower): navigation to last stop shown, median of ${RUNS} first visits`;
  if (!result) return [figure, "skipped: no Chromium", `<= ${TRIP_PAGE_BUDGET_MS} ms`, ""];
  return [
    figure,
    `${result.ms.toFixed(0)} ms`,
    `<= ${TRIP_PAGE_BUDGET_MS} ms`,
    result.ms <= TRIP_PAGE_BUDGET_MS ? "ok" : "OVER BUDGET",
  ];
}

if (import.meta.main) {
  const { app, base, dataDir } = await startApp(
    5312,
    process.env.TEST_DATABASE_URL_FOR_BENCH ?? "",
  );
  try {
    const result = await tripPageOnPhone(base);
    console.log(tripPageRow(result).join("  |  "));
    if (result) console.log(`each run: ${result.runs.map((ms) => ms.toFixed(0)).join(", ")} ms`);
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

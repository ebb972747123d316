// How soon the landing page and the signed-in home show, in Chromium with no throttling: the
// time to the first byte of the page and to its largest paint, the median of three first visits.
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { CHROMIUM_PATH, launchChromium } from "#tests/chromium.ts";
import { median } from "./timing.ts";

const RUNS = 3;

export type PageTiming = { ttfbMs: number; lcpMs: number };

async function visitOnce(
  browser: Browser,
  base: string,
  cookie: string | undefined,
  ready: string,
): Promise<PageTiming> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
  });
  try {
    if (cookie) {
      await context.addCookies(
        cookie.split("; ").map((pair) => {
          const at = pair.indexOf("=");
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
        }),
      );
    }
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: ready }).waitFor();
    return await page.evaluate(
      () =>
        new Promise<PageTiming>((resolve) => {
          const [navigation] = performance.getEntriesByType(
            "navigation",
          ) as PerformanceNavigationTiming[];
          new PerformanceObserver((entries) => {
            const last = entries.getEntries().at(-1);
            resolve({
              ttfbMs: navigation?.responseStart ?? Number.NaN,
              lcpMs: last?.startTime ?? Number.NaN,
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** Landing and signed-in home timings; null without Chromium. */
export async function pageTimings(base: string, cookie: string) {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await launchChromium();
  try {
    const measure = async (signedIn: string | undefined, ready: string) => {
      const runs: PageTiming[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await visitOnce(browser, base, signedIn, ready));
      return {
        ttfbMs: median(runs.map((r) => r.ttfbMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
      };
    };
    return {
      landing: await measure(undefined, "Track Your UK Adventures"),
      home: await measure(cookie, "Your Places"),
    };
  } finally {
    await browser.close();
  }
}

// How soon the landing page and the signed-in home show, in Chromium with no throttling: the
// time to the first byte of the page and to its largest paint, the median of three first visits.
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { translated } from "#server/i18n/catalogue.ts";
import { CHROMIUM_PATH, launchChromium } from "#tests/chromium.ts";
import { cookiesFor } from "#tests/visitor.ts";
import { median } from "./timing.ts";

const RUNS = 3;
/**
 * First visits to each page for the long list's figure. Each takes 130-250 ms on this machine and
 * a single visit varies by tens of milliseconds, so the median of five moved the ratio between
 * 1.28 and 1.74 in ten runs on one day; nine kept it between 1.20 and 1.42 in four.
 */
export const LONG_LIST_VISITS = 9;

export type PageTiming = { ttfbMs: number; lcpMs: number };

/** A fresh context for one first visit, signed in when `cookie` is given. */
async function visitor(browser: Browser, base: string, cookie: string | undefined) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
  });
  if (cookie) {
    await context.addCookies(cookiesFor(cookie, base));
  }
  return context;
}

async function visitOnce(
  browser: Browser,
  base: string,
  cookie: string | undefined,
  { path, ready }: { path: string; ready: string },
): Promise<PageTiming> {
  const context = await visitor(browser, base, cookie);
  try {
    const page = await context.newPage();
    await page.goto(path);
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

const LANDING_HEADING = "Track Your UK Adventures";
const HOME_HEADING = "Your Places";

/**
 * Landing and signed-in home timings, in English and in Welsh (`/cy`, and the home of an
 * account that reads Welsh, `welshCookie`); null without Chromium.
 */
export async function pageTimings(base: string, cookie: string, welshCookie: string) {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await launchChromium();
  try {
    const measure = async (signedIn: string | undefined, path: string, ready: string) => {
      const runs: PageTiming[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await visitOnce(browser, base, signedIn, { path, ready }));
      return {
        ttfbMs: median(runs.map((r) => r.ttfbMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
      };
    };
    return {
      landing: await measure(undefined, "/", LANDING_HEADING),
      home: await measure(cookie, "/", HOME_HEADING),
      welshLanding: await measure(undefined, "/cy", translated("cy", LANDING_HEADING)),
      welshHome: await measure(welshCookie, "/", translated("cy", HOME_HEADING)),
    };
  } finally {
    await browser.close();
  }
}

/**
 * A long list costs no more than a short one: a first visit to the home of a user with 5,000
 * places, until its first page of cards shows (drawn by the server, before the app runs), and
 * until the app's own list has replaced it; against a first visit to /terms until its heading
 * shows, in the same browser, LONG_LIST_VISITS of each in turn. Null without Chromium.
 */
export async function longListAgainstTerms(base: string, cookie: string) {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await launchChromium();
  const shownAfter = async (
    signedIn: string | undefined,
    path: string,
    ...shown: string[]
  ): Promise<number[]> => {
    const context = await visitor(browser, base, signedIn);
    try {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(path, { waitUntil: "commit" });
      const times: number[] = [];
      for (const selector of shown) {
        await page.locator(selector).first().waitFor();
        times.push(performance.now() - started);
      }
      return times;
    } finally {
      await context.close();
    }
  };
  try {
    const home: number[] = [];
    const live: number[] = [];
    const terms: number[] = [];
    for (let run = 0; run < LONG_LIST_VISITS; run++) {
      const [shown = Number.NaN, ready = Number.NaN] = await shownAfter(
        cookie,
        "/",
        'ul[aria-label="Places"] > li',
        '#root ul[aria-label="Places"] > li',
      );
      home.push(shown);
      live.push(ready);
      terms.push((await shownAfter(undefined, "/terms", "h1"))[0] ?? Number.NaN);
    }
    const homeMs = median(home);
    const termsMs = median(terms);
    return { homeMs, liveMs: median(live), termsMs, ratio: homeMs / termsMs };
  } finally {
    await browser.close();
  }
}

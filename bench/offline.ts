// Working offline: what the service worker precaches, and a repeat visit to the signed-in
// home with the worker in place, against the same visit without it.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { CATEGORIES } from "#shared/catalog.ts";
import { CHROMIUM_PATH, launchChromium } from "#tests/chromium.ts";
import { cookiesFor, signUpVisitor } from "#tests/visitor.ts";
import { median } from "./timing.ts";

const DIST = "dist/client";
const VISITS = 5;

/** The files the built worker precaches, their bytes, and the bytes of their Brotli copies. */
export function precached() {
  const worker = readFileSync(path.join(DIST, "sw.js"), "utf8");
  const urls = [...new Set([...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? ""))];
  let bytes = 0;
  let sent = 0;
  for (const url of urls) {
    const file = path.join(DIST, url);
    bytes += statSync(file).size;
    sent += existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
  }
  return { files: urls.length, bytes, sent };
}

export type RepeatVisit = { ttfbMs: number; lcpMs: number };

/** Time to first byte and largest contentful paint of one visit to `/`, once the list shows. */
async function visit(browser: Browser, base: string, cookie: string, worker: boolean) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    serviceWorkers: worker ? "allow" : "block",
  });
  await context.addCookies(cookiesFor(cookie, base));
  await context.addInitScript(() => localStorage.setItem("hasSeenOnboardingTour", "true"));
  const page = await context.newPage();
  const homeShown = () => page.getByTestId("place-card").first().waitFor();
  // The first visit installs the worker; the second, now controlled, lets it keep the answers.
  await page.goto("/");
  await homeShown();
  if (worker) {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto("/");
    await homeShown();
  }
  const visits: RepeatVisit[] = [];
  for (let i = 0; i < VISITS; i++) {
    await page.goto("/");
    await homeShown();
    visits.push(
      await page.evaluate(
        () =>
          new Promise<RepeatVisit>((resolve) => {
            const [navigation] = performance.getEntriesByType(
              "navigation",
            ) as PerformanceNavigationTiming[];
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve({
                ttfbMs: navigation?.responseStart ?? Number.NaN,
                lcpMs: entries[entries.length - 1]?.startTime ?? Number.NaN,
              });
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      ),
    );
  }
  await context.close();
  return {
    ttfbMs: median(visits.map((v) => v.ttfbMs)),
    lcpMs: median(visits.map((v) => v.lcpMs)),
  };
}

/**
 * A repeat visit to the signed-in home (23 places), with the service worker in place and with
 * service workers blocked: the medians of 5 visits each. Null without Chromium.
 */
export async function repeatVisitToHome(
  base: string,
): Promise<{ worker: RepeatVisit; none: RepeatVisit } | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const visitor = await signUpVisitor(base, "bench-offline@example.com");
  const places = Array.from({ length: 23 }, (_, i) => ({
    name: `Repeat visit place ${i}`,
    address: `${i} Castle Street, Conwy`,
    category: CATEGORIES[i % CATEGORIES.length],
    visited: i % 3 === 0,
  }));
  if ((await visitor.request("POST", "/api/places/bulk", { places })).status !== 201) {
    throw new Error("could not add the repeat visit's places");
  }
  const browser = await launchChromium();
  try {
    return {
      worker: await visit(browser, base, visitor.cookie, true),
      none: await visit(browser, base, visitor.cookie, false),
    };
  } finally {
    await browser.close();
  }
}

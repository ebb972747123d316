// Lighthouse scores (docs/performance.md): the `lighthouse` package driving the system Chromium.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#tests/chromium.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;

export type LighthouseScores = Record<(typeof CATEGORIES)[number], number>;

/** `welsh`: the browser's own language is Welsh. */
type LighthouseOptions = { cookie?: string; preset: "mobile" | "desktop"; welsh?: boolean };

/**
 * Scores 0–100 for `url`, with Lighthouse's own presets and simulated throttling: "mobile"
 * (its default: a mid-range phone on slow 4G) or "desktop". `cookie` signs the visit in (sent
 * on every request the page makes). Undefined when there is no Chromium on this machine.
 */
export async function lighthouseScores(
  url: string,
  options: LighthouseOptions,
): Promise<LighthouseScores | undefined> {
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  // Lighthouse itself says to run again when its trace recording fails (NO_NAVSTART and kin).
  for (let attempt = 1; ; attempt++) {
    try {
      return await scoresOnce(url, options);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function scoresOnce(url: string, options: LighthouseOptions): Promise<LighthouseScores> {
  const { categories } = await lighthouseReport(url, options);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
  };
}

/** Lighthouse's whole report of one run on `url` (see `lighthouseScores`). */
export async function lighthouseReport(
  url: string,
  { cookie, preset, welsh = false }: LighthouseOptions,
) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // A Welsh reader's browser, whose pages need no cookie to say so: the visit's session is
    // sent as a header, which a cookie the page sets would replace.
    chromeFlags: welsh ? [...CHROMIUM_FLAGS, "--lang=cy", "--accept-lang=cy"] : CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: [...CATEGORIES],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const judged = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");

function describeScores(scores: LighthouseScores) {
  return `${scores.performance} / ${scores.accessibility} / ${scores["best-practices"]}`;
}

/**
 * `npm run bench`'s Lighthouse rows (figure, measured, budget, verdict): the landing page, a
 * signed-in home of `cookie`'s places and its /stats, on a phone and a desktop, and the
 * phone's home four more times, the figure that wavers most.
 */
type Row = [figure: string, measured: string, budget: string, verdict: string];

export async function lighthouseRows(
  base: string,
  homeCookie: string,
  welshHomeCookie: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const preset of ["mobile", "desktop"] as const) {
    for (const [page, url, cookie, performanceBudget, welsh] of [
      ["landing page", `${base}/`, undefined, 100, false],
      ["landing page in Welsh (/cy)", `${base}/cy`, undefined, 100, true],
      ["signed-in home, 23 places", `${base}/`, homeCookie, 95, false],
      ["signed-in home in Welsh, 23 places", `${base}/`, welshHomeCookie, 95, true],
      ["/stats, the same 23 places", `${base}/stats`, homeCookie, 95, false],
    ] as const) {
      const scores = await lighthouseScores(url, { cookie, preset, welsh });
      rows.push([
        `Lighthouse ${preset}, ${page}: performance / accessibility / best practices`,
        scores ? describeScores(scores) : "skipped (no Chromium)",
        `>= ${performanceBudget} / 95 / 95`,
        scores
          ? judged(
              scores.performance >= performanceBudget &&
                scores.accessibility >= 95 &&
                scores["best-practices"] >= 95,
            )
          : "",
      ]);
    }
  }
  // The phone's home page is the figure that wavers most: four more runs, five in all.
  const homeRuns = [];
  for (let run = 0; run < 4; run++) {
    const scores = await lighthouseScores(`${base}/`, { cookie: homeCookie, preset: "mobile" });
    if (scores) homeRuns.push(scores.performance);
  }
  rows.push([
    "  Lighthouse mobile, signed-in home: performance in four more runs",
    homeRuns.length ? homeRuns.join(", ") : "skipped (no Chromium)",
    ">= 95 every run",
    homeRuns.length ? judged(homeRuns.every((score) => score >= 95)) : "",
  ]);
  return rows;
}

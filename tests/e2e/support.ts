import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject } from "vitest";
import { bootstrap, type Runtime } from "#server/bootstrap.ts";
import { loadConfig } from "#server/config.ts";
import { adminQueries } from "#server/db/queries/admin.ts";
import { importOnspd } from "#server/geocode/onspd.ts";
import { postcodeQueries } from "#server/geocode/postcodes.ts";
import { createLogger } from "#server/logger.ts";

// The app of this file's worker (VITEST_POOL_ID counts the project's workers from 1).
const app = inject("apps")[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
if (!app) throw new Error(`no app was started for worker ${process.env.VITEST_POOL_ID}`);
export const baseUrl = app.baseUrl;
const dataDir = app.dataDir;
/** The app under test's SQLite file, for tests that check what it stored. */
export const databaseFile = path.join(dataDir, "uk-adventures.db");

import { launchTestChromium } from "../chromium.ts";

export type Viewport = "mobile" | "desktop";

/**
 * Whether this run takes the screenshots: `npm run screens` does, `npm test` does not. Those
 * tests save every screen in both widths and themes for a person to look at; beyond "no errors
 * and no sideways scrolling" they assert nothing, so they do not spend the test suite's time.
 */
export const SCREENS_RUN = process.env.SCREENS === "1";

/** A file's screenshot tests, run only by `npm run screens` (the project picks "Screens …"). */
export function screens(body: () => void): void {
  describe.runIf(SCREENS_RUN)("Screens", body);
}

/** Every screen is looked at in both widths and both themes. */
export const SCREEN_VARIANTS = [
  ["mobile", "light"],
  ["mobile", "dark"],
  ["desktop", "light"],
  ["desktop", "dark"],
] as const;
const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export async function newContext(
  browser: Browser,
  options: {
    viewport?: Viewport;
    colorScheme?: "light" | "dark";
    /** Let the onboarding tour start by itself; otherwise the browser has seen it already. */
    tour?: boolean;
    /** Another app than the shared one under test (a file that starts its own). */
    baseUrl?: string;
    /** False for a browser that runs no script. */
    javaScript?: boolean;
    /**
     * "allow" for a browser in which the service worker takes over the pages, as it does for
     * a person. Blocked by default: it fetches and keeps every page's code in every new
     * browser, a quarter of a browser test's work, and only the files about working with no
     * signal need it.
     */
    serviceWorkers?: "allow" | "block";
    /** The browser's language (its Accept-Language): a UK English one unless given. */
    locale?: string;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseUrl ?? baseUrl,
    viewport: viewports[options.viewport ?? "desktop"],
    colorScheme: options.colorScheme ?? "light",
    // A UK traveller's browser: dates in inputs read day/month/year.
    locale: options.locale ?? "en-GB",
    javaScriptEnabled: options.javaScript ?? true,
    serviceWorkers: options.serviceWorkers ?? "block",
  });
  if (!options.tour) {
    await context.addInitScript(() => localStorage.setItem("hasSeenOnboardingTour", "true"));
  }
  return context;
}

/**
 * Collects what the page logs as an error (CSP violations and uncaught exceptions included):
 * only the app's own when `origin` is given (another site's pages, an identity provider's say,
 * are not ours).
 */
export function collectPageErrors(page: Page, origin?: string): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const where = message.location().url;
    if (origin && !where.startsWith(origin)) return;
    const text = message.text();
    // A failed load names its address, so that a test can expect the one it provokes.
    errors.push(
      text.startsWith("Failed to load resource") && where
        ? `${text} ${new URL(where).pathname}`
        : text,
    );
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * The feature pages' paths, as the build wrote them (`/features/moods`; under `/cy` in Welsh):
 * their list is a module of messages, which only the app's build can read.
 */
export function featurePagePaths(language: "en" | "cy" = "en"): string[] {
  const base = language === "cy" ? "/cy" : "";
  return readdirSync(`dist/client/pages${base}/features`)
    .filter((file) => file.endsWith(".html"))
    .map((file) => `${base}/features/${file.slice(0, -".html".length)}`)
    .sort();
}

let counter = 0;
export function uniqueEmail(prefix = "traveller"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/**
 * The app under test's own database and auth (built as the server builds them) for the
 * fixtures below: opened once per worker and kept until it ends, since the browser files share
 * this module (isolate: false in vitest.config.ts).
 */
let fixtureRuntime: Promise<Runtime> | undefined;
function runtime(): Promise<Runtime> {
  fixtureRuntime ??= bootstrap(
    loadConfig({ DATA_DIR: dataDir, DATABASE_URL: `file:${databaseFile}`, BASE_URL: baseUrl }),
    { logger: createLogger("error") },
  );
  return fixtureRuntime;
}

/** Makes an existing account an admin, as `npm run admin -- grant EMAIL` does. */
export async function grantAdmin(email: string): Promise<void> {
  const admins = adminQueries((await runtime()).db);
  const user = await admins.findUserByEmail(email);
  if (!user) throw new Error(`no account uses ${email}`);
  await admins.grant(user.id);
}

/** Loads an ONS Postcode Directory CSV into the app's database, as `npm run postcodes` does. */
export async function importPostcodes(file: string): Promise<void> {
  await importOnspd(postcodeQueries((await runtime()).db), file);
}

/**
 * The `signIn` fixture: makes a user directly through the app's own auth on its database (no
 * sign-up screen, no rate limit), then hands the browser the session cookie.
 */
export async function signIn(
  context: BrowserContext,
  user: { email?: string; password?: string; name?: string } = {},
) {
  const email = user.email ?? uniqueEmail();
  const password = user.password ?? "correct horse battery";
  const { auth } = await runtime();
  await auth.api.signUpEmail({ body: { email, password, name: user.name ?? "Test Traveller" } });
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const url = new URL(baseUrl);
  await context.addCookies(
    response.headers.getSetCookie().map((line) => {
      const [pair = ""] = line.split(";");
      const separator = pair.indexOf("=");
      return {
        name: pair.slice(0, separator),
        value: pair.slice(separator + 1),
        domain: url.hostname,
        path: "/",
        httpOnly: true,
        sameSite: "Lax" as const,
      };
    }),
  );
  return { email, password };
}

export type NewPlace = {
  name: string;
  address?: string;
  category?: string;
  mood?: string;
  notes?: string;
  link?: string;
  visited?: boolean;
  /** With `visited`: left out, the visit is dated now; null, it has no date (as an import). */
  visitedDate?: string | null;
  latitude?: number;
  longitude?: number;
  /** With a location: placed by a town its words name, as an import does. */
  locationApproximate?: boolean;
};

/**
 * Adds places for the signed-in page's user through the real API, as the app's client does
 * (CSRF token and same-origin fetch), one after another so their order is known.
 */
export async function addPlacesThroughApi(page: Page, places: NewPlace[]): Promise<number[]> {
  return page.evaluate(async (list) => {
    const { csrfToken } = await (await fetch("/api/csrf-token")).json();
    const ids: number[] = [];
    for (const place of list) {
      const response = await fetch("/api/places", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify(place),
      });
      if (!response.ok) throw new Error(`POST /api/places answered ${response.status}`);
      ids.push((await response.json()).id);
    }
    return ids;
  }, places);
}

/**
 * Makes a trip for the signed-in page's user through the real API, as the app's client does,
 * with each day's stops (places by id); answers its id.
 */
export async function addTripThroughApi(
  page: Page,
  trip: { name: string; startDate?: string; endDate?: string },
  days: number[][],
): Promise<number> {
  return page.evaluate(
    async ({ trip, days }) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      const headers = { "content-type": "application/json", "x-csrf-token": csrfToken };
      const made = await fetch("/api/trips", {
        method: "POST",
        headers,
        body: JSON.stringify(trip),
      });
      if (!made.ok) throw new Error(`POST /api/trips answered ${made.status}`);
      const { id } = (await made.json()) as { id: number };
      const plan = {
        days: days.map((stops) => ({ stops: stops.map((placeId) => ({ placeId })) })),
        unscheduled: [],
      };
      const planned = await fetch(`/api/trips/${id}/plan`, {
        method: "PUT",
        headers,
        body: JSON.stringify(plan),
      });
      if (!planned.ok) throw new Error(`PUT /api/trips/${id}/plan answered ${planned.status}`);
      return id;
    },
    { trip, days },
  );
}

/**
 * Ticks the list's "{name} visited" box and confirms the Mark as Visited dialog it opens,
 * with the day it proposes (today).
 */
export async function tickVisited(page: Page, name: string): Promise<void> {
  await page.getByLabel(`${name} visited`).click();
  await page
    .getByRole("dialog", { name: "Mark as Visited" })
    .getByRole("button", { name: "Mark as Visited" })
    .click();
}

const SCREENSHOT_DIR = "test-results/screenshots";

/**
 * Takes named screenshots into test-results/screenshots/{name}-{suffix}.png, each after checking
 * the page does not scroll sideways and letting dialogs finish fading or sliding in.
 */
export function screenshotter(page: Page, suffix: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return async (name: string, fullPage = false) => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, "page scrolls sideways").toBeLessThanOrEqual(0);
    // The confetti keeps falling, and may.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== "running" ||
            (a.effect as KeyframeEffect | null)?.target?.classList.contains("confetti-piece"),
        ),
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${suffix}.png`, fullPage });
  };
}

/** The answer to a wrong password, which a test that tries one expects the page to log. */
export const REFUSED_SIGN_IN = /status of 401 \(Unauthorized\) \/api\/auth\/sign-in\/email$/;

type PageOptions = Parameters<typeof newContext>[1] & {
  signedIn?: boolean;
  name?: string;
  /**
   * Errors this test means the page to log (a refused request it provokes, an error it throws
   * on purpose); any other error the page logs fails the test.
   */
  allowErrors?: RegExp[];
};

/**
 * One browser for the test file and a fresh context per page, closed after each test. A page
 * comes signed in as a new user (unless `signedIn: false`), with its console errors collected;
 * after each test, an error no page was told to expect fails it, so no test has to remember
 * to look. Every browser test file uses it: one place decides how a browser starts and ends.
 * `defaults` are the file's own page options (`{ serviceWorkers: "allow" }` in the files about
 * working with no signal); a page's own options win.
 */
export function browserPerFile(defaults: PageOptions = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const opened: { errors: string[]; allowErrors: RegExp[] }[] = [];
  // Asking who is signed in answers 401 to a signed-out page: that is its answer, not a fault.
  const signedOut = /status of 401 \(Unauthorized\) \/api\/auth\/user$/;
  beforeAll(async () => {
    browser = await launchTestChromium();
  });
  afterEach(async (test) => {
    for (const context of contexts.splice(0)) await context.close();
    const unexpected = opened
      .splice(0)
      .flatMap(({ errors, allowErrors }) =>
        errors.filter(
          (error) => !signedOut.test(error) && !allowErrors.some((allowed) => allowed.test(error)),
        ),
      );
    // A test that failed already says why; its page's errors would only repeat it.
    if (test.task.result?.state !== "fail") {
      expect(unexpected, "errors the pages logged that the test did not expect").toEqual([]);
    }
  });
  afterAll(() => browser.close());
  return {
    async openPage(asked: PageOptions = {}) {
      const { signedIn = true, name, allowErrors = [], ...options } = { ...defaults, ...asked };
      const context = await newContext(browser, options);
      contexts.push(context);
      const page = await context.newPage();
      const errors = collectPageErrors(page, options.baseUrl);
      opened.push({ errors, allowErrors });
      const user = signedIn ? await signIn(context, { name }) : undefined;
      return { context, page, errors, email: user?.email };
    },
  };
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Text under `selector` whose colours fail WCAG AA contrast, as axe-core finds it: what fails,
 * and what it cannot tell (a see-through background it cannot work out is as bad for a reader).
 * Evaluated through the browser's protocol, which the app's CSP does not stop.
 */
export async function contrastFailures(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (within) => {
    type Found = { nodes: { target: string[]; failureSummary?: string }[] }[];
    const axe = (
      window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<{ violations: Found; incomplete: Found }> };
      }
    ).axe;
    const { violations, incomplete } = await axe.run(within, { runOnly: ["color-contrast"] });
    return [...violations, ...incomplete].flatMap((rule) =>
      rule.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
    );
  }, selector);
}

import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { launchChromium } from "../chromium.ts";
import { baseUrl, browserPerFile, newContext } from "./support.ts";

/** Offline, the browser logs each failed request: what tests of no signal expect. */
export const OFFLINE_ERRORS = [
  /net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/,
];

/** For expect.poll: as long as a locator would wait, rather than vitest's 1 s. */
export const WAIT = { timeout: 15_000 };

/**
 * The file's browser for the offline files: pages served as a person gets them, through the
 * service worker, on a phone, with the failed loads of no signal expected.
 */
export function offlineBrowser() {
  return browserPerFile({
    serviceWorkers: "allow",
    viewport: "mobile",
    allowErrors: OFFLINE_ERRORS,
  });
}

/**
 * What the full Chromium says of a page of the app as an app to install: the manifest's errors
 * and the reasons it cannot be installed. The headless shell the tests drive gives no reasons.
 */
export async function installabilityErrors(pagePath: string) {
  const browser = await launchChromium();
  try {
    const context = await newContext(browser, { serviceWorkers: "allow" });
    const page = await context.newPage();
    await page.goto(pagePath);
    await serviceWorkerInControl(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    return {
      manifest: manifest.errors,
      installability: installabilityErrors.map((error) => error.errorId),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Waits until the service worker controls the page: installed (every file precached),
 * activated, and this page claimed.
 */
export async function serviceWorkerInControl(page: Page) {
  await serviceWorkerActive(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Waits until the page's origin has an active service worker: installed and activated. */
async function serviceWorkerActive(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/**
 * Opens `path` once the worker controls the page and waits for `ready`: the answers it asks
 * for then pass through the worker, which keeps them for the visits without a signal.
 *
 * The first visit only waits for the worker to be active, not to control that page: a page
 * whose navigation was still under way when the new worker claimed the open pages is never
 * claimed. The second visit starts with the worker active, so the worker controls it.
 */
export async function seenOnline(page: Page, path: string, ready: () => Promise<unknown>) {
  // A page already showing `path` has registered the worker: that visit is the first one.
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  await serviceWorkerActive(page);
  await page.goto(path);
  await serviceWorkerInControl(page);
  await ready();
}

/**
 * Waits until the service worker keeps an answer for each of `paths`: the page has shown what
 * it asked for before the worker has finished storing it, and a signal lost in between would
 * leave that answer out of the copies.
 */
export async function keptForNoSignal(page: Page, paths: readonly string[]) {
  await page.waitForFunction(
    async (wanted) => (await Promise.all(wanted.map((path) => caches.match(path)))).every(Boolean),
    paths,
  );
}

/** The browser's session cookie as a Cookie header, to act as the same user from elsewhere. */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join("; ");
}

/**
 * Another device of the same user: the same session, from Node, as the web app's client sends
 * writes (Origin and CSRF token).
 */
export async function otherDevice(context: BrowserContext) {
  const cookie = await cookieHeader(context);
  const headers = { cookie, origin: baseUrl };
  const { csrfToken } = (await (await fetch(`${baseUrl}/api/csrf-token`, { headers })).json()) as {
    csrfToken: string;
  };
  const write = async (method: string, path: string, json?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, "x-csrf-token": csrfToken, "content-type": "application/json" },
      body: json === undefined ? null : JSON.stringify(json),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return response;
  };
  return {
    write,
    async places(): Promise<
      {
        id: number;
        name: string;
        notes: string | null;
        visited: boolean;
        visitedDate: string | null;
      }[]
    > {
      return (await fetch(`${baseUrl}/api/places`, { headers })).json();
    },
    async signOut() {
      await fetch(`${baseUrl}/api/auth/sign-out`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: "{}",
      });
    },
  };
}

/** What the page's own storage holds: cache names and IndexedDB databases. */
export async function storageOf(page: Page) {
  return page.evaluate(async () => ({
    caches: (await caches.keys()).sort(),
    databases: (await indexedDB.databases()).map((d) => d.name ?? "").sort(),
  }));
}

/** The writes to the API the page sent, as "METHOD /path", in order. */
export function apiWrites(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const queued = url.pathname.startsWith("/api/places") || url.pathname.startsWith("/api/trips");
    if (queued && request.method() !== "GET") {
      sent.push(`${request.method()} ${url.pathname}`);
    }
  });
  return sent;
}

/**
 * Marks the document a tab shows now; `opened()` then waits until the tab has a new one, fully
 * loaded. A condition, not Playwright's "load" event, which a navigation answered by the
 * service worker has been seen to miss.
 */
export async function nextDocument(page: Page, options = { timeout: 15_000 }) {
  await page.evaluate(() => Object.assign(window, { documentBefore: true }));
  return {
    /** Whether the tab still shows the document it showed when marked. */
    unchanged: () => page.evaluate(() => "documentBefore" in window),
    opened: () =>
      page.waitForFunction(
        () => !("documentBefore" in window) && document.readyState === "complete",
        undefined,
        options,
      ),
  };
}

/** The home's heading, once shown. */
export const home = (page: Page) => page.getByRole("heading", { name: "Your Places" }).waitFor();
export const cards = (page: Page) => page.getByTestId("place-card");
export const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
/** The line that says the signal is gone, or what waits to be sent. */
export const status = (page: Page) => page.getByTestId("offline-status");
export const cardNames = async (page: Page) =>
  (await cards(page).locator("button span.font-semibold").allTextContents()).map((t) => t.trim());

/** Gives a place a photo of one colour through the API, as the app's client does. */
export async function setPhoto(page: Page, id: number | undefined, colour: string) {
  const photo = await sharp({
    create: { width: 300, height: 200, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  await page.evaluate(
    async ({ id, dataUrl }) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      const response = await fetch(`/api/places/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify({ photoUrl: dataUrl }),
      });
      if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
    },
    { id, dataUrl: `data:image/png;base64,${photo.toString("base64")}` },
  );
}

/** The browser loses its signal (really: context.setOffline), and the page knows it. */
export async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

/** The signal comes back. */
export async function online(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
}

/**
 * Goes to `path` inside the app, as a link does: no new document, the page's own requests
 * only. The router follows the history's popstate.
 */
export async function goWithinApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

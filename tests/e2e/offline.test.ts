import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { freePort, startAppProcess } from "#tests/app-process.ts";
import {
  card,
  cardNames,
  goWithinApp,
  home,
  installabilityErrors,
  nextDocument,
  OFFLINE_ERRORS,
  offline,
  offlineBrowser,
  otherDevice,
  seenOnline,
  serviceWorkerInControl,
  setPhoto,
  status,
  storageOf,
  WAIT,
} from "./offline-support.ts";
import { addPlacesThroughApi, featurePagePaths } from "./support.ts";

// Works with no signal: the browser is really offline here (context.setOffline), the service
// worker serves the app and the last answers. This file: installing, opening pages, the status
// line, a new version and the kill switch; offline-changes and offline-account.test.ts the rest.

const browser = offlineBrowser();
const open = browser.openPage;

describe("installable", () => {
  it("links a manifest Chromium accepts, and its worker precaches every page's code but not MapLibre's optional chunk, its worker or source maps", async () => {
    const { page } = await open({ signedIn: false });
    // The app's first page registers the worker (the public pages are HTML with no app code).
    await page.goto("/sign-in");
    await serviceWorkerInControl(page);
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({
      name: "UK Adventures",
      short_name: "Adventures",
      start_url: "/",
      display: "standalone",
      theme_color: "#0f766e",
    });
    expect(
      manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`),
    ).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const image = await page.request.get(icon.src);
      expect(image.headers()["content-type"]).toBe("image/png");
      const { width, height } = await sharp(await image.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    // What Chromium itself thinks of it.
    expect(await installabilityErrors("/sign-in")).toEqual({
      manifest: [],
      // A test browser's context is a private window, where Chromium installs nothing; that is
      // the only reason it may give.
      installability: ["in-incognito"],
    });
    // Both themes colour the browser's bar.
    expect(
      await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) =>
          metas.map((m) => `${m.getAttribute("media")} ${m.getAttribute("content")}`),
        ),
    ).toEqual(["(prefers-color-scheme: light) #0f766e", "(prefers-color-scheme: dark) #0b1412"]);

    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const name = names.find((n) => n.includes("precache"));
      if (!name) return [];
      const cache = await caches.open(name);
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    for (const page of [
      "home-page",
      "map-page",
      "place-detail-page",
      "achievements-page",
      "options-page",
      "about-page",
      "sign-in-page",
    ]) {
      expect(
        precached.some((path) => path.startsWith(`/assets/${page}-`)),
        page,
      ).toBe(true);
    }
    expect(precached).toContain("/index.html");
    expect(precached.filter((path) => /vector-style|maplibre|\.map$|\.mjs$/.test(path))).toEqual(
      [],
    );
  });
});

describe("opening pages with no signal", () => {
  it("opens every signed-in page with the last list seen, photo thumbnails included", async () => {
    const { page, context } = await open();
    await page.goto("/");
    await home(page);
    const [castellCoch] = await addPlacesThroughApi(page, [
      { name: "Castell Coch", latitude: 51.5357, longitude: -3.2547 },
      { name: "Conwy Castle", visited: true },
    ]);
    await setPhoto(page, castellCoch, "#b91c1c");
    await seenOnline(page, "/", async () => {
      await card(page, "Castell Coch").locator("img").waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
      );
    });
    const titles: Record<string, string> = {
      "/achievements": "Achievements",
      "/map": "Map",
      "/options": "Options",
      "/about": "About",
      "/account": "Account",
      [`/place/${castellCoch}`]: "Castell Coch",
    };
    /** What each page shows only once its own answers are in: the badges, the photo. */
    const shown = async (path: string) => {
      if (path === "/achievements") await page.getByTestId("achievement-progress").waitFor();
      if (path === `/place/${castellCoch}`) {
        await page.waitForFunction(
          (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
          await page.getByRole("img", { name: "Castell Coch", exact: true }).elementHandle(),
        );
      }
    };
    // Online, each page is visited as a person moving around the app would: what it asks for
    // passes through the worker, which keeps it.
    for (const [path, title] of Object.entries(titles)) {
      await goWithinApp(page, path);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await shown(path);
    }
    await goWithinApp(page, "/");
    await home(page);

    await offline(context, page);
    // Added on another device meanwhile: what shows offline is this browser's last copy.
    await (await otherDevice(context)).write("POST", "/api/places", { name: "Added elsewhere" });

    await page.reload();
    await home(page);
    expect(await cardNames(page)).toEqual(["Conwy Castle", "Castell Coch"]);
    expect(await status(page).textContent()).toContain(
      "Offline · showing what was last saved on this device",
    );
    const thumbnail = card(page, "Castell Coch").locator("img");
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await thumbnail.elementHandle(),
    );

    // Offline, each is opened afresh, as a bookmark or a typed address opens it.
    for (const [path, title] of Object.entries({
      ...titles,
      "/version-history": "Version History",
    })) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await shown(path);
      if (path === "/map") {
        // The map draws its own basemap, and the places on it, with no signal.
        await page.locator(".leaflet-container").waitFor();
        await page.locator(".leaflet-overlay-pane path").first().waitFor();
        await page.locator(".leaflet-marker-icon").first().waitFor();
      }
    }
  });

  it("opens every public page, and the sign-in page, for a signed-out visitor once the worker is in", async () => {
    const { page, context } = await open({ signedIn: false });
    const paths = ["/", "/terms", "/privacy-policy", ...featurePagePaths()];
    // The server's own HTML pages, each linking the manifest, asked for outside the browser:
    // no worker has seen them, so what opens offline is what it fetched as it installed.
    const headings = new Map<string, string>();
    for (const path of paths) {
      const html = await (await page.request.get(path)).text();
      const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]?.trim() ?? "";
      expect(heading, path).not.toBe("");
      headings.set(path, heading);
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
    // The app's first page registers the worker (the public pages are HTML with no app code).
    await page.goto("/sign-in");
    await serviceWorkerInControl(page);
    await offline(context, page);
    for (const path of paths) {
      await page.goto(path);
      await page
        .getByRole("heading", { level: 1, name: headings.get(path), exact: true })
        .waitFor();
    }
    await page.goto("/");
    await page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Continue with email" }).click();
    await page.getByLabel("Email").waitFor();
    // An address the app does not know still gets the app, and its own not-found page.
    await page.goto("/no-such-page");
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
  });
});

/** The status line's box and the page's header's, as the window shows them now. */
const topOfWindow = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect ? { top: Math.round(rect.top), bottom: Math.round(rect.bottom) } : null;
    };
    return {
      scrolled: window.scrollY,
      line: box(document.querySelector('[data-testid="offline-status"]')),
      header: box(document.querySelector("header")),
    };
  });

describe("the status line", () => {
  it.each(["mobile", "desktop"] as const)(
    "stays at the top, above the page's header, as a page scrolls (%s)",
    async (viewport) => {
      const { page, context } = await open({ viewport });
      await page.goto("/");
      await home(page);
      const names = Array.from(
        { length: 16 },
        (_, i) => `Standing stone ${String.fromCharCode(65 + i)}`,
      );
      const ids = await addPlacesThroughApi(
        page,
        names.map((name) => ({ name, notes: "A long walk over the moor to see it. ".repeat(50) })),
      );
      const first = ids.at(-1);
      await page.reload();
      await card(page, "Standing stone P").waitFor();
      // The app's own home, not the server's picture of it: a move within the app needs the
      // app's router listening, which starts once its code and the messages' compiler are in.
      await home(page);
      // Absent, it leaves no gap: the header is at the very top.
      expect(await topOfWindow(page)).toMatchObject({ line: null, header: { top: 0 } });
      // Both pages' code and answers are loaded while online: what follows needs no worker.
      await goWithinApp(page, `/place/${first}`);
      await page.getByRole("heading", { level: 1, name: "Standing stone P" }).waitFor();
      await goWithinApp(page, "/");
      await home(page);

      await offline(context, page);
      for (const path of ["/", `/place/${first}`]) {
        if (path !== "/") {
          await goWithinApp(page, path);
          await page.getByRole("heading", { level: 1, name: "Standing stone P" }).waitFor();
        }
        await status(page).waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect
          .poll(async () => (await topOfWindow(page)).scrolled, WAIT)
          .toBeGreaterThan(200);
        const { line, header } = await topOfWindow(page);
        // In view at the top, and the header just below it, neither over the other.
        expect(line?.top).toBe(0);
        expect(header?.top).toBe(line?.bottom);
      }
    },
  );
});

describe("a new version", () => {
  it("downloads in the background and runs only after Reload, in every open tab at once", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "uka-update-"));
    let app = await startAppProcess({}, { port, dataDir });
    try {
      const opened = await browser.openPage({
        allowErrors: OFFLINE_ERRORS,
        baseUrl: app.baseUrl,
        signedIn: false,
      });
      const { page, context } = opened;
      await page.goto("/sign-in");
      await serviceWorkerInControl(page);
      const second = await context.newPage();
      await second.goto("/sign-in");
      await second.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const tabs = [page, second];
      const reloads = await Promise.all(tabs.map((tab) => nextDocument(tab)));

      // The server comes back with settings that change the page's headers (a tile server for
      // the CSP): the worker's bytes change, so it is a new version.
      await app.stop();
      app = await startAppProcess(
        { MAP_TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png", MAP_ATTRIBUTION: "Test tiles" },
        { port, dataDir },
      );
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      for (const [i, tab] of tabs.entries()) {
        const prompt = tab.getByTestId("update-prompt");
        await prompt.waitFor();
        expect(await prompt.textContent()).toContain("New version available");
        // Until then each tab runs on, the old worker still in charge.
        expect(await reloads[i]?.unchanged()).toBe(true);
      }

      await page.getByTestId("update-prompt").getByRole("button", { name: "Reload" }).click();
      await Promise.all(reloads.map((reload) => reload.opened()));
      for (const [i, tab] of tabs.entries()) {
        expect(await reloads[i]?.unchanged()).toBe(false);
        expect(await tab.getByTestId("update-prompt").count()).toBe(0);
      }
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const name = (await caches.keys()).find((n) => n.includes("precache"));
        const shell = name
          ? await (await caches.open(name)).match("/index.html", { ignoreSearch: true })
          : undefined;
        return {
          waiting: registration?.waiting !== null,
          csp: shell?.headers.get("content-security-policy") ?? "",
        };
      });
      expect(after.waiting).toBe(false);
      // The new worker fetched the page anew: its headers allow the new tile server.
      expect(after.csp).toContain("http://127.0.0.1:9");
    } finally {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the kill switch", () => {
  it("/sw-reset removes the worker, its copies and the waiting changes, and the app still opens", async () => {
    const { page } = await open();
    await seenOnline(page, "/", () => page.getByText("No places yet").waitFor());
    expect((await storageOf(page)).caches.length).toBeGreaterThan(0);
    // Put a change in the queue too: the reset takes it.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const request = indexedDB.open("uka-offline", 1);
          request.onsuccess = () => {
            request.result.close();
            resolve(null);
          };
        }),
    );
    await page.goto("/sw-reset");
    await page.getByText("Done: this browser now loads UK Adventures from the server.").waitFor();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
    expect(await storageOf(page)).toEqual({ caches: [], databases: [] });
    await page.getByRole("link", { name: "Open UK Adventures" }).click();
    await home(page);
  });
});

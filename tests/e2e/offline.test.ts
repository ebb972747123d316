import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FEATURES } from "#client/features/marketing/features.ts";
import { freePort, startAppProcess } from "#tests/app-process.ts";
import {
  apiWrites,
  nextDocument,
  OFFLINE_ERRORS,
  otherDevice,
  seenOnline,
  serviceWorkerInControl,
  storageOf,
} from "./offline-support.ts";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  signIn,
  tickVisited,
  type Viewport,
} from "./support.ts";

// Works with no signal: the browser is really offline here (context.setOffline), the service
// worker serves the app and the last answers, and changes wait in IndexedDB to be sent.

// Pages here are served as a person gets them: through the service worker.
const browser = browserPerFile({ serviceWorkers: "allow" });
/** For expect.poll: as long as a locator would wait, rather than vitest's 1 s. */
const WAIT = { timeout: 15_000 };

async function open(options: Parameters<typeof browser.openPage>[0] = {}) {
  const opened = await browser.openPage({
    allowErrors: OFFLINE_ERRORS,
    viewport: "mobile",
    ...options,
  });
  return opened;
}

const home = (page: Page) => page.getByRole("heading", { name: "Your Places" }).waitFor();
const cards = (page: Page) => page.getByTestId("place-card");
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
const status = (page: Page) => page.getByTestId("offline-status");
const cardNames = async (page: Page) =>
  (await cards(page).locator("button span.font-semibold").allTextContents()).map((t) => t.trim());

/** Gives a place a photo of one colour through the API, as the app's client does. */
async function setPhoto(page: Page, id: number | undefined, colour: string) {
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

async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

async function online(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
}

describe("installable", () => {
  it("links a manifest Chromium accepts, and its worker precaches every page's code but not MapLibre's optional chunk, its worker or source maps", async () => {
    const { page, context } = await open({ signedIn: false });
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
    const cdp = await context.newCDPSession(page);
    const { errors: manifestErrors } = await cdp.send("Page.getAppManifest");
    expect(manifestErrors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // A test browser's context is a private window, where Chromium installs nothing; that is
    // the only reason it may give.
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(["in-incognito"]);
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

/**
 * Goes to `path` inside the app, as a link does: no new document, the page's own requests
 * only. The router follows the history's popstate.
 */
async function goWithinApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

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
    const paths = [
      "/",
      "/terms",
      "/privacy-policy",
      ...FEATURES.map((feature) => `/features/${feature.slug}`),
    ];
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

describe("changes made with no signal", () => {
  it("shows each kind at once, keeps it across a reload, and sends each once, in order, when back online", async () => {
    const { page, context } = await open();
    await page.goto("/");
    await home(page);
    await addPlacesThroughApi(page, [
      { name: "Castell Coch" },
      { name: "Conwy Castle" },
      { name: "Caerphilly Castle", visited: true },
      { name: "Harlech Castle" },
    ]);
    await seenOnline(page, "/", () => card(page, "Castell Coch").waitFor());
    const writes = apiWrites(page);
    await offline(context, page);

    // Add.
    await page.getByRole("button", { name: "Add Place" }).click();
    const form = page.getByRole("dialog", { name: "Add New Place" });
    await form.getByLabel("Place Name").fill("Tintern Abbey");
    await form.getByRole("button", { name: "Add Place" }).click();
    await form.waitFor({ state: "detached" });
    await card(page, "Tintern Abbey").waitFor();
    // Mark visited (the card's checkbox and its dialog) and unvisited.
    await tickVisited(page, "Conwy Castle");
    const celebration = page.getByRole("dialog", { name: "Discovery Complete!" });
    await celebration.getByRole("button", { name: "Keep exploring" }).click();
    await page.getByLabel("Caerphilly Castle visited").uncheck();
    // Edit and delete, from a place's page. On a phone the last toast lies over the page's
    // foot, where Edit is: the keyboard reaches it without waiting 5 s for the toast to go.
    await card(page, "Castell Coch").getByRole("button").click();
    await page.getByRole("button", { name: "Edit" }).press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit Entry" });
    await edit.getByLabel("Notes").fill("Red towers in the woods");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.waitFor({ state: "detached" });
    await page.getByText("Red towers in the woods").waitFor();
    await page.getByRole("button", { name: "Back" }).click();
    await home(page);
    await card(page, "Harlech Castle").getByRole("button").click();
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await home(page);
    await card(page, "Harlech Castle").waitFor({ state: "detached" });
    // A place made offline and deleted before it was sent is forgotten: sync.test.ts.

    await expect
      .poll(() => status(page).textContent(), WAIT)
      .toContain("Offline · 5 changes waiting to be sent");
    for (const name of ["Tintern Abbey", "Conwy Castle", "Caerphilly Castle", "Castell Coch"]) {
      expect(await card(page, name).getByTestId("waiting-mark").textContent()).toBe(
        "Waiting to be sent",
      );
    }
    expect(writes).toEqual([]);

    // Kept across a reload with no signal.
    await page.reload();
    await home(page);
    await expect
      .poll(() => status(page).textContent(), WAIT)
      .toContain("5 changes waiting to be sent");
    expect(await cardNames(page)).toEqual([
      "Tintern Abbey",
      "Caerphilly Castle",
      "Conwy Castle",
      "Castell Coch",
    ]);
    expect(await page.getByLabel("Conwy Castle visited").isChecked()).toBe(true);
    expect(await page.getByLabel("Caerphilly Castle visited").isChecked()).toBe(false);

    await online(context, page);
    await page.getByText("5 changes sent", { exact: true }).first().waitFor();
    await status(page).waitFor({ state: "detached" });
    expect(await page.getByTestId("waiting-mark").count()).toBe(0);
    // Each once, in the order made.
    expect(writes.map((w) => w.replace(/\d+/, "ID"))).toEqual([
      "POST /api/places",
      "PATCH /api/places/ID/visit-status",
      "PATCH /api/places/ID/visit-status",
      "PATCH /api/places/ID",
      "DELETE /api/places/ID",
    ]);
    const server = await (await otherDevice(context)).places();
    expect(server.map((p) => [p.name, p.visited, p.notes])).toEqual([
      ["Tintern Abbey", false, null],
      ["Caerphilly Castle", false, null],
      ["Conwy Castle", true, null],
      ["Castell Coch", false, "Red towers in the woods"],
    ]);
    expect(await cardNames(page)).toEqual(server.map((p) => p.name));
  });
});

describe("a visit to a place deleted elsewhere", () => {
  it("is not saved blindly: the person adds the place back, with the photo this browser kept", async () => {
    const { page, context } = await open();
    await page.goto("/");
    await home(page);
    const [castellCoch] = await addPlacesThroughApi(page, [{ name: "Castell Coch" }]);
    await setPhoto(page, castellCoch, "#b91c1c");
    await seenOnline(page, "/", () => card(page, "Castell Coch").locator("img").waitFor());
    // Its page shows the photo itself, which this browser then keeps.
    await goWithinApp(page, `/place/${castellCoch}`);
    const shown = page.getByRole("main").getByRole("img");
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await shown.elementHandle(),
    );
    await offline(context, page);
    await page.getByLabel("Visited").click();
    const visit = page.getByRole("dialog", { name: "Mark as Visited" });
    await visit.getByLabel("Visit date", { exact: true }).fill("2024-06-15");
    await visit.getByRole("button", { name: "Mark as Visited" }).click();
    await page
      .getByRole("dialog", { name: "Discovery Complete!" })
      .getByRole("button", { name: "Keep exploring" })
      .click();
    await page.getByRole("button", { name: "Back" }).click();
    await home(page);
    await (await otherDevice(context)).write("DELETE", `/api/places/${castellCoch}`);

    await online(context, page);
    const dialog = page.getByRole("alertdialog", { name: "A change was not saved" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "Castell Coch was deleted on another device; your visit was not saved.",
    );
    await dialog.getByText("Its photo comes back too, from the copy this device kept.").waitFor();
    expect(await card(page, "Castell Coch").getByTestId("waiting-mark").textContent()).toBe(
      "Not saved: needs your choice",
    );
    await dialog.getByRole("button", { name: "Add it back with my change" }).click();
    await page.getByText("1 change sent", { exact: true }).first().waitFor();
    const [server] = (await (await otherDevice(context)).places()) as unknown as {
      id: number;
      name: string;
      visited: boolean;
      visitedDate: string | null;
      photoUrl: string | null;
    }[];
    expect(server).toMatchObject({ name: "Castell Coch", visited: true });
    expect(server?.id).not.toBe(castellCoch);
    expect(server?.visitedDate?.slice(0, 10)).toBe("2024-06-15");
    expect(server?.photoUrl).toMatch(/^\/api\/photos\/\d+$/);
    await status(page).waitFor({ state: "detached" });
    // The card shows the photo as the server now has it.
    const thumbnail = card(page, "Castell Coch").locator("img");
    await expect
      .poll(() => thumbnail.getAttribute("src"), WAIT)
      .toBe(`${server?.photoUrl}/thumbnail`);
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await thumbnail.elementHandle(),
    );
  });
  // The queue's other conflicts (a place's later changes waiting with it, other places' sent,
  // keeping mine or theirs) are in sync.test.ts; the dialog's choices and the status line's
  // words in problem-choice.test.tsx and status-line.test.tsx.
});

describe("another user signing in on this browser", () => {
  it("never sees the last one's places, even offline", async () => {
    const { page, context } = await open();
    await page.goto("/");
    await home(page);
    await addPlacesThroughApi(page, [{ name: "Alice's secret spot" }]);
    await seenOnline(page, "/", () => card(page, "Alice's secret spot").waitFor());
    const aliceId = await page.evaluate(async () => {
      const names = await caches.keys();
      return names.find((n) => n.startsWith("uka-private-"))?.slice("uka-private-".length);
    });
    expect(aliceId).toBeTruthy();

    // Bob signs in on the same browser: the worker learns who is signed in from the answers
    // that pass through it, and deletes Alice's copies at once.
    await signIn(context);
    await page.reload();
    await page.getByText("No places yet").waitFor();
    await expect
      .poll(
        async () => (await storageOf(page)).caches.filter((n) => n.includes(aliceId ?? "?")),
        WAIT,
      )
      .toEqual([]);
    await offline(context, page);
    await page.reload();
    await page.getByText("No places yet").waitFor();
    expect(await page.getByText("Alice's secret spot").count()).toBe(0);
    // Her changes waiting on this device are never sent as Bob: sync.test.ts.
  });
});

describe("signing out", () => {
  it("warns of unsent changes, then removes every private copy and waiting change", async () => {
    const { page, context } = await open();
    await page.goto("/");
    await home(page);
    const [castellCoch] = await addPlacesThroughApi(page, [{ name: "Castell Coch" }]);
    await setPhoto(page, castellCoch, "#0f766e");
    await seenOnline(page, "/", () => card(page, "Castell Coch").locator("img").waitFor());
    await expect
      .poll(
        async () => (await storageOf(page)).caches.filter((n) => /^uka-(private|photos)-/.test(n)),
        WAIT,
      )
      .toHaveLength(2);
    await offline(context, page);
    await page.getByRole("button", { name: "Add Place" }).click();
    const form = page.getByRole("dialog", { name: "Add New Place" });
    await form.getByLabel("Place Name").fill("Tintern Abbey");
    await form.getByRole("button", { name: "Add Place" }).click();
    await form.waitFor({ state: "detached" });

    const signOut = async () => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("button", { name: "Sign Out" }).click();
    };
    await signOut();
    const warning = page.getByRole("alertdialog", { name: "Sign out and lose unsent changes?" });
    await warning.waitFor();
    expect(await warning.textContent()).toContain(
      "1 change made on this device has not been sent yet.",
    );
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await warning.waitFor({ state: "detached" });
    expect((await storageOf(page)).databases).toContain("uka-offline");

    await page.keyboard.press("Escape");
    await signOut();
    // Offline, the app shows signed out at once, then opens "/" afresh; the server's session
    // ends once online. The reload below must not cut across that opening, or it aborts.
    const reopening = await nextDocument(page);
    await warning.getByRole("button", { name: "Sign out and delete them" }).click();
    await reopening.opened();
    await page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    const left = await storageOf(page);
    expect(left.caches.filter((n) => /^uka-(private|photos)-/.test(n))).toEqual([]);
    expect(left.databases).toEqual([]);
    await page.reload();
    await page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    expect(await page.getByText("Castell Coch").count()).toBe(0);

    const cookie = await context.cookies();
    await online(context, page);
    await page.waitForURL((url) => url.pathname === "/" && !url.search);
    await expect
      .poll(async () => {
        const response = await fetch(new URL("/api/auth/user", page.url()), {
          headers: { cookie: cookie.map((c) => `${c.name}=${c.value}`).join("; ") },
        });
        return response.status;
      }, WAIT)
      .toBe(401);
  });
});

describe("deleting the account", () => {
  it("says unsent changes go too (one refused as the app opened), and removes every copy, photo and waiting change", async () => {
    const { page, context } = await open();
    await page.goto("/");
    await home(page);
    const [castellCoch] = await addPlacesThroughApi(page, [{ name: "Castell Coch" }]);
    await setPhoto(page, castellCoch, "#7c2d12");
    await seenOnline(page, "/", () => card(page, "Castell Coch").locator("img").waitFor());
    const thumbnail = await card(page, "Castell Coch").locator("img").getAttribute("src");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
    );
    // A change refused while offline changes waited: it stays until the person chooses.
    await offline(context, page);
    await tickVisited(page, "Castell Coch");
    await page
      .getByRole("dialog", { name: "Discovery Complete!" })
      .getByRole("button", { name: "Keep exploring" })
      .click();
    await (await otherDevice(context)).write("DELETE", `/api/places/${castellCoch}`);
    // The app is opened again with a signal: what waited is sent as it starts.
    await context.setOffline(false);
    await page.reload();
    const conflict = page.getByRole("alertdialog", { name: "A change was not saved" });
    await conflict.getByRole("button", { name: "Close" }).click({ timeout: WAIT.timeout });

    await page.goto("/account");
    // Each visit offers the choice again; put off once more.
    await conflict.getByRole("button", { name: "Close" }).click();
    const section = page.getByRole("region", { name: "Delete my account" });
    await section.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    expect(await dialog.getByTestId("unsent-changes").textContent()).toBe(
      "1 change made on this device has not been sent yet: it is deleted too.",
    );
    await dialog.getByLabel("Your password").fill("correct horse battery");
    const session = await context.cookies();
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const left = await storageOf(page);
    expect(left.caches.filter((n) => /^uka-(private|photos)-/.test(n))).toEqual([]);
    expect(left.databases).toEqual([]);
    // The browser's own HTTP cache kept the thumbnail too, for a year, under the session's
    // cookie: the deletion's Clear-Site-Data empties it, so even a request that brings back
    // the old cookie finds nothing there with no signal.
    await context.addCookies(session);
    await offline(context, page);
    expect(
      await page.evaluate(
        (url) =>
          fetch(url ?? "").then(
            (response) => response.status,
            () => "not kept",
          ),
        thumbnail,
      ),
    ).toBe("not kept");
  });
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

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "offline screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("the waiting line and cards, and the conflict dialog", async () => {
        const opened = await browser.openPage({
          allowErrors: OFFLINE_ERRORS,
          viewport,
          colorScheme,
        });
        const { page, context } = opened;
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/");
        await home(page);
        const [, , tintern] = await addPlacesThroughApi(page, [
          { name: "Castell Coch", address: "Tongwynlais, Cardiff", category: "History & Heritage" },
          { name: "Conwy Castle", address: "Conwy", category: "History & Heritage" },
          { name: "Tintern Abbey", address: "Tintern, Monmouthshire", mood: "Peaceful" },
        ]);
        // Its thumbnail is kept: the conflict dialog says the photo can come back.
        await setPhoto(page, tintern, "#4d7c0f");
        await seenOnline(page, "/", () => card(page, "Tintern Abbey").locator("img").waitFor());
        await offline(context, page);
        for (const name of ["Conwy Castle", "Tintern Abbey"]) {
          await tickVisited(page, name);
          const celebration = page.getByRole("dialog", { name: "Discovery Complete!" });
          await celebration.getByRole("button", { name: "Keep exploring" }).click();
          await celebration.waitFor({ state: "detached" });
        }
        await page.getByRole("button", { name: "Add Place" }).click();
        const form = page.getByRole("dialog", { name: "Add New Place" });
        await form.getByLabel("Place Name").fill("Caerphilly Castle");
        await form.getByRole("button", { name: "Add Place" }).click();
        await form.waitFor({ state: "detached" });
        await expect
          .poll(() => status(page).textContent(), WAIT)
          .toContain("3 changes waiting to be sent");
        // Let the toasts go: the screenshot is of the line and the cards.
        await page.getByTestId("toast").waitFor({ state: "detached", timeout: 10_000 });
        await card(page, "Caerphilly Castle").scrollIntoViewIfNeeded();
        await shot("offline-waiting-cards");
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot("offline-waiting-line");

        await (await otherDevice(context)).write("DELETE", `/api/places/${tintern}`);
        await online(context, page);
        const dialog = page.getByRole("alertdialog", { name: "A change was not saved" });
        await dialog.getByText("Its photo comes back too").waitFor();
        await shot("offline-conflict");
        await dialog.getByRole("button", { name: "Close" }).click();
        await dialog.waitFor({ state: "detached" });
        await page.getByTestId("toast").waitFor({ state: "detached", timeout: 10_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot("offline-conflict-line");
      });

      it("the update prompt", async () => {
        const port = await freePort();
        const dataDir = mkdtempSync(path.join(os.tmpdir(), "uka-screens-"));
        let app = await startAppProcess({}, { port, dataDir });
        try {
          const opened = await browser.openPage({
            allowErrors: OFFLINE_ERRORS,
            baseUrl: app.baseUrl,
            signedIn: false,
            viewport,
            colorScheme,
          });
          const { page } = opened;
          await page.goto("/sign-in");
          await serviceWorkerInControl(page);
          await app.stop();
          app = await startAppProcess(
            { MAP_TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png", MAP_ATTRIBUTION: "Test tiles" },
            { port, dataDir },
          );
          await page.evaluate(async () => {
            await (await navigator.serviceWorker.getRegistration())?.update();
          });
          await page.getByTestId("update-prompt").waitFor();
          await screenshotter(page, `${viewport}-${colorScheme}`)("update-prompt");
        } finally {
          await app.stop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      });
    },
  );
});

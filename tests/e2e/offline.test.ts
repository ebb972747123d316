import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import {
  apiWrites,
  otherDevice,
  seenOnline,
  serviceWorkerInControl,
  storageOf,
} from "./offline-support.ts";
import { addPlacesThroughApi, browserPerFile, signIn } from "./support.ts";

// Works with no signal: the browser is really offline here (context.setOffline), the service
// worker serves the app and the last answers, and changes wait in IndexedDB to be sent.

const browser = browserPerFile();
let errors: string[] = [];
afterEach(() => {
  // Offline, the browser logs each failed request; those are the point of these tests.
  expect(
    errors.filter(
      (e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(e),
    ),
  ).toEqual([]);
});

async function open(options: Parameters<typeof browser.openPage>[0] = {}) {
  const opened = await browser.openPage({ viewport: "mobile", ...options });
  errors = opened.errors;
  return opened;
}

const home = (page: Page) => page.getByRole("heading", { name: "Your Places" }).waitFor();
const cards = (page: Page) => page.getByTestId("place-card");
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
const status = (page: Page) => page.getByTestId("offline-status");
const cardNames = async (page: Page) =>
  (await cards(page).locator("button span.font-semibold").allTextContents()).map((t) => t.trim());

async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

async function online(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
}

describe("installable", () => {
  it("links a manifest Chromium accepts, with the icons and a service worker it needs", async () => {
    const { page, context } = await open({ signedIn: false });
    await page.goto("/");
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
  });

  it("precaches every page's code, but not MapLibre's optional chunk, its worker or source maps", async () => {
    const { page } = await open({ signedIn: false });
    await page.goto("/");
    await serviceWorkerInControl(page);
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
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#b91c1c" },
    })
      .png()
      .toBuffer();
    const [castellCoch] = await addPlacesThroughApi(page, [
      { name: "Castell Coch", latitude: 51.5357, longitude: -3.2547 },
      { name: "Conwy Castle", visited: true },
    ]);
    await page.evaluate(
      async ({ id, dataUrl }) => {
        const { csrfToken } = await (await fetch("/api/csrf-token")).json();
        await fetch(`/api/places/${id}`, {
          method: "PATCH",
          headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
          body: JSON.stringify({ photoUrl: dataUrl }),
        });
      },
      { id: castellCoch, dataUrl: `data:image/png;base64,${photo.toString("base64")}` },
    );

    await seenOnline(page, "/", async () => {
      await card(page, "Castell Coch").locator("img").waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
      );
    });
    for (const path of ["/achievements", "/map", "/options", "/about", `/place/${castellCoch}`]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
    }
    await page.goto("/");
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

    const titles: Record<string, string> = {
      "/achievements": "Achievements",
      "/map": "Map",
      "/options": "Options",
      "/about": "About",
      "/version-history": "Version History",
      [`/place/${castellCoch}`]: "Castell Coch",
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
    }
    // The map draws its own basemap, and the places on it, with no signal.
    await page.goto("/map");
    await page.locator(".leaflet-container").waitFor();
    await page.locator(".leaflet-overlay-pane path").first().waitFor();
    await page.locator(".leaflet-marker-icon").first().waitFor();
  });

  it("opens the public pages, the sign-in page included", async () => {
    const { page, context } = await open({ signedIn: false });
    await page.goto("/");
    await serviceWorkerInControl(page);
    for (const path of ["/sign-in", "/terms", "/privacy-policy"]) await page.goto(path);
    await offline(context, page);
    await page.goto("/");
    await page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Continue with email" }).click();
    await page.getByLabel("Email").waitFor();
    await page.goto("/terms");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goto("/privacy-policy");
    await page.getByRole("heading", { level: 1 }).waitFor();
    // An address the app does not know still gets the app, and its own not-found page.
    await page.goto("/no-such-page");
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
  });
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
    // Mark visited (a double tap's checkbox) and unvisited.
    await page.getByLabel("Conwy Castle visited").check();
    const celebration = page.getByRole("dialog", { name: "Discovery Complete!" });
    await celebration.getByRole("button", { name: "Keep exploring" }).click();
    await page.getByLabel("Caerphilly Castle visited").uncheck();
    // Edit and delete, from a place's page.
    await card(page, "Castell Coch").getByRole("button").click();
    await page.getByRole("button", { name: "Edit" }).click();
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

    await card(page, "Tintern Abbey").getByRole("button").click();
    await page.getByRole("button", { name: "Delete" }).click();
    // A place made offline and deleted before it was sent is simply forgotten.
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await home(page);
    await page.getByRole("button", { name: "Add Place" }).click();
    await form.getByLabel("Place Name").fill("Tintern Abbey");
    await form.getByRole("button", { name: "Add Place" }).click();
    await form.waitFor({ state: "detached" });

    await expect
      .poll(() => status(page).textContent())
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
    await expect.poll(() => status(page).textContent()).toContain("5 changes waiting to be sent");
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
      "PATCH /api/places/ID/visit-status",
      "PATCH /api/places/ID/visit-status",
      "PATCH /api/places/ID",
      "DELETE /api/places/ID",
      "POST /api/places",
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

import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { apiWrites, seenOnline } from "./offline-support.ts";
import {
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

// Undo after deleting a place brings it back exactly: with a signal, without one while the
// delete still waits on the device, and without one after the delete was done.

const browser = browserPerFile();
const WAIT = { timeout: 15_000 };
let errors: string[] = [];
afterEach(() => {
  // Offline, the browser logs each failed request; those are the point of the offline tests.
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

const card = (page: Page, name: string) => page.getByTestId("place-card").filter({ hasText: name });
const toastWith = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

type StoredPlace = Record<string, unknown> & { id: number; photoUrl: string | null };

/** Skara Brae with every field a place can have, added long ago and visited since. */
async function addSkaraBrae(page: Page) {
  const photo = await sharp({
    create: { width: 320, height: 200, channels: 3, background: "#b45309" },
  })
    .png()
    .toBuffer();
  await page.evaluate(
    async (dataUrl) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      const place = {
        name: "Skara Brae",
        address: "Sandwick, Orkney",
        notes: "Older than the pyramids",
        link: "https://www.google.com/maps/place/Skara+Brae",
        category: "History & Heritage",
        mood: "Curious",
        latitude: 59.0487,
        longitude: -3.3417,
        visited: true,
        visitedDate: "2024-06-14T09:30:00.000Z",
        createdAt: "2023-01-02T10:00:00.000Z",
        photoUrl: dataUrl,
      };
      const response = await fetch("/api/places/bulk", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify({ places: [place] }),
      });
      if (!response.ok) throw new Error(`POST /api/places/bulk answered ${response.status}`);
    },
    `data:image/png;base64,${photo.toString("base64")}`,
  );
}

/** The server's list, and each photo's bytes in place of its address (which names its id). */
async function onServer(page: Page) {
  const places = (await (await page.request.get("/api/places")).json()) as StoredPlace[];
  return Promise.all(
    places.map(async ({ updatedAt: _at, version: _version, ...place }) => ({
      ...place,
      photoUrl: place.photoUrl && (await (await page.request.get(place.photoUrl)).body()),
    })),
  );
}

/** Opens the place's page and waits for its photo: seen, this device keeps a copy of it. */
async function openItsPage(page: Page) {
  await card(page, "Skara Brae").getByRole("button").click();
  const photo = page.getByRole("img", { name: "Skara Brae", exact: true });
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), WAIT)
    .toBe(320);
}

async function deleteFromItsPage(page: Page) {
  await openItsPage(page);
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Place" });
  expect(await dialog.textContent()).toContain(
    "Delete Skara Brae and its photo? You can undo it for a few seconds afterwards.",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("heading", { name: "Your Places" }).waitFor();
  await card(page, "Skara Brae").waitFor({ state: "detached" });
  return toastWith(page, "Place deleted successfully!");
}

async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

async function online(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
}

describe("undo after deleting a place", () => {
  it("brings the place back as it was: photo, visit, location, link and date added", async () => {
    const { page } = await open();
    await page.goto("/");
    await addSkaraBrae(page);
    await page.goto("/");
    const before = await onServer(page);
    expect(before).toHaveLength(1);

    const deleted = await deleteFromItsPage(page);
    await expect.poll(async () => (await onServer(page)).length, WAIT).toBe(0);
    await deleted.getByRole("button", { name: "Undo" }).click();
    await toastWith(page, 'Restored "Skara Brae" to your places!').waitFor();
    await card(page, "Skara Brae").waitFor();

    const [restored] = await onServer(page);
    const { id: _id, ...fields } = before[0] as StoredPlace;
    expect(restored).toEqual({ ...fields, id: expect.any(Number) });
    // The card shows it visited, and its page the same photo.
    expect(await page.getByLabel("Skara Brae visited").isChecked()).toBe(true);
  });

  it("takes back a delete still waiting on a device with no signal", async () => {
    const { page, context } = await open({ serviceWorkers: "allow" });
    await page.goto("/");
    await addSkaraBrae(page);
    const before = await onServer(page);
    await seenOnline(page, "/", () => card(page, "Skara Brae").waitFor());
    await openItsPage(page);
    await page.getByRole("button", { name: "Back" }).click();
    const writes = apiWrites(page);

    await offline(context, page);
    const deleted = await deleteFromItsPage(page);
    expect(await deleted.textContent()).toContain(
      "Saved on this device. It will be sent when you're back online.",
    );
    await deleted.getByRole("button", { name: "Undo" }).click();
    await toastWith(page, 'Restored "Skara Brae" to your places!').waitFor();
    await card(page, "Skara Brae").waitFor();
    expect(await card(page, "Skara Brae").getByTestId("waiting-mark").count()).toBe(0);

    // Nothing was waiting any more: the place never left the server, id and all.
    await online(context, page);
    await page.reload();
    await card(page, "Skara Brae").waitFor();
    expect(writes).toEqual([]);
    expect(await onServer(page)).toEqual(before);
  });

  it("brings back a place deleted on the server when the signal went before Undo", async () => {
    const { page, context } = await open({ serviceWorkers: "allow" });
    await page.goto("/");
    await addSkaraBrae(page);
    const before = await onServer(page);
    await seenOnline(page, "/", () => card(page, "Skara Brae").waitFor());

    const deleted = await deleteFromItsPage(page);
    await expect.poll(async () => (await onServer(page)).length, WAIT).toBe(0);
    await offline(context, page);
    await deleted.getByRole("button", { name: "Undo" }).click();
    const restoring = toastWith(page, 'Restored "Skara Brae" to your places!');
    expect(await restoring.textContent()).toContain("It will be sent when you're back online.");
    await card(page, "Skara Brae").getByTestId("waiting-mark").waitFor();

    await online(context, page);
    await card(page, "Skara Brae").getByTestId("waiting-mark").waitFor({ state: "detached" });
    const [restored] = await onServer(page);
    const { id: _id, ...fields } = before[0] as StoredPlace;
    expect(restored).toEqual({ ...fields, id: expect.any(Number) });
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "undo toast at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("shows Undo beside the + button, and the place back", async () => {
        const { page } = await open({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/");
        await addSkaraBrae(page);
        await page.goto("/");
        const deleted = await deleteFromItsPage(page);
        await deleted.getByRole("button", { name: "Undo" }).waitFor();
        await shot("undo-toast");
        await deleted.getByRole("button", { name: "Undo" }).click();
        await toastWith(page, 'Restored "Skara Brae" to your places!').waitFor();
        await card(page, "Skara Brae").waitFor();
        await shot("undo-restored");
      });
    },
  );
});

import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

// The add/edit form's photo, visit and location search, as a person on a phone meets them.

const browser = browserPerFile();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  ({ context, page } = await browser.openPage({ viewport: "mobile" }));
  await page.goto("/");
  await page.getByRole("heading", { name: "Your Places" }).waitFor();
});

const toast = (text: string) => page.getByText(text, { exact: true }).first();
const addForm = () => page.getByRole("dialog", { name: "Add New Place" });
const editForm = () => page.getByRole("dialog", { name: "Edit Entry" });

/** A place as GET /api/places answers it. */
async function storedPlace(name: string) {
  const places: { name: string; visited: boolean; visitedDate: string | null }[] =
    await page.evaluate(async () => (await fetch("/api/places")).json());
  return places.find((place) => place.name === name);
}

async function closeCelebration(placeName: string) {
  const celebration = page.getByRole("dialog", { name: "Discovery Complete!" });
  await celebration.waitFor();
  expect(await celebration.textContent()).toContain(placeName);
  await celebration.getByRole("button", { name: "Keep exploring" }).click();
  await celebration.waitFor({ state: "detached" });
}

/** Today in the browser's zone, as a date input writes it. */
const todayInBrowser = () =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });

describe("photos from a phone", () => {
  let dir: string;
  let png: string;
  let jpeg: string;
  let tooBig: string;

  // Noise does not compress: the files are as big as a phone's, made here with sharp.
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "phone-photos-"));
    png = path.join(dir, "screenshot.png");
    jpeg = path.join(dir, "IMG_0042.jpg");
    tooBig = path.join(dir, "panorama.jpg");
    const noise = (width: number, height: number) =>
      sharp({
        create: {
          width,
          height,
          channels: 3,
          // Ignored where there is noise, but sharp's type asks for it.
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 40 },
        },
      });
    await noise(1200, 900).png().toFile(png);
    writeFileSync(tooBig, Buffer.alloc(30 * 1024 * 1024 + 1));
    await noise(4000, 3000).jpeg({ quality: 98 }).toFile(jpeg);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ["a 2.5 MB PNG", () => png, 2.5, 1200],
    ["a 12 MB, 4000 × 3000 JPEG", () => jpeg, 12, 1600],
  ])("takes %s, made smaller in the browser, and keeps it", async (_, file, megabytes, width) => {
    expect(statSync(file()).size).toBeGreaterThan(megabytes * 1024 * 1024);
    await page.getByRole("button", { name: "Add Place" }).click();
    await addForm().getByLabel("Place Name").fill("Stac Pollaidh");
    await addForm().locator('input[type="file"]').setInputFiles(file());
    await addForm().getByRole("img", { name: "Chosen for this place" }).waitFor();
    expect(await addForm().getByRole("alert").count()).toBe(0);

    // What is sent is what the server takes: within 2 MB, its longer side 2,048 px at most.
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/places"),
    );
    await addForm().getByRole("button", { name: "Add Place" }).click();
    const body = (await sent).postDataJSON() as { photoUrl: string };
    const bytes = Buffer.from(body.photoUrl.slice(body.photoUrl.indexOf(",") + 1), "base64");
    expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    const sentSize = await sharp(bytes).metadata();
    expect(Math.max(sentSize.width ?? 0, sentSize.height ?? 0)).toBeLessThanOrEqual(2048);

    await toast('Added "Stac Pollaidh" to your places!').waitFor();
    await page.getByTestId("place-card").getByRole("button").click();
    const image = page.getByRole("main").getByRole("img", { name: "Stac Pollaidh" });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(width);
  });

  it("refuses a file over 30 MB, and will not save as if it had kept it", async () => {
    const [id] = await addPlacesThroughApi(page, [{ name: "Suilven" }]);
    await page.goto(`/place/${id}`);
    await page.getByRole("button", { name: "Edit" }).click();
    const form = editForm();
    await form.locator('input[type="file"]').setInputFiles(tooBig);
    await form.getByRole("alert").getByText("Please select a photo smaller than 30MB").waitFor();

    // Save goes back to the photo, and nothing is sent.
    let sent = 0;
    page.on("request", (request) => {
      if (request.method() === "PATCH") sent++;
    });
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type))
      .toBe("file");
    expect(sent).toBe(0);
    expect(await form.isVisible()).toBe(true);

    // Going on without it is the person's choice, and then the save says what it did.
    await form.getByRole("button", { name: "Don't use this photo" }).click();
    expect(await form.getByRole("alert").count()).toBe(0);
    await form.getByRole("button", { name: "Save Changes" }).click();
    await toast('Updated "Suilven" successfully!').waitFor();
    expect(await page.getByRole("main").getByRole("img").count()).toBe(0);
  });
});

describe("the visit's date in the form", () => {
  it("is shown, corrected, taken away and set again in Edit, never later than today", async () => {
    const [id] = await addPlacesThroughApi(page, [
      { name: "Skara Brae", visited: true, visitedDate: "2024-06-15" },
    ]);
    await page.goto(`/place/${id}`);
    await page.getByText("Visited 15 Jun 2024").waitFor();

    await page.getByRole("button", { name: "Edit" }).click();
    const visited = editForm().getByRole("checkbox", { name: "Visited", exact: true });
    const date = editForm().getByLabel("Visited on");
    expect(await visited.isChecked()).toBe(true);
    expect(await date.inputValue()).toBe("2024-06-15");
    await date.fill("2024-06-10");
    await editForm().getByRole("button", { name: "Save Changes" }).click();
    await toast('Updated "Skara Brae" successfully!').waitFor();
    await page.getByText("Visited 10 Jun 2024").waitFor();
    expect((await storedPlace("Skara Brae"))?.visitedDate).toBe("2024-06-10T12:00:00.000Z");

    // Unticked, the day goes too.
    await page.getByRole("button", { name: "Edit" }).click();
    await visited.click();
    expect(await date.count()).toBe(0);
    await editForm().getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("To Visit", { exact: true }).waitFor();
    expect(await storedPlace("Skara Brae")).toMatchObject({ visited: false, visitedDate: null });

    // Ticked again: today, which a day after today cannot replace.
    await page.getByRole("button", { name: "Edit" }).click();
    await visited.click();
    const today = await todayInBrowser();
    expect(await date.inputValue()).toBe(today);
    expect(await date.getAttribute("max")).toBe(today);
    const tomorrow = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 2);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    await date.fill(tomorrow);
    await editForm().getByRole("button", { name: "Save Changes" }).click();
    await editForm()
      .getByRole("alert")
      .getByText("The visit date cannot be later than today")
      .waitFor();
    expect(await date.evaluate((input) => input === document.activeElement)).toBe(true);
    expect((await storedPlace("Skara Brae"))?.visited).toBe(false);

    await date.fill("2025-01-02");
    await editForm().getByRole("button", { name: "Save Changes" }).click();
    await closeCelebration("Skara Brae");
    await page.getByText("Visited 2 Jan 2025").waitFor();
    expect((await storedPlace("Skara Brae"))?.visitedDate).toBe("2025-01-02T12:00:00.000Z");
  });

  it("records a place added as visited, on the day chosen", async () => {
    await page.getByRole("button", { name: "Add Place" }).click();
    await addForm().getByLabel("Place Name").fill("Callanish Stones");
    await addForm().getByRole("checkbox", { name: "Visited", exact: true }).click();
    await addForm().getByLabel("Visited on").fill("2023-05-01");
    await addForm().getByRole("button", { name: "Add Place" }).click();
    await closeCelebration("Callanish Stones");
    expect(await storedPlace("Callanish Stones")).toMatchObject({
      visited: true,
      visitedDate: "2023-05-01T12:00:00.000Z",
    });
  });

  it("is asked for when a card is ticked in the list, as on the place's page", async () => {
    await addPlacesThroughApi(page, [{ name: "Maeshowe" }]);
    await page.reload();
    const card = page.getByTestId("place-card").filter({ hasText: "Maeshowe" });
    await card.getByRole("checkbox").click();
    const dialog = page.getByRole("dialog", { name: "Mark as Visited" });
    const date = dialog.getByLabel("Visit date", { exact: true });
    expect(await date.inputValue()).toBe(await todayInBrowser());
    await date.fill("2024-03-03");
    await dialog.getByRole("button", { name: "Mark as Visited" }).click();
    await closeCelebration("Maeshowe");
    expect(await card.getByRole("checkbox").isChecked()).toBe(true);
    expect((await storedPlace("Maeshowe"))?.visitedDate).toBe("2024-03-03T12:00:00.000Z");

    // Cancelled, nothing is marked.
    await card.getByRole("checkbox").click();
    await toast('Marked "Maeshowe" as unvisited!').waitFor();
    await card.getByRole("checkbox").click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await card.getByRole("checkbox").isChecked()).toBe(false);
    expect((await storedPlace("Maeshowe"))?.visited).toBe(false);
  });
});

describe("'Find a place' without a signal", () => {
  it("says it is offline, and still offers the towns this device found earlier", async () => {
    await page.getByRole("button", { name: "Add Place" }).click();
    const search = addForm().getByRole("combobox", { name: "Find a place" });
    await search.fill("Bath");
    await addForm().getByRole("option", { name: "Bath, England", exact: true }).waitFor();
    await search.fill("");

    await context.setOffline(true);
    try {
      await search.fill("ba");
      await addForm().getByRole("option", { name: "Bath, England", exact: true }).waitFor();
      await addForm()
        .getByText("You're offline: these are places this device found earlier.")
        .waitFor();

      await search.fill("Caernarfon");
      await addForm()
        .getByRole("status")
        .getByText(
          "You're offline: finding places needs the server. Your place is saved without a location; add one later.",
        )
        .waitFor();
      expect(await addForm().getByText("Nothing found", { exact: false }).count()).toBe(0);
    } finally {
      await context.setOffline(false);
    }
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "the place form's visit, photo and offline search at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("render without errors or sideways scrolling", async () => {
        const dir = mkdtempSync(path.join(tmpdir(), "form-screens-"));
        const tooBig = path.join(dir, "panorama.jpg");
        writeFileSync(tooBig, Buffer.alloc(30 * 1024 * 1024 + 1));
        const opened = await browser.openPage({ viewport, colorScheme });
        const shot = screenshotter(opened.page, `${viewport}-${colorScheme}`);
        const at = opened.page;
        try {
          await at.goto("/");
          await at.getByRole("heading", { name: "Your Places" }).waitFor();
          // A card's tick asks for the day, over the list.
          await addPlacesThroughApi(at, [{ name: "Slains Castle", address: "Cruden Bay" }]);
          await at.reload();
          await at.getByLabel("Slains Castle visited").click();
          const asking = at.getByRole("dialog", { name: "Mark as Visited" });
          await asking.waitFor();
          await shot("list-tick-mark-visited");
          await asking.getByRole("button", { name: "Cancel" }).click();
          await asking.waitFor({ state: "detached" });

          await at.getByRole("button", { name: "Add Place" }).click();
          const form = at.getByRole("dialog", { name: "Add New Place" });
          await form.getByLabel("Place Name").fill("Dunnottar Castle");
          await form.getByRole("checkbox", { name: "Visited", exact: true }).click();
          await form.getByLabel("Visited on").scrollIntoViewIfNeeded();
          await shot("place-form-visited-on");

          await form.locator('input[type="file"]').setInputFiles(tooBig);
          await form.getByRole("button", { name: "Don't use this photo" }).scrollIntoViewIfNeeded();
          await shot("place-form-photo-refused");

          const search = form.getByRole("combobox", { name: "Find a place" });
          await search.fill("Stonehaven");
          await form
            .getByRole("option", { name: /^Stonehaven/ })
            .first()
            .waitFor();
          await search.fill("");
          await opened.context.setOffline(true);
          // The search at the top of the dialog, its answer under it.
          await form
            .getByText("Location", { exact: true })
            .evaluate((legend) => legend.scrollIntoView({ block: "start" }));
          await search.fill("stone");
          await form
            .getByText("You're offline: these are places this device found earlier.")
            .waitFor();
          await shot("place-form-offline-known");
          await search.fill("Aberdeen");
          await form.getByRole("status").getByText("You're offline", { exact: false }).waitFor();
          await shot("place-form-offline-search");
          await opened.context.setOffline(false);
          expect(opened.errors).toEqual([]);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      });
    },
  );
});

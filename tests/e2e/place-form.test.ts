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

// The add/edit form's photo and location search, as a person on a phone meets them, where only
// a browser shows it: a canvas making a photo smaller, and a network that goes away. The form's
// own rules (a refused file, the visit's day) are place-form-dialog.test.tsx's.

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

describe("photos from a phone", () => {
  let dir: string;
  let png: string;
  let jpeg: string;

  // Noise does not compress: the files are as big as a phone's, made here with sharp.
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "phone-photos-"));
    png = path.join(dir, "screenshot.png");
    jpeg = path.join(dir, "IMG_0042.jpg");
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
    await noise(4000, 3000).jpeg({ quality: 98 }).toFile(jpeg);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A file refused for its type or size never reaches the canvas: place-form-dialog.test.tsx.
  it("takes a 2.5 MB PNG and a 12 MB, 4000 × 3000 JPEG, each made smaller in the browser and kept", async () => {
    for (const [name, file, megabytes, width] of [
      ["Stac Pollaidh", png, 2.5, 1200],
      ["Suilven", jpeg, 12, 1600],
    ] as const) {
      expect(statSync(file).size).toBeGreaterThan(megabytes * 1024 * 1024);
      await page.getByRole("button", { name: "Add Place" }).click();
      await addForm().getByLabel("Place Name").fill(name);
      await addForm().locator('input[type="file"]').setInputFiles(file);
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

      await toast(`Added "${name}" to your places!`).waitFor();
      await page.getByTestId("place-card").filter({ hasText: name }).getByRole("button").click();
      const image = page.getByRole("main").getByRole("img", { name });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(width);
      await page.getByRole("button", { name: "Back" }).click();
      await page.getByRole("heading", { name: "Your Places" }).waitFor();
    }
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

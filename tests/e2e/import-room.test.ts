// A file of more places than the list has room for, through the Import dialog in Chromium:
// the preview ticks those that fit, and the server stores them and no more.
import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const browser = browserPerFile();
let page: Page;
let errors: string[];

const NO_ROOM = "No room: your list holds at most 5,000 places.";

/**
 * Fills the page's user's list to `count` places through POST /api/places/bulk, a thousand
 * at a time, far from the file's places.
 */
async function fillList(on: Page, count: number) {
  await on.evaluate(async (n) => {
    const { csrfToken } = await (await fetch("/api/csrf-token")).json();
    for (let from = 0; from < n; from += 1000) {
      const places = Array.from({ length: Math.min(1000, n - from) }, (_, i) => ({
        name: `Kept place ${from + i + 1}`,
      }));
      const response = await fetch("/api/places/bulk", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify({ places }),
      });
      if (!response.ok) throw new Error(`POST /api/places/bulk answered ${response.status}`);
    }
  }, count);
}

const placeCount = (on: Page) =>
  on.evaluate(async () => ((await (await fetch("/api/places")).json()) as unknown[]).length);

/** A CSV of castles, each at a position of its own. */
const castles = (n: number) => ({
  name: "castles.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(
    `Name,Latitude,Longitude\n${Array.from(
      { length: n },
      (_, i) => `Castle ${i + 1},${(52 + i / 100).toFixed(4)},-2.5`,
    ).join("\n")}\n`,
  ),
});

/** Opens the Import dialog on a list of 4,998 places and chooses a file of five castles. */
async function previewFiveCastles(on: Page) {
  await on.goto("/options");
  await fillList(on, 4998);
  await on.goto("/options");
  await on.getByRole("button", { name: "Import Places" }).click();
  const dialog = on.getByRole("dialog", { name: "Import Places" });
  await dialog.getByLabel("Choose a file").setInputFiles(castles(5));
  await dialog.getByText("Found 5 places").waitFor();
  return dialog;
}

describe("importing more places than the list has room for", () => {
  beforeEach(async () => {
    ({ page, errors } = await browser.openPage({ viewport: "desktop" }));
  });
  afterEach(() => {
    expect(errors).toEqual([]);
  });

  it("ticks those that fit, refuses one more, and stores only the ticked", async () => {
    const dialog = await previewFiveCastles(page);
    await dialog
      .getByText("Your list has room for 2 more places: the first 2 new places are ticked.")
      .waitFor();
    await dialog.getByText("3 new places do not fit: they are left unticked.").waitFor();
    const boxes = dialog.getByRole("checkbox", { name: /^Include Castle / });
    expect(
      await boxes.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).checked)),
    ).toEqual([true, true, false, false, false]);
    expect(await dialog.getByText(NO_ROOM, { exact: true }).count()).toBe(3);

    const fourth = dialog.getByRole("checkbox", { name: "Include Castle 4 (Row 5)" });
    await fourth.click();
    await dialog
      .getByRole("alert")
      .filter({ hasText: `${NO_ROOM} Untick another new place to choose Castle 4 (Row 5).` })
      .waitFor();
    expect(await fourth.isChecked()).toBe(false);

    await dialog.getByRole("checkbox", { name: "Include Castle 1 (Row 2)" }).uncheck();
    await fourth.check();
    await dialog.getByRole("button", { name: "Import 2 Places" }).click();
    await page.getByTestId("toast").filter({ hasText: "Added 2 places" }).waitFor();
    expect(await placeCount(page)).toBe(5000);
    const names: string[] = await page.evaluate(async () =>
      ((await (await fetch("/api/places")).json()) as { name: string }[]).map((p) => p.name),
    );
    expect(names.filter((name) => name.startsWith("Castle")).sort()).toEqual([
      "Castle 2",
      "Castle 4",
    ]);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "Import room screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("render without errors or sideways scrolling", async () => {
        const opened = await browser.openPage({ viewport, colorScheme });
        const shot = screenshotter(opened.page, `${viewport}-${colorScheme}`);
        const dialog = await previewFiveCastles(opened.page);
        await shot("import-no-room");
        await dialog.getByRole("checkbox", { name: "Include Castle 4 (Row 5)" }).click();
        await dialog.getByRole("alert").waitFor();
        await shot("import-no-room-refused");
        expect(opened.errors).toEqual([]);
      });
    },
  );
});

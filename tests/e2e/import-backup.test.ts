import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { addPlacesThroughApi, browserPerFile } from "./support.ts";

const browser = browserPerFile();
let page: Page;
let errors: string[];

beforeEach(async () => {
  ({ page, errors } = await browser.openPage({ viewport: "mobile" }));
});

const toast = (title: string) => page.getByTestId("toast").filter({ hasText: title });

/**
 * Closes a toast once read, as a person may: left, it would hold back the next toast, or cover
 * a button, for its 5 s. (Found by its label: an open dialog hides the toasts from roles.)
 */
const dismiss = (title: string) => toast(title).locator('button[aria-label="Close"]').click();

async function openOptions() {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Options" }).click();
  await page.getByRole("heading", { name: "Options" }).waitFor();
}

/** The names in GET /api/places, in the order it answers them. */
async function placeNames(): Promise<string[]> {
  const places: unknown = await page.evaluate(async () => (await fetch("/api/places")).json());
  return z
    .array(z.object({ name: z.string() }))
    .parse(places)
    .map((p) => p.name);
}

async function openRestoreTab() {
  await page.getByRole("button", { name: "Backup & Restore" }).click();
  const dialog = page.getByRole("dialog", { name: "Backup & Restore" });
  await dialog.getByRole("tab", { name: "Restore" }).click();
  return dialog;
}

/** Chooses a file in the Restore tab and presses Restore Backup. */
async function restoreFile(name: string, content: string | Buffer) {
  const dialog = page.getByRole("dialog", { name: "Backup & Restore" });
  await dialog.getByLabel("Backup file").setInputFiles({
    name,
    mimeType: "application/json",
    buffer: Buffer.isBuffer(content) ? content : Buffer.from(content),
  });
  await dialog.getByRole("button", { name: "Restore Backup" }).click();
}

// Parsing a pasted list and its preview are tried on the components
// (src/client/features/import-backup/components/import-list-preview.test.tsx), what the server
// adds and skips in src/server/routes/places-bulk.test.ts and backup.test.ts.
describe("import", () => {
  it("sends a long pasted list, parsed again after Back to Edit, in batches with a progress bar", async () => {
    await openOptions();
    await page.getByRole("button", { name: "Import Places" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Places" });
    const lines = Array.from({ length: 1_001 }, (_, i) => `${i + 1}. Place number ${i + 1}`);
    const list = dialog.getByLabel("Your list");
    await list.fill(lines.join("\n"));
    const parse = dialog.getByRole("button", { name: "Parse Places" });
    await parse.click();
    await dialog.getByText("Found 1,001 places").waitFor();
    // Back to Edit keeps the text, to change and parse again.
    await dialog.getByRole("button", { name: "Back to Edit" }).click();
    expect(await list.inputValue()).toBe(lines.join("\n"));
    await parse.click();
    // The bar may be up for less than a poll of Playwright's: the page itself watches for it.
    const barShown = page.evaluate(
      () =>
        new Promise<true>((resolve) => {
          const bar = '[role="progressbar"][aria-label="Importing places"]';
          const observer = new MutationObserver(() => {
            if (!document.querySelector(bar)) return;
            observer.disconnect();
            resolve(true);
          });
          observer.observe(document.body, { subtree: true, childList: true });
        }),
    );
    await dialog.getByRole("button", { name: "Import 1,001 Places" }).click();
    expect(await barShown).toBe(true);
    await toast("Import successful!").waitFor();
    expect(await toast("Import successful!").innerText()).toContain("Added 1,001 places");
    await dialog.waitFor({ state: "detached" });
    const names = await placeNames();
    expect(names).toHaveLength(1_001);
    expect(new Set(names).size).toBe(1_001);
    // Newest first, yet in the order written: the second request's line was sent first.
    expect([names[0], names[999], names[1000]]).toEqual([
      "Place number 1",
      "Place number 1000",
      "Place number 1001",
    ]);

    // The list was fetched again: it shows them without a reload.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
    expect(
      await page.getByTestId("place-card").first().locator("span.font-semibold").innerText(),
    ).toBe("Place number 1");
  });
});

const backupOf = (places: unknown[]) =>
  JSON.stringify({
    exportedAt: "2026-01-01T00:00:00.000Z",
    version: "1.0",
    appName: "UK Adventures",
    totalPlaces: places.length,
    places,
  });

describe("Options", () => {
  it("counts the collection, downloads today's backup, restores files, and signs out", async () => {
    await page.goto("/");
    await addPlacesThroughApi(page, [
      { name: "Stonehenge", category: "History & Heritage", mood: "Curious", visited: true },
      { name: "Eden Project", address: "Bodelva", notes: "Biomes 🌍" },
    ]);
    await openOptions();
    expect(await page.locator("dl").innerText()).toMatch(
      /Total Places\s*2\s*Visited\s*1\s*To Visit\s*1/,
    );
    await page.getByRole("button", { name: "Backup & Restore" }).click();
    const dialog = page.getByRole("dialog", { name: "Backup & Restore" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download Backup" }).click(),
    ]);
    const now = new Date();
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    expect(download.suggestedFilename()).toBe(`uk-adventures-backup-${day}.json`);
    const downloaded = await readFile(await download.path(), "utf8");
    const file: unknown = JSON.parse(downloaded);
    expect(file).toMatchObject({
      version: "1.0",
      appName: "UK Adventures",
      totalPlaces: 2,
      places: [
        { name: "Eden Project", address: "Bodelva", notes: "Biomes 🌍", visited: false },
        {
          name: "Stonehenge",
          category: "History & Heritage",
          mood: "Curious",
          visited: true,
          visitedDate: expect.any(String),
        },
      ],
    });
    await toast("Backup Downloaded!").waitFor();
    await dismiss("Backup Downloaded!");

    // The file just downloaded, restored into the same list: every place is there already.
    await dialog.getByRole("tab", { name: "Restore" }).click();
    await restoreFile(download.suggestedFilename(), downloaded);
    await toast("Nothing restored").waitFor();
    expect(await toast("Nothing restored").innerText()).toContain(
      "Every place in the file is already in your list.",
    );
    await dismiss("Nothing restored");
    expect(await placeNames()).toHaveLength(2);

    // A file holding one of them, and a new place twice: only the new place comes in, once.
    await openRestoreTab();
    await restoreFile(
      "more.json",
      backupOf([{ name: "Stonehenge" }, { name: "Bamburgh Castle" }, { name: "Bamburgh Castle" }]),
    );
    await toast("Restore Successful!").waitFor();
    expect(await toast("Restore Successful!").innerText()).toContain(
      "Restored 1 place; 1 was already in your list; 1 repeated another row of the file.",
    );
    await dismiss("Restore Successful!");
    expect((await placeNames()).sort()).toEqual(["Bamburgh Castle", "Eden Project", "Stonehenge"]);

    // A restore closes the dialog.
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("link", { name: "Get Started" }).first().waitFor();
    // Signed out, the landing page's /api/auth/user rightly answers 401: that one is expected.
    errors.splice(0, errors.length, ...errors.filter((e) => !e.includes("401")));
  });
});

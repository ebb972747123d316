import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addPlacesThroughApi, browserPerFile, signIn, tickVisited } from "./support.ts";

const browser = browserPerFile();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  ({ context, page, errors } = await browser.openPage({ viewport: "mobile" }));
  await page.goto("/");
  await page.getByRole("heading", { name: "Your Places" }).waitFor();
});
afterEach(() => {
  expect(errors).toEqual([]);
});

const toast = (text: string) => page.getByText(text, { exact: true }).first();
const cards = () => page.getByTestId("place-card");
const cardNames = async () =>
  (await cards().locator("button span.font-semibold").allTextContents()).map((t) => t.trim());
const card = (name: string) => cards().filter({ hasText: name });

async function reloadHome(path = "/") {
  await page.goto(path);
  await page.getByRole("heading", { name: /Your Places|Search Results/ }).waitFor();
}

async function closeCelebration(placeName: string) {
  const celebration = page.getByRole("dialog", { name: "Discovery Complete!" });
  await celebration.waitFor();
  expect(await celebration.textContent()).toContain(placeName);
  expect(await page.getByTestId("confetti").count()).toBe(20);
  await celebration.getByRole("button", { name: "Keep exploring" }).click();
  await celebration.waitFor({ state: "detached" });
}

describe("adding and editing", () => {
  it("adds a place with a suggested category, a quick note, a mood and a photo", async () => {
    await page.getByText("No places yet").waitFor();
    await page.getByRole("button", { name: "Add Place" }).click();
    const form = page.getByRole("dialog", { name: "Add New Place" });
    const save = form.getByRole("button", { name: "Add Place" });
    expect(await save.isDisabled()).toBe(true);
    await form.getByLabel("Place Name").fill("   ");
    expect(await save.isDisabled()).toBe(true);

    await form.getByLabel("Place Name").fill("Tintagel Castle");
    await form.getByText("Suggested from the name").waitFor();
    const suggested = form.getByRole("button", { name: "History & Heritage" });
    expect(await suggested.getAttribute("aria-pressed")).toBe("true");
    await form.getByLabel("Address").fill("Tintagel, Cornwall");
    await form.getByRole("button", { name: "+ Historic site" }).click();
    await form.getByRole("button", { name: "+ Beautiful views" }).click();
    expect(await form.getByLabel("Notes").inputValue()).toBe("Historic site, Beautiful views");
    // Choosing a mood again deselects it.
    const adventurous = form.getByRole("button", { name: "Adventurous" });
    await adventurous.click();
    await adventurous.click();
    expect(await adventurous.getAttribute("aria-pressed")).toBe("false");
    await form.getByRole("button", { name: "Romantic" }).click();

    const photoInput = form.locator('input[type="file"]');
    await photoInput.setInputFiles({
      name: "directions.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    await form.getByRole("alert").getByText("Please choose an image file (JPG or PNG).").waitFor();
    expect(await form.getByRole("img", { name: "Chosen for this place" }).count()).toBe(0);
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#3b82f6" },
    })
      .png()
      .toBuffer();
    await photoInput.setInputFiles({ name: "cliffs.png", mimeType: "image/png", buffer: photo });
    await form.getByRole("img", { name: "Chosen for this place" }).waitFor();
    expect(await form.getByRole("alert").count()).toBe(0);

    await save.click();
    await toast('Added "Tintagel Castle" to your places!').waitFor();
    await form.waitFor({ state: "detached" });
    await expect.poll(cardNames).toEqual(["Tintagel Castle"]);
    expect(await card("Tintagel Castle").textContent()).toContain("History & Heritage");

    // The detail page after the 300 ms single-tap wait.
    await card("Tintagel Castle").getByRole("button").click();
    await page.waitForURL(/\/place\/\d+$/);
    const main = page.getByRole("main");
    await main.getByText("Tintagel, Cornwall").waitFor();
    for (const text of [
      "History & Heritage",
      "Romantic",
      "Historic site, Beautiful views",
      "To Visit",
    ]) {
      expect(await main.textContent()).toContain(text);
    }
    const image = main.getByRole("img", { name: "Tintagel Castle" });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

    // Opening the form again to add starts blank.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Add Place" }).click();
    expect(await page.getByLabel("Place Name").inputValue()).toBe("");
  });

  it("refuses a duplicate with its 409 message, keeping what was typed", async () => {
    await addPlacesThroughApi(page, [{ name: "Big Ben", address: "Westminster" }]);
    await reloadHome();
    await page.getByRole("button", { name: "Add Place" }).click();
    await page.getByLabel("Place Name").fill("big ben ");
    await page.getByLabel("Address").fill("WESTMINSTER");
    await page.getByRole("dialog").getByRole("button", { name: "Add Place" }).click();
    await toast("This place is already in your list!").waitFor();
    expect(await page.getByLabel("Place Name").inputValue()).toBe("big ben ");
    // The browser logs the 409 itself; that one is expected.
    expect(errors).toEqual([expect.stringContaining("409")]);
    errors.length = 0;
  });

  it("edits a place, pre-filled, and removes its photo", async () => {
    const [id] = await addPlacesThroughApi(page, [
      { name: "Eden Project", address: "Bodelva", mood: "Curious" },
    ]);
    await page.evaluate(async (placeId) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      const canvas = document.createElement("canvas");
      canvas.width = 40;
      canvas.height = 30;
      await fetch(`/api/places/${placeId}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify({ photoUrl: canvas.toDataURL("image/png") }),
      });
    }, id);
    await page.goto(`/place/${id}`);
    await page.getByRole("main").getByRole("img", { name: "Eden Project" }).waitFor();
    await page.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("dialog", { name: "Edit Entry" });
    expect(await form.getByLabel("Place Name").inputValue()).toBe("Eden Project");
    expect(await form.getByLabel("Address").inputValue()).toBe("Bodelva");
    expect(await form.getByRole("button", { name: "Curious" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    // Editing never suggests a category.
    expect(await form.getByText("Suggested from the name").count()).toBe(0);
    await form.getByLabel("Place Name").fill("The Eden Project");
    await form.getByRole("button", { name: "Remove photo" }).click();
    await form.getByRole("button", { name: "Save Changes" }).click();
    await toast('Updated "The Eden Project" successfully!').waitFor();
    await page.getByRole("heading", { name: "The Eden Project" }).waitFor();
    expect(await page.getByRole("main").getByRole("img").count()).toBe(0);
  });
});

describe("a place's link", () => {
  it("opens Google Maps in a new tab, and the form refuses what is no web address", async () => {
    const [id] = await addPlacesThroughApi(page, [
      { name: "Stonehenge", link: "https://www.google.com/maps/search/51.178882,-1.826215" },
    ]);
    await page.goto(`/place/${id}`);
    const main = page.getByRole("main");
    const maps = main.getByRole("link", { name: "Open in Google Maps" });
    expect(await maps.getAttribute("href")).toBe(
      "https://www.google.com/maps/search/51.178882,-1.826215",
    );
    expect(await maps.getAttribute("target")).toBe("_blank");
    expect(await maps.getAttribute("rel")).toBe("noopener noreferrer");

    await main.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("dialog", { name: "Edit Entry" });
    await form.getByLabel("Link").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.getByText("Use a web address that starts with https:// or http://").waitFor();
    await form.getByLabel("Link").fill("https://english-heritage.example/stonehenge");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await toast('Updated "Stonehenge" successfully!').waitFor();
    const other = main.getByRole("link", { name: "Open link" });
    expect(await other.getAttribute("href")).toBe("https://english-heritage.example/stonehenge");
    expect(await other.getAttribute("target")).toBe("_blank");
  });
});

describe("visiting", () => {
  it("marks visited through the dialog with a chosen date, then unmarks directly", async () => {
    const [id] = await addPlacesThroughApi(page, [{ name: "Giant's Causeway" }]);
    await page.goto(`/place/${id}`);
    await page.getByLabel("Visited").click();
    const dialog = page.getByRole("dialog", { name: "Mark as Visited" });
    const date = dialog.getByLabel("Visit date", { exact: true });
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    expect(await date.inputValue()).toBe(today);
    expect(await date.getAttribute("max")).toBe(today);
    expect(await dialog.getByLabel("Record visit date").isChecked()).toBe(true);
    await date.fill("2024-06-15");
    await dialog.getByRole("button", { name: "Mark as Visited" }).click();
    await closeCelebration("Giant's Causeway");
    await page.getByText("Visited 15 Jun 2024").waitFor();
    expect(await page.getByLabel("Visited").isChecked()).toBe(true);

    // Visited → unvisited: no dialog.
    await page.getByLabel("Visited").click();
    await toast('Marked "Giant\'s Causeway" as unvisited!').waitFor();
    await page.getByText("To Visit", { exact: true }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("marks visited by the card's checkbox, and unmarks the same way", async () => {
    await addPlacesThroughApi(page, [{ name: "Snowdon" }]);
    await reloadHome();
    await card("Snowdon").getByRole("checkbox").click();
    // The day is asked for, as on the place's page (tests/e2e/place-form.test.ts).
    const dialog = page.getByRole("dialog", { name: "Mark as Visited" });
    await dialog.getByRole("button", { name: "Mark as Visited" }).click();
    await closeCelebration("Snowdon");
    await toast('Marked "Snowdon" as visited!').waitFor();
    expect(await card("Snowdon").getByRole("checkbox").isChecked()).toBe(true);
    expect(await card("Snowdon").textContent()).toContain("Visited today");
    const nameStyle = await card("Snowdon")
      .locator("span.font-semibold")
      .evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(nameStyle).toBe("line-through");

    await card("Snowdon").getByRole("checkbox").click();
    await toast('Marked "Snowdon" as unvisited!').waitFor();
    expect(await card("Snowdon").getByRole("checkbox").isChecked()).toBe(false);
  });

  it("marks an unvisited place visited by a double tap, without opening it", async () => {
    await addPlacesThroughApi(page, [{ name: "Loch Ness" }]);
    await reloadHome();
    await card("Loch Ness").getByRole("button").dblclick();
    await closeCelebration("Loch Ness");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await card("Loch Ness").getByRole("checkbox").isChecked()).toBe(true);
  });
});

describe("sharing", () => {
  it("copies the place's link and says 'Copied!' where the browser has no share sheet", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const [id] = await addPlacesThroughApi(page, [{ name: "Hadrian's Wall" }]);
    await page.goto(`/place/${id}`);
    const hasShareSheet = await page.evaluate(() => typeof navigator.share === "function");
    expect(hasShareSheet, "headless Chromium on Linux has no Web Share").toBe(false);
    await page.getByRole("button", { name: "Share" }).click();
    await toast("Copied!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

describe("deleting", () => {
  it("deletes after confirming 'Delete Place', and goes home", async () => {
    const [id] = await addPlacesThroughApi(page, [{ name: "Stonehenge" }, { name: "Avebury" }]);
    await page.goto(`/place/${id}`);
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Place" });
    // No photo, so none is mentioned.
    expect(await dialog.getByText(/^Delete Stonehenge/).textContent()).toBe(
      "Delete Stonehenge? You can undo it for a few seconds afterwards.",
    );
    await dialog.getByRole("button", { name: "Delete" }).click();
    await toast("Place deleted successfully!").waitFor();
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
    await expect.poll(cardNames).toEqual(["Avebury"]);
  });
});

describe("deleting a place with a photo", () => {
  it("says the photo goes with it", async () => {
    const [id] = await addPlacesThroughApi(page, [{ name: "Eden Project" }]);
    await page.evaluate(async (placeId) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      const canvas = document.createElement("canvas");
      canvas.width = 40;
      canvas.height = 30;
      const response = await fetch(`/api/places/${placeId}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify({ photoUrl: canvas.toDataURL("image/png") }),
      });
      if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
    }, id);
    await page.goto(`/place/${id}`);
    await page.getByRole("main").getByRole("img", { name: "Eden Project" }).waitFor();
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Place" });
    expect(await dialog.getByText(/^Delete Eden Project/).textContent()).toBe(
      "Delete Eden Project and its photo? You can undo it for a few seconds afterwards.",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
  });
});

describe("finding places", () => {
  beforeEach(async () => {
    await addPlacesThroughApi(page, [
      { name: "St Michael's Mount", address: "Marazion, Cornwall", visited: true },
      { name: "Bath Abbey", category: "History & Heritage" },
      { name: "Minack Theatre", address: "Porthcurno, Cornwall" },
      { name: "Abbey Road", category: "Arts & Culture", visited: true },
    ]);
    await reloadHome();
  });

  it("searches name, address and category, case-insensitively; closing clears it", async () => {
    await page.getByRole("button", { name: "Search places" }).click();
    await page.getByRole("searchbox", { name: "Search places" }).fill("CORNWALL");
    await page.getByRole("heading", { name: "Search Results" }).waitFor();
    await page.getByText('2 places found for "CORNWALL"').waitFor();
    await expect.poll(cardNames).toEqual(["Minack Theatre", "St Michael's Mount"]);
    await page.getByRole("searchbox").fill("heritage");
    await page.getByText('1 place found for "heritage"').waitFor();
    await expect.poll(cardNames).toEqual(["Bath Abbey"]);
    await page.getByRole("searchbox").fill("zzz");
    await page.getByText("No places match your search").waitFor();
    await page.getByRole("button", { name: "Close search" }).click();
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
    await expect.poll(cardNames).toHaveLength(4);
    await page.getByRole("button", { name: "Search places" }).click();
    expect(await page.getByRole("searchbox").inputValue()).toBe("");
  });

  it("searches without accents: 'ty hyll' finds Tŷ Hyll, 'mon' finds Ynys Môn", async () => {
    await addPlacesThroughApi(page, [
      { name: "Tŷ Hyll", address: "Capel Curig" },
      { name: "South Stack", address: "Holyhead, Ynys Môn" },
    ]);
    await reloadHome();
    await page.getByRole("button", { name: "Search places" }).click();
    await page.getByRole("searchbox", { name: "Search places" }).fill("ty hyll");
    await page.getByText('1 place found for "ty hyll"').waitFor();
    await expect.poll(cardNames).toEqual(["Tŷ Hyll"]);
    await page.getByRole("searchbox").fill("mon");
    await page.getByText('1 place found for "mon"').waitFor();
    await expect.poll(cardNames).toEqual(["South Stack"]);
  });

  it("filters All, Visited and To Visit, each tab showing its count", async () => {
    const tab = (name: string) => page.getByRole("button", { name: new RegExp(`^${name} \\d+$`) });
    expect(await tab("All").textContent()).toBe("All4");
    expect(await tab("Visited").textContent()).toBe("Visited2");
    expect(await tab("To Visit").textContent()).toBe("To Visit2");
    await tab("Visited").click();
    await expect.poll(() => tab("Visited").getAttribute("aria-pressed")).toBe("true");
    await expect.poll(cardNames).toEqual(["Abbey Road", "St Michael's Mount"]);
    await tab("To Visit").click();
    await expect.poll(cardNames).toEqual(["Minack Theatre", "Bath Abbey"]);
    for (const name of ["Minack Theatre", "Bath Abbey"]) {
      await tickVisited(page, name);
      await closeCelebration(name);
    }
    await page.getByText("No unvisited places").waitFor();
    await expect.poll(() => tab("To Visit").textContent()).toBe("To Visit0");
    await tab("All").click();
    await expect.poll(cardNames).toHaveLength(4);
  });

  it("sorts by date (newest first) and by A-Z, both ways", async () => {
    const byDate = ["Abbey Road", "Minack Theatre", "Bath Abbey", "St Michael's Mount"];
    await expect.poll(cardNames).toEqual(byDate);
    await page.getByRole("button", { name: "Sort by A-Z" }).click();
    await expect
      .poll(cardNames)
      .toEqual(["Abbey Road", "Bath Abbey", "Minack Theatre", "St Michael's Mount"]);
    await page.getByRole("button", { name: "Sort by Date" }).click();
    await expect.poll(cardNames).toEqual(byDate);
  });
});

describe("paging", () => {
  it("shows 23 places ten at a time, and goes back to page 1 when the filter changes", async () => {
    await addPlacesThroughApi(
      page,
      Array.from({ length: 23 }, (_, i) => ({
        name: `Place ${String(i + 1).padStart(2, "0")}`,
        visited: i % 2 === 0,
      })),
    );
    await reloadHome();
    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect.poll(() => pager.textContent()).toContain("Page 1 of 3 (1-10 of 23)");
    await expect.poll(() => cards().count()).toBe(10);
    expect(await pager.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await pager.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => pager.textContent()).toContain("Page 2 of 3 (11-20 of 23)");
    await pager.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => pager.textContent()).toContain("Page 3 of 3 (21-23 of 23)");
    await expect.poll(cardNames).toEqual(["Place 03", "Place 02", "Place 01"]);
    expect(await pager.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);

    // Opening a place and coming back keeps the page.
    await card("Place 02").getByRole("button").click();
    await page.waitForURL(/\/place\//);
    await page.getByRole("button", { name: "Back" }).click();
    await expect.poll(() => pager.textContent()).toContain("Page 3 of 3");

    await page.getByRole("button", { name: /^Visited \d+$/ }).click();
    await expect.poll(() => pager.textContent()).toContain("Page 1 of 2 (1-10 of 12)");
    await pager.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Sort by A-Z" }).click();
    await expect.poll(() => pager.textContent()).toContain("Page 1 of 2");
  });
});

describe("privacy", () => {
  it("shows 'Place not found' for another user's place, with 'Go back' home", async () => {
    const [theirs] = await addPlacesThroughApi(page, [{ name: "Someone's secret spot" }]);
    await context.clearCookies();
    await signIn(context);
    await page.goto(`/place/${theirs}`);
    await page.getByText("Place not found").waitFor();
    expect(await page.getByText("Someone's secret spot").count()).toBe(0);
    await page.getByRole("button", { name: "Go back" }).click();
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("shows the 404 page to a signed-out visitor of /place/{id}", async () => {
    await context.clearCookies();
    await page.goto("/place/1");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    // The signed-out visitor's /api/auth/user answers 401, as it should.
    expect(errors.every((e) => e.includes("401"))).toBe(true);
    errors.length = 0;
  });
});

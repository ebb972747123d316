import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { addPlacesThroughApi, browserPerFile } from "./support.ts";

const browser = browserPerFile();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  ({ context, page } = await browser.openPage({ viewport: "mobile" }));
  await page.goto("/");
  await page.getByRole("heading", { name: "Your Places" }).waitFor();
});

const toast = (text: string) => page.getByText(text, { exact: true }).first();
const cards = () => page.getByTestId("place-card");
const cardNames = async () =>
  (await cards().locator("button span.font-semibold").allTextContents()).map((t) => t.trim());
const card = (name: string) => cards().filter({ hasText: name });

async function reloadHome() {
  await page.goto("/");
  await page.getByRole("heading", { name: "Your Places" }).waitFor();
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
  // What the form itself does with each field is its own test's (place-form-dialog.test.tsx):
  // here, that what it takes reaches the list and the place's page.
  it("adds a place with a suggested category, a quick note, a mood and a photo, not a non-picture", async () => {
    await page.getByText("No places yet").waitFor();
    await page.getByRole("button", { name: "Add Place" }).click();
    const form = page.getByRole("dialog", { name: "Add New Place" });
    const save = form.getByRole("button", { name: "Add Place" });
    await form.getByLabel("Place Name").fill("Tintagel Castle");
    await form.getByText("Suggested from the name").waitFor();
    await form.getByLabel("Address").fill("Tintagel, Cornwall");
    await form.getByRole("button", { name: "+ Historic site" }).click();
    await form.getByRole("button", { name: "+ Beautiful views" }).click();
    await form.getByRole("button", { name: "Romantic" }).click();

    const photoInput = form.locator('input[type="file"]');
    // Named .jpg but no picture: only a browser can tell, by failing to open it.
    await photoInput.setInputFiles({
      name: "holiday.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("This is a letter, not a photograph."),
    });
    await form
      .getByRole("alert")
      .getByText('"holiday.jpg" is not a picture this browser can open.', { exact: false })
      .waitFor();
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

  // Pre-filled fields, the photo named on Delete and the link's new tab are the components'
  // (place-form-dialog.test.tsx, place-detail-page.test.tsx): here, that an edit is kept.
  it("edits a place: renamed, photo removed, link and visit's day changed, and shown so", async () => {
    const [id] = await addPlacesThroughApi(page, [
      {
        name: "Eden Project",
        address: "Bodelva",
        link: "https://www.google.com/maps/search/50.3601,-4.7447",
        visited: true,
        visitedDate: "2024-06-15",
      },
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
    await page.getByText("Visited 15 Jun 2024").waitFor();
    await page.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("dialog", { name: "Edit Entry" });
    await form.getByLabel("Place Name").fill("The Eden Project");
    await form.getByRole("button", { name: "Remove photo" }).click();
    await form.getByLabel("Link").fill("https://edenproject.example/visit");
    await form.getByLabel("Visited on").fill("2024-06-10");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await toast('Updated "The Eden Project" successfully!').waitFor();
    await page.getByRole("heading", { name: "The Eden Project" }).waitFor();
    await page.getByText("Visited 10 Jun 2024").waitFor();
    expect(await page.getByRole("main").getByRole("img").count()).toBe(0);
    const other = page.getByRole("main").getByRole("link", { name: "Open link" });
    expect(await other.getAttribute("href")).toBe("https://edenproject.example/visit");
    // Read back from the server, not only from what the page holds.
    await page.reload();
    await page.getByText("Visited 10 Jun 2024").waitFor();
    expect(await page.getByRole("main").getByRole("img").count()).toBe(0);
  });
});

describe("visiting", () => {
  it("marks visited by the card's checkbox or a double tap, and unmarks by the checkbox", async () => {
    await addPlacesThroughApi(page, [{ name: "Snowdon" }, { name: "Loch Ness" }]);
    await reloadHome();
    await card("Snowdon").getByRole("checkbox").click();
    // The day is asked for, as on the place's page (the dialog: mark-visited-dialog.test.tsx).
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
    // The tabs count it at once (their counts from a list: src/client/app/home-page.test.tsx).
    const tab = (name: string) => page.getByRole("button", { name: new RegExp(`^${name} \\d+$`) });
    await expect.poll(() => tab("Visited").textContent()).toBe("Visited1");

    await card("Snowdon").getByRole("checkbox").click();
    await toast('Marked "Snowdon" as unvisited!').waitFor();
    expect(await card("Snowdon").getByRole("checkbox").isChecked()).toBe(false);
    // Ticked and then cancelled, nothing is marked.
    await card("Snowdon").getByRole("checkbox").click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await card("Snowdon").getByRole("checkbox").isChecked()).toBe(false);

    // A double tap on an unvisited card marks it visited today, without opening it.
    await card("Loch Ness").getByRole("button").dblclick();
    await closeCelebration("Loch Ness");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await card("Loch Ness").getByRole("checkbox").isChecked()).toBe(true);
    await expect.poll(() => tab("To Visit").textContent()).toBe("To Visit1");
  });
});

describe("a place's page", () => {
  it("marks visited through the dialog with a chosen date, unmarks directly, shares and deletes", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const [id] = await addPlacesThroughApi(page, [
      { name: "Giant's Causeway" },
      { name: "Avebury" },
    ]);
    await page.goto(`/place/${id}`);
    await page.getByLabel("Visited").click();
    const dialog = page.getByRole("dialog", { name: "Mark as Visited" });
    // It proposes today (mark-visited-dialog.test.tsx); an earlier day is kept.
    await dialog.getByLabel("Visit date", { exact: true }).fill("2024-06-15");
    await dialog.getByRole("button", { name: "Mark as Visited" }).click();
    await closeCelebration("Giant's Causeway");
    await page.getByText("Visited 15 Jun 2024").waitFor();
    expect(await page.getByLabel("Visited").isChecked()).toBe(true);

    // Visited → unvisited: no dialog.
    await page.getByLabel("Visited").click();
    await toast('Marked "Giant\'s Causeway" as unvisited!').waitFor();
    await page.getByText("To Visit", { exact: true }).waitFor();
    // The first visit's achievement may still be showing: only a question would be wrong.
    expect(await page.getByRole("dialog", { name: /Mark as/ }).count()).toBe(0);
    expect(await page.getByRole("alertdialog").count()).toBe(0);

    // Sharing copies the place's link and says 'Copied!' where the browser has no share sheet.
    const hasShareSheet = await page.evaluate(() => typeof navigator.share === "function");
    expect(hasShareSheet, "headless Chromium on Linux has no Web Share").toBe(false);
    await page.getByRole("button", { name: "Share" }).click();
    await toast("Copied!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // Deleting asks first, naming no photo where there is none, and goes home.
    await page.getByRole("button", { name: "Delete" }).click();
    const deleting = page.getByRole("alertdialog", { name: "Delete Place" });
    expect(await deleting.getByText(/^Delete Giant/).textContent()).toBe(
      "Delete Giant's Causeway? You can undo it for a few seconds afterwards.",
    );
    await deleting.getByRole("button", { name: "Delete" }).click();
    await toast("Place deleted successfully!").waitFor();
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
    await expect.poll(cardNames).toEqual(["Avebury"]);
  });
});

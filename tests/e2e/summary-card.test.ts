import { copyFile, mkdir, readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  browserPerFile,
  type NewPlace,
  SCREEN_VARIANTS,
  screens,
  type Viewport,
} from "./support.ts";

const SCREENSHOT_DIR = "test-results/screenshots";

const browser = browserPerFile();

/** A signed-in home page with these places, and the page's errors. */
async function homeWith(
  places: NewPlace[],
  options: { viewport?: Viewport; colorScheme?: "light" | "dark" } = {},
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await browser.openPage({ ...options, name: "Ada Lovelace" });
  await page.goto("/");
  if (places.length > 0) {
    await addPlacesThroughApi(page, places);
    await page.reload();
  }
  await page.getByRole("heading", { name: "Your Places" }).waitFor();
  return { page, errors };
}

const summaryCard = (page: Page) => page.locator('[data-tour="adventure-summary"]');

// Six places in four categories and one without, the first visited. Ties (one place each in
// Arts & Culture, Food & Drink and History & Heritage) go in the catalogue's order.
const MIXED_PLACES: NewPlace[] = [
  { name: "Durdle Door", category: "Outdoors & Nature", visited: true },
  { name: "York Minster", category: "History & Heritage" },
  { name: "Borough Market", category: "Food & Drink" },
  { name: "Snowdon", category: "Outdoors & Nature" },
  { name: "Tate Modern", category: "Arts & Culture" },
  { name: "Kew Gardens", category: "Outdoors & Nature" },
  { name: "Somewhere nice" },
];

// What the card says for a given list is checked without a browser
// (adventure-summary-card.test.tsx); here, what needs the app: the card following the list as
// places are visited, and the picture it downloads.
describe("Adventure Summary card", () => {
  it("says when nothing is visited yet, and updates as places are visited", async () => {
    const { page, errors } = await homeWith([
      { name: "Tintagel Castle", category: "History & Heritage" },
      { name: "Eden Project" },
    ]);
    const card = summaryCard(page);
    await card.getByText("No visits yet").waitFor();
    await card.getByText("This month: 2 added, 0 visits").waitFor();
    expect(await card.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/^Top category\s*History & Heritage\s*1 place$/),
    ]);

    await page
      .getByTestId("place-card")
      .filter({ hasText: "Eden Project" })
      .getByRole("checkbox")
      .click();
    // The card's checkbox asks for the day, today unless changed; then the celebration.
    await page
      .getByRole("dialog", { name: "Mark as Visited" })
      .getByRole("button", { name: "Mark as Visited" })
      .click();
    await page.getByRole("button", { name: "Keep exploring" }).click();
    await card.getByText("Last visit: Today").waitFor();
    await card.getByText("This month: 2 added, 1 visit").waitFor();
    expect(await card.locator("dl").innerText()).toMatch(/Visited\s+1\s+To Visit\s+1/);
    expect(errors).toEqual([]);
  });

  it("downloads an 800×600 PNG named uk-adventures-summary.png", async () => {
    const { page, errors } = await homeWith(MIXED_PLACES);
    const card = summaryCard(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("uk-adventures-summary.png");
    const file = await download.path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect(bytes.readUInt32BE(16)).toBe(800);
    expect(bytes.readUInt32BE(20)).toBe(600);
    // Drawn, not blank: the teal background in the corner, and plenty going on.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const corner = [...data.subarray(0, 3)];
    [0x0f, 0x76, 0x6e].forEach((channel, index) => {
      expect(Math.abs((corner[index] ?? 0) - channel)).toBeLessThanOrEqual(4);
    });
    const { entropy } = await sharp(bytes).stats();
    expect(entropy).toBeGreaterThan(1);

    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await copyFile(file, `${SCREENSHOT_DIR}/summary-card-download.png`);

    const toast = page.getByTestId("toast").filter({ hasText: "Downloaded!" });
    await toast.waitFor();
    expect(await toast.innerText()).toContain(
      "Your adventure summary card has been saved as an image.",
    );
    expect(errors).toEqual([]);
  });
  it("dots each visited place on the card's little map of the UK", async () => {
    /** Pixels of the dots' yellow in the card's top right corner, where the map is. */
    async function yellowInTheMap(places: NewPlace[]) {
      const { page } = await homeWith(places);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        summaryCard(page).getByRole("button", { name: "Download" }).click(),
      ]);
      const { data, info } = await sharp(await readFile(await download.path()))
        .raw()
        .toBuffer({ resolveWithObject: true });
      let count = 0;
      for (let y = 0; y < 170; y++) {
        for (let x = 600; x < info.width; x++) {
          const i = (y * info.width + x) * info.channels;
          const [r = 0, g = 0, b = 0] = data.subarray(i, i + 3);
          if (Math.abs(r - 0xfd) < 12 && Math.abs(g - 0xe6) < 12 && Math.abs(b - 0x8a) < 12) {
            count += 1;
          }
        }
      }
      return count;
    }
    const castle = { name: "Edinburgh Castle", latitude: 55.9486, longitude: -3.1999 };
    expect(await yellowInTheMap([{ ...castle, visited: true }])).toBeGreaterThan(10);
    // A place not yet visited, or visited with no location, puts no dot there.
    expect(await yellowInTheMap([castle, { name: "Somewhere", visited: true }])).toBe(0);
  });

  it("says 'Download Failed' when the browser cannot make the image", async () => {
    const { page, errors } = await homeWith(MIXED_PLACES);
    // A canvas that gives no image, as a browser out of memory or blocking canvases does.
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.toBlob = (callback) => callback(null);
    });
    let downloads = 0;
    page.on("download", () => downloads++);
    await summaryCard(page).getByRole("button", { name: "Download" }).click();
    const toast = page.getByTestId("toast").filter({ hasText: "Download Failed" });
    await toast.waitFor();
    expect(await toast.innerText()).toContain("Could not create the summary image.");
    expect(downloads).toBe(0);
    expect(await summaryCard(page).getByRole("button", { name: "Download" }).isEnabled()).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "Adventure Summary card at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("renders empty and filled without errors or sideways scrolling", async () => {
        const { page, errors } = await homeWith([], { viewport, colorScheme });
        const suffix = `${viewport}-${colorScheme}`;
        const card = summaryCard(page);
        await card.getByText("Start Your Adventure!").waitFor();
        await card.screenshot({
          path: `${SCREENSHOT_DIR}/summary-card-empty-${suffix}.png`,
          animations: "disabled",
        });

        // The longest category name on top, to check it fits beside its label on a phone.
        await addPlacesThroughApi(page, [
          { name: "Edinburgh Fringe", category: "Entertainment & Events", visited: true },
          { name: "Glastonbury", category: "Entertainment & Events" },
          { name: "Caernarfon Castle", category: "History & Heritage", visited: true },
          { name: "Loch Lomond", category: "Outdoors & Nature" },
          { name: "The Kelpies" },
        ]);
        await page.reload();
        // This month's visits come with the live card, once the year's figures have come.
        await card.getByText("This month: 5 added, 2 visits").waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, "page scrolls sideways").toBeLessThanOrEqual(0);
        await card.screenshot({
          path: `${SCREENSHOT_DIR}/summary-card-${suffix}.png`,
          animations: "disabled",
        });
        expect(errors).toEqual([]);
      });
    },
  );
});

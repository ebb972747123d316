import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  baseUrl,
  browserPerFile,
  contrastFailures,
  type NewPlace,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
} from "./support.ts";

const browser = browserPerFile();
let page: Page;

beforeEach(async () => {
  ({ page } = await browser.openPage({ viewport: "desktop" }));
});

/** Places added through the API, as the app's client adds them. */
async function seed(places: NewPlace[]) {
  await page.goto("/about");
  await addPlacesThroughApi(page, places);
}

/**
 * Opens /map with its clustering worker's script answered 404, as with a lost signal on a
 * first visit, and waits for the map to say its places cannot be shown.
 */
async function openMapWithoutItsWorker() {
  await page.route(/\/assets\/cluster\.worker-/, (route) => route.fulfill({ status: 404 }));
  await page.goto("/map");
  await page
    .getByRole("alert")
    .filter({
      hasText: "Your places could not be shown on the map. Reload the page to try again.",
    })
    .waitFor();
}

const SPREAD: NewPlace[] = [
  { name: "Edinburgh Castle", latitude: 55.9486, longitude: -3.1999 },
  { name: "Stonehenge", latitude: 51.1789, longitude: -1.8262, visited: true },
  { name: "Giant's Causeway", latitude: 55.2408, longitude: -6.5116 },
  { name: "Somewhere unplaced" },
];

describe("the map", () => {
  it("shows each located place as a named, keyboard-reachable marker with a card", async () => {
    await seed(SPREAD);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Map" }).click();
    await page.getByRole("region", { name: "Map of your places" }).waitFor();

    const castle = page.getByRole("button", { name: "Edinburgh Castle, to visit" });
    await castle.waitFor();
    await page.getByRole("button", { name: "Stonehenge, visited" }).waitFor();
    await page.getByRole("button", { name: "Giant's Causeway, to visit" }).waitFor();
    // Busy while its places are clustered, then not: assistive technology hears it settle.
    await page
      .getByRole("region", { name: "Map of your places" })
      .and(page.locator('[aria-busy="false"]'))
      .waitFor();

    // Reached and opened from the keyboard: the card's link takes focus.
    await castle.focus();
    await page.keyboard.press("Enter");
    const details = page.getByRole("link", { name: "View details" });
    await details.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("View details");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Edinburgh Castle" }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/place\/\d+$/);

    // Nothing was asked of another server: no tiles, no fonts, no geocoder.
    const origin = new URL(baseUrl).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual(
      [],
    );
  });

  it("lists the places with no location, each with a way to add one, and filters like home", async () => {
    await seed(SPREAD);
    await page.goto("/map");
    const unplaced = page.getByRole("list", { name: "Places with no location" });
    await unplaced.getByText("Somewhere unplaced").waitFor();
    await page.getByRole("button", { name: /^Visited/ }).click();
    await page.getByRole("button", { name: "Stonehenge, visited" }).waitFor();
    await expect
      .poll(() => page.getByRole("button", { name: "Edinburgh Castle, to visit" }).count())
      .toBe(0);
    await page.getByRole("button", { name: /^All/ }).click();
    await page.getByRole("searchbox", { name: "Search places" }).fill("causeway");
    await expect.poll(() => page.locator(".map-marker").count()).toBe(1);
    await page.getByRole("searchbox", { name: "Search places" }).fill("");
    await page.getByRole("link", { name: "Add location to Somewhere unplaced" }).click();
    // The place's form opens at "Find a place", ready for the location.
    const dialog = page.getByRole("dialog", { name: "Edit Entry" });
    const find = dialog.getByRole("combobox", { name: "Find a place" });
    await expect.poll(() => find.evaluate((input) => input === document.activeElement)).toBe(true);
    await find.fill("Keswick");
    await dialog.getByRole("option", { name: /^Keswick, England/ }).click();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Somewhere unplaced" }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    await page.goto("/map");
    await page.getByRole("button", { name: "Somewhere unplaced, to visit" }).waitFor();
    await page.getByText("Every place shown has a location.").waitFor();
  });

  it("shows the filters' counts in colours that pass contrast, pressed or not, in both themes", async () => {
    await seed(SPREAD);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/map");
      await page.getByRole("button", { name: "All 4" }).waitFor();
      expect(await contrastFailures(page, "fieldset"), colorScheme).toEqual([]);
    }
  });

  it("clusters places that crowd, and the cluster says how many, and how many are visited", async () => {
    await seed(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Bath spot ${i}`,
        latitude: 51.38 + i * 0.001,
        longitude: -2.36 + i * 0.001,
        visited: i % 3 === 0,
      })),
    );
    await seed([
      { name: "Same spot A", latitude: 57.4778, longitude: -4.2247 },
      { name: "Same spot B", latitude: 57.4778, longitude: -4.2247, visited: true },
    ]);
    await page.goto("/map");
    const cluster = page.getByRole("button", { name: "30 places here, 10 visited: zoom in" });
    await cluster.waitFor();
    expect(await cluster.locator("[data-count]").innerText()).toBe("30");
    // Seen as a tick and a number, not a colour.
    expect(await cluster.locator(".map-cluster-visited").innerText()).toBe("✓10");

    // Places no zoom can part are listed, each a link to its page, from the keyboard too.
    const crowd = page.getByRole("button", { name: "2 places here, 1 visited: list them" });
    await crowd.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Same spot A, to visit" }).waitFor();
    await page.getByRole("link", { name: "Same spot B, visited" }).waitFor();

    // Others zoom in to where they part.
    const zoom = Number(await page.locator("[data-zoom]").getAttribute("data-zoom"));
    await cluster.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => Number(await page.locator("[data-zoom]").getAttribute("data-zoom")))
      .toBeGreaterThan(zoom);
  });

  it("draws the markers around the view, and more as it pans to them", async () => {
    await seed([
      ...Array.from({ length: 10 }, (_, i) => ({
        name: `Somerset spot ${i}`,
        latitude: 51.1 + i * 0.04,
        longitude: -2.9 + i * 0.04,
      })),
      { name: "Edinburgh Castle", latitude: 55.9486, longitude: -3.1999 },
    ]);
    await page.goto("/map");
    const castle = page.getByRole("button", { name: "Edinburgh Castle, to visit" });
    await castle.waitFor();
    const region = page.getByRole("region", { name: "Map of your places" });
    const settled = region.and(page.locator('[aria-busy="false"]'));

    // Zoomed in on Somerset, Edinburgh is far out of view: its marker is not made.
    const somerset = page.getByRole("button", { name: "10 places here, 0 visited: zoom in" });
    const zoom = async () => Number(await page.locator("[data-zoom]").getAttribute("data-zoom"));
    await somerset.click();
    await somerset.waitFor({ state: "detached" });
    const clusterZoom = await zoom();
    await page.getByRole("button", { name: "Zoom in", exact: true }).click();
    await expect.poll(zoom).toBe(clusterZoom + 1);
    await settled.waitFor();
    expect(await castle.count()).toBe(0);

    // Dragged north, a screen at a time, until Edinburgh is near the view: then it is.
    const box = await region.boundingBox();
    if (!box) throw new Error("the map has no box");
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    for (let drag = 0; drag < 12 && (await castle.count()) === 0; drag += 1) {
      await page.mouse.move(centre.x, centre.y - box.height / 3);
      await page.mouse.down();
      await page.mouse.move(centre.x, centre.y + box.height / 3, { steps: 5 });
      await page.mouse.up();
      await settled.waitFor();
    }
    await castle.waitFor();
  });

  it("says so when its places cannot be drawn, rather than staying empty", async () => {
    ({ page } = await browser.openPage({ viewport: "desktop", allowErrors: [/404/] }));
    await seed(SPREAD);
    await openMapWithoutItsWorker();
    await page
      .getByRole("region", { name: "Map of your places" })
      .and(page.locator('[aria-busy="false"]'))
      .waitFor();
  });

  it("keeps town names off the markers, at every zoom", async () => {
    await seed([
      { name: "Kelvingrove", latitude: 55.8642, longitude: -4.2518 },
      { name: "Royal Mile", latitude: 55.9533, longitude: -3.1883, visited: true },
      { name: "Cardiff Bay", latitude: 51.4816, longitude: -3.1791 },
    ]);
    await page.goto("/map");
    await page.locator(".map-town").first().waitFor();
    await page.locator(".map-marker-icon, .map-cluster").first().waitFor();
    const namesOnMarkers = () =>
      page.evaluate(() => {
        const boxes = (selector: string) =>
          [...document.querySelectorAll(selector)].map((element) => ({
            text: element.textContent ?? "",
            box: element.getBoundingClientRect(),
          }));
        const marks = boxes(".map-marker, .map-cluster");
        return boxes(".map-town span")
          .filter(({ box }) =>
            marks.some(
              ({ box: mark }) =>
                box.left < mark.right &&
                mark.left < box.right &&
                box.top < mark.bottom &&
                mark.top < box.bottom,
            ),
          )
          .map(({ text }) => text);
      });
    const zoomIn = page.getByRole("button", { name: "Zoom in", exact: true });
    for (let zoom = 0; zoom < 4; zoom += 1) {
      await expect.poll(namesOnMarkers).toEqual([]);
      await zoomIn.click();
    }
    await expect.poll(namesOnMarkers).toEqual([]);
  });
});

screens(() => {
  it.each(SCREEN_VARIANTS)(
    "the map whose places cannot be drawn (%s, %s)",
    async (viewport, colorScheme) => {
      ({ page } = await browser.openPage({ viewport, colorScheme, allowErrors: [/404/] }));
      await seed(SPREAD);
      await openMapWithoutItsWorker();
      await screenshotter(page, `${viewport}-${colorScheme}`)("map-problem");
    },
  );

  it.each(SCREEN_VARIANTS)("the map (%s, %s)", async (viewport, colorScheme) => {
    ({ page } = await browser.openPage({ viewport, colorScheme }));
    await seed(SPREAD);
    await page.goto("/map");
    await page.getByRole("button", { name: "Stonehenge, visited" }).waitFor();
    await screenshotter(page, `${viewport}-${colorScheme}`)("map", true);
  });

  it.each(SCREEN_VARIANTS)(
    "a cluster, and a search that finds nothing (%s, %s)",
    async (viewport, colorScheme) => {
      ({ page } = await browser.openPage({ viewport, colorScheme }));
      await seed(
        Array.from({ length: 12 }, (_, i) => ({
          name: `Bath spot ${i}`,
          latitude: 51.38 + i * 0.001,
          longitude: -2.36 + i * 0.001,
          visited: i < 5,
        })),
      );
      await page.goto("/map");
      await page.locator(".map-cluster").first().waitFor();
      const shot = screenshotter(page, `${viewport}-${colorScheme}`);
      await shot("map-cluster");
      await page.getByLabel("Search places").fill("zzz");
      await page.getByText("No places match your search.").waitFor();
      await shot("map-no-match", true);
    },
  );
});

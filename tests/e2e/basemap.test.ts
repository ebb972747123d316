import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
} from "./support.ts";

const browser = browserPerFile();
let page: Page;

/** The town names the map shows now, each with its box. */
const shownNames = (scope: string) =>
  page.evaluate((scope) => {
    const map = document.querySelector(scope)?.getBoundingClientRect();
    return [...document.querySelectorAll(`${scope} .map-town span`)].map((element) => {
      const box = element.getBoundingClientRect();
      const whole =
        !!map &&
        box.left >= map.left &&
        box.right <= map.right &&
        box.top >= map.top &&
        box.bottom <= map.bottom;
      return { name: element.textContent ?? "", whole };
    });
  }, scope);

/** The names drawn over a marker: none should be. */
const namesOnMarkers = () =>
  page.evaluate(() => {
    const marks = [...document.querySelectorAll(".map-marker, .map-cluster, .map-pin")].map(
      (element) => element.getBoundingClientRect(),
    );
    return [...document.querySelectorAll(".map-town span")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return marks.some(
          (mark) =>
            box.left < mark.right &&
            mark.left < box.right &&
            box.top < mark.bottom &&
            mark.top < box.bottom,
        );
      })
      .map((element) => element.textContent);
  });

describe("the built-in basemap", () => {
  it("names the four capitals at UK level, and towns two zooms into Scotland", async () => {
    ({ page } = await browser.openPage({ viewport: "desktop" }));
    // A marker on Edinburgh, one beside Cardiff: their names move off them, still shown.
    await page.goto("/about");
    await addPlacesThroughApi(page, [
      { name: "Edinburgh Castle", latitude: 55.9486, longitude: -3.1999 },
      { name: "Stonehenge", latitude: 51.1789, longitude: -1.8262, visited: true },
    ]);
    await page.goto("/map");
    await page.getByRole("button", { name: "Stonehenge, visited" }).waitFor();
    const capitals = ["London", "Edinburgh", "Cardiff", "Belfast"];
    const shown = (name: string, names: { name: string }[]) =>
      names.some((label) => label.name === name);
    let ukLevel = await shownNames(".leaflet-container");
    await expect
      .poll(async () => {
        ukLevel = await shownNames(".leaflet-container");
        return capitals.filter((name) => !shown(name, ukLevel));
      })
      .toEqual([]);
    // No London borough is named as a town, and no name is under a marker.
    expect(ukLevel.map(({ name }) => name)).not.toContain("Islington");
    expect(await namesOnMarkers()).toEqual([]);

    // Two zooms in, each on the Highlands by Pitlochry, the map's middle then: names still.
    const edinburgh = page.locator(".map-town span", { hasText: /^Edinburgh$/ });
    const at = await edinburgh.boundingBox();
    if (!at) throw new Error("Edinburgh is not named");
    const zoomIn = page.getByRole("button", { name: "Zoom in", exact: true });
    const zoom = async () =>
      Number(await page.locator(".leaflet-container").getAttribute("data-zoom"));
    const ukZoom = await zoom();
    await page.mouse.dblclick(at.x - 20, at.y - 25);
    await expect.poll(zoom).toBe(ukZoom + 1);
    await zoomIn.click();
    await expect.poll(zoom).toBe(ukZoom + 2);
    // Once the zoom settles: names, each whole, and none of England's.
    await expect
      .poll(async () => {
        const named = await shownNames(".leaflet-container");
        return { many: named.length >= 5, cut: named.filter(({ whole }) => !whole) };
      })
      .toEqual({ many: true, cut: [] });
    const named = (await shownNames(".leaflet-container")).map(({ name }) => name);
    expect(named).not.toContain("London");
  });

  it("opens a place's small map where the nearest town's name shows whole", async () => {
    ({ page } = await browser.openPage({ viewport: "mobile" }));
    await page.goto("/about");
    const [id] = await addPlacesThroughApi(page, [
      { name: "Cross Fell", latitude: 54.7028, longitude: -2.4877 },
    ]);
    await page.goto(`/place/${id}`);
    const scope = "[aria-label='Map of where Cross Fell is']";
    await page.locator(`${scope} .leaflet-marker-icon`).first().waitFor();
    await expect.poll(async () => (await shownNames(scope)).length).toBeGreaterThan(0);
    expect((await shownNames(scope)).filter(({ whole }) => !whole)).toEqual([]);
    expect(await namesOnMarkers()).toEqual([]);
  });
});

describe("'Find a place'", () => {
  it("finds the name field's own example, Edinburgh Castle, and Snowdon by its Welsh name", async () => {
    ({ page } = await browser.openPage({ viewport: "mobile" }));
    await page.goto("/");
    await page.getByRole("button", { name: "Add Place" }).click();
    const form = page.getByRole("dialog", { name: "Add New Place" });
    const search = form.getByRole("combobox", { name: "Find a place" });
    await search.fill("yr wyddfa");
    await form.getByRole("option", { name: "Snowdon (Yr Wyddfa), Wales" }).waitFor();
    await search.fill("edinburgh castle");
    await form.getByRole("option", { name: "Edinburgh Castle, Scotland" }).click();
    await form.getByText("Edinburgh Castle, Scotland").waitFor();
    // The small map shows the castle with the city's name beside it.
    const map = form.getByRole("region", { name: /^Map/ });
    await map.locator(".map-town", { hasText: "Edinburgh" }).first().waitFor();
  });
});

screens(() => {
  it.each(SCREEN_VARIANTS)("the basemap (%s, %s)", async (viewport, colorScheme) => {
    ({ page } = await browser.openPage({ viewport, colorScheme }));
    await page.goto("/about");
    const [id] = await addPlacesThroughApi(page, [
      { name: "Cross Fell", latitude: 54.7028, longitude: -2.4877 },
      { name: "Portmeirion", latitude: 52.9136, longitude: -4.0977, visited: true },
    ]);
    const shot = screenshotter(page, `${viewport}-${colorScheme}`);
    await page.goto("/map");
    await page.getByRole("button", { name: "Portmeirion, visited" }).waitFor();
    await page.locator(".map-town").first().waitFor();
    await shot("basemap-uk");
    const zoomed = page.locator(".leaflet-container");
    const ukZoom = Number(await zoomed.getAttribute("data-zoom"));
    for (const step of [1, 2]) {
      await page.getByRole("button", { name: "Zoom in", exact: true }).click();
      await page.locator(`.leaflet-container[data-zoom="${ukZoom + step}"]`).waitFor();
    }
    await shot("basemap-zoomed");
    await page.goto(`/place/${id}`);
    await page.locator("[aria-label='Map of where Cross Fell is'] .map-town").first().waitFor();
    await shot("basemap-place", true);
  });
});

import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { distanceKm, formatDistance } from "#shared/geo/distance.ts";
import { formatLatLng, locationOf } from "#shared/geo/location.ts";
import {
  addPlacesThroughApi,
  browserPerFile,
  importPostcodes,
  type NewPlace,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
} from "./support.ts";

const browser = browserPerFile();
let page: Page;

beforeEach(async () => {
  ({ page } = await browser.openPage({ viewport: "mobile" }));
});

/** The places as GET /api/places answers them: id and location, read through a schema. */
async function storedPlaces() {
  const answer: unknown = await page.evaluate(async () => (await fetch("/api/places")).json());
  return z
    .array(
      z.object({
        id: z.number(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      }),
    )
    .parse(answer);
}

const addForm = () => page.getByRole("dialog", { name: "Add New Place" });

// What needs no browser is tested beside the components: picking a search result with the keys,
// the server's notices, the offered town and removing a location in location-field.test.tsx and
// place-form-dialog.test.tsx, the place page's position, directions and distance in
// place-location.test.tsx; the searches themselves in src/server/routes/geocode.test.ts.
describe("a place's location", () => {
  it("is found with the keyboard, then moved by the map's pin, saved, and mapped on its page", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: "Add Place" }).click();
    await addForm().getByLabel("Place Name").fill("Somewhere near Keswick");
    const search = addForm().getByRole("combobox", { name: "Find a place" });
    await search.fill("keswick");
    await addForm().getByRole("option", { name: "Keswick, England", exact: true }).waitFor();
    await search.press("ArrowDown");
    await search.press("ArrowUp");
    await search.press("Enter");
    await addForm().getByText("Keswick, England").waitFor();
    const shown = addForm().getByText(/\d+\.\d{4}° [NS], \d+\.\d{4}° [EW]/);
    const found = await shown.textContent();

    // A tap on the map drops the pin there, in place of the town found.
    const map = addForm().getByRole("region", { name: "Map: tap to drop a pin on the place" });
    await map.locator(".map-town").first().waitFor();
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error("the map has no box");
    await page.mouse.click(box.x + box.width / 3, box.y + box.height / 3);
    await expect.poll(() => shown.textContent()).not.toBe(found);
    const dropped = await shown.textContent();

    const pin = addForm().getByRole("button", { name: /^Location pin/ });
    await pin.focus();
    await pin.press("ArrowRight");
    await pin.press("ArrowRight");
    await expect.poll(() => shown.textContent()).not.toBe(dropped);
    const nudged = await shown.textContent();

    const pinBox = await pin.boundingBox();
    if (!pinBox) throw new Error("the pin has no box");
    await page.mouse.move(pinBox.x + pinBox.width / 2, pinBox.y + pinBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(pinBox.x - 30, pinBox.y + 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => shown.textContent()).not.toBe(nudged);
    const dragged = await shown.textContent();

    await addForm().getByRole("button", { name: "Add Place" }).click();
    await page.getByText('Added "Somewhere near Keswick" to your places!').first().waitFor();
    const [place] = await storedPlaces();
    const saved = place && locationOf(place);
    if (!saved) throw new Error("no location was saved");
    expect(dragged).toBe(formatLatLng(saved));

    await page.goto(`/place/${place?.id}`);
    const placeMap = page.getByRole("region", { name: "Map of where Somewhere near Keswick is" });
    await placeMap.getByRole("img", { name: "Map of where Somewhere near Keswick is" }).waitFor();
    await page.getByText(formatLatLng(saved)).waitFor();
  });

  it("is set from the device on 'Use my current location' only, and tells how far it is later", async () => {
    const cardiff = { latitude: 51.481583, longitude: -3.17909 };
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation(cardiff);
    await page.addInitScript(() => {
      // Counts every request for the position this page makes.
      const asked = { count: 0 };
      Object.assign(window, { asked });
      const real = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args) => {
        asked.count += 1;
        real(...args);
      };
    });
    const asked = () => page.evaluate(() => Reflect.get(window, "asked").count);
    await page.goto("/");
    await page.getByRole("button", { name: "Add Place" }).click();
    await addForm().getByLabel("Place Name").fill("Cardiff Castle");
    expect(await asked()).toBe(0);
    await addForm().getByRole("button", { name: "Use my current location" }).click();
    await addForm().getByText("51.4816° N, 3.1791° W").waitFor();
    expect(await asked()).toBe(1);
    await addForm().getByRole("button", { name: "Add Place" }).click();
    await page.getByText('Added "Cardiff Castle" to your places!').first().waitFor();
    const [place] = await storedPlaces();
    expect(place).toMatchObject(cardiff);

    // Later, from Bath: the place's page asks again, on the tap only.
    const bath = { latitude: 51.3811, longitude: -2.359 };
    await page.context().setGeolocation(bath);
    await page.goto(`/place/${place?.id}`);
    await page.getByRole("button", { name: "How far is it?" }).click();
    await page.getByText(`${formatDistance(distanceKm(bath, cardiff), "mi")} away`).waitFor();
    // The count starts again with each page: this one asked once.
    expect(await asked()).toBe(1);
  });
});

describe("Sort by Distance", () => {
  /** Places with these positions, added through the API. */
  async function placesAt(list: NewPlace[]) {
    await page.goto("/");
    await addPlacesThroughApi(page, list);
    await page.reload();
  }

  it("asks for the position only when picked, then lists nearest first with miles or km", async () => {
    await placesAt([
      { name: "Edinburgh Castle", latitude: 55.9486, longitude: -3.1999 },
      { name: "Stonehenge", latitude: 51.1789, longitude: -1.8262 },
      { name: "Tower of London", latitude: 51.5081, longitude: -0.0759 },
    ]);
    await page.addInitScript(() => {
      // Counts every request for the position this page makes.
      const asked = { count: 0 };
      Object.assign(window, { positionAsked: asked });
      const real = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args) => {
        asked.count += 1;
        real(...args);
      };
    });
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation({ latitude: 51.3811, longitude: -2.359 }); // Bath
    await page.reload();
    const names = () =>
      page.getByTestId("place-card").locator("span.font-semibold").allInnerTexts();
    await page.getByTestId("place-card").first().waitFor();
    const asked = () =>
      page.evaluate(
        () => (window as unknown as { positionAsked: { count: number } }).positionAsked.count,
      );
    expect(await asked()).toBe(0);

    await page.getByRole("button", { name: "Sort by Distance" }).click();
    await expect.poll(names).toEqual(["Stonehenge", "Tower of London", "Edinburgh Castle"]);
    expect(await asked()).toBe(1);
    expect(page.url()).toContain("sort=distance");
    await page.getByText("27 mi away").waitFor(); // Bath to Stonehenge, as the crow flies

    await page.goto("/options");
    await page.getByRole("button", { name: "Kilometres" }).click();
    await page.goBack();
    await page.getByRole("button", { name: "Sort by Distance" }).click();
    await page.getByText("43 km away").waitFor();
    await page.getByRole("button", { name: "Sort by A-Z" }).click();
    await expect.poll(names).toEqual(["Edinburgh Castle", "Stonehenge", "Tower of London"]);
  });
});

screens(() => {
  it.each(SCREEN_VARIANTS)(
    "the location field and place page (%s, %s)",
    async (viewport, colorScheme) => {
      const { page } = await browser.openPage({ viewport, colorScheme });
      const shot = screenshotter(page, `${viewport}-${colorScheme}`);
      await page.goto("/");
      await page.getByRole("button", { name: "Add Place" }).click();
      const form = page.getByRole("dialog", { name: "Add New Place" });
      await form.getByLabel("Place Name").fill("Castlerigg Stone Circle");
      await form.getByLabel("Address").fill("Keswick");
      await form.getByRole("button", { name: "Set location to Keswick, England" }).waitFor();
      await importPostcodes("src/server/geocode/fixtures/onspd-sample.csv");
      await form.getByRole("combobox", { name: "Find a place" }).fill("sw1a 1aa");
      await form.getByRole("option", { name: "SW1A 1AA" }).waitFor();
      await shot("location-postcode");
      await form.getByRole("combobox", { name: "Find a place" }).fill("newport");
      await form.getByRole("option").first().waitFor();
      await shot("location-search");
      await form.getByRole("option").first().click();
      await shot("location-chosen");
      await form.getByRole("button", { name: "Add Place" }).click();
      await page.getByTestId("place-card").first().click();
      await page.getByRole("button", { name: "How far is it?" }).waitFor();
      // The first place's badge shows, then closes by itself: the page is pictured without it.
      const badge = page.getByRole("dialog", { name: "Achievement Unlocked!" });
      await badge.waitFor();
      await badge.waitFor({ state: "hidden" });
      await shot("place-detail-location", true);
    },
  );
});

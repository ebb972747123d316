import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
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

describe("a place's location", () => {
  it("is set through 'Find a place' with the keyboard, saved, and shown on the place's page", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: "Add Place" }).click();
    await addForm().getByLabel("Place Name").fill("Castlerigg Stone Circle");
    const search = addForm().getByRole("combobox", { name: "Find a place" });
    await search.fill("keswick");
    await addForm().getByRole("option", { name: "Keswick, England", exact: true }).waitFor();
    await search.press("ArrowDown");
    await search.press("ArrowUp");
    await search.press("Enter");
    await addForm().getByText("Keswick, England").waitFor();
    await addForm().getByRole("button", { name: "Add Place" }).click();
    await page.getByText('Added "Castlerigg Stone Circle" to your places!').first().waitFor();

    const [place] = await storedPlaces();
    expect(place?.latitude).toBeCloseTo(54.6, 1);
    expect(place?.longitude).toBeCloseTo(-3.13, 1);

    await page.goto(`/place/${place?.id}`);
    await page.getByText(/54\.\d{4}° N, 3\.\d{4}° W/).waitFor();
    const directions = page.getByRole("link", { name: "Directions" });
    expect(await directions.getAttribute("href")).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/directions/,
    );
  });

  it("is set by dropping a pin on the dialog's map, then dragging it or moving it with the arrow keys", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: "Add Place" }).click();
    await addForm().getByLabel("Place Name").fill("Somewhere on the fells");
    const map = addForm().getByRole("region", { name: "Map: tap to drop a pin on the place" });
    await map.locator(".map-town").first().waitFor();
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error("the map has no box");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const shown = addForm().getByText(/\d+\.\d{4}° [NS], \d+\.\d{4}° [EW]/);
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
    await page.getByText('Added "Somewhere on the fells" to your places!').first().waitFor();
    const [place] = await storedPlaces();
    const saved = place && locationOf(place);
    if (!saved) throw new Error("no location was saved");
    expect(dragged).toBe(formatLatLng(saved));

    await page.goto(`/place/${place?.id}`);
    const placeMap = page.getByRole("region", { name: "Map of where Somewhere on the fells is" });
    await placeMap.getByRole("img", { name: "Map of where Somewhere on the fells is" }).waitFor();
  });

  it("says postcode lookup is not set up, then finds postcodes once the directory is imported", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: "Add Place" }).click();
    const search = addForm().getByRole("combobox", { name: "Find a place" });
    await search.fill("sw1a 2aa");
    await addForm()
      .getByRole("status")
      .getByText("Postcode lookup is not set up on this server.")
      .waitFor();

    await importPostcodes("src/server/geocode/fixtures/onspd-sample.csv");
    await search.fill("SW1A2AA");
    await addForm().getByRole("option", { name: "SW1A 2AA" }).click();
    await addForm().getByText("51.5035° N, 0.1277° W").waitFor();
  });

  it("takes an OS grid reference, offers the town the address names, and can be removed", async () => {
    await page.goto("/");
    const [id] = await addPlacesThroughApi(page, [{ name: "Ben Nevis", address: "Fort William" }]);
    await page.goto(`/place/${id}`);
    await page.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("dialog", { name: "Edit Entry" });
    // The address names a town: offered, not applied.
    await form.getByRole("button", { name: "Set location to Fort William, Scotland" }).waitFor();
    await form.getByRole("combobox", { name: "Find a place" }).fill("NN 16650 71250");
    await form.getByRole("option", { name: "NN 16650 71250" }).click();
    await form.getByText("56.7966° N, 5.0039° W").waitFor();
    await form.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText('Updated "Ben Nevis" successfully!').first().waitFor();
    expect((await storedPlaces())[0]).toMatchObject({ latitude: 56.796556, longitude: -5.00393 });

    await page.getByRole("button", { name: "Edit" }).click();
    await form.getByRole("button", { name: "Remove location" }).click();
    await form.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText('Updated "Ben Nevis" successfully!').first().waitFor();
    await expect.poll(async () => (await storedPlaces())[0]?.latitude).toBeNull();
  });

  it("is set from the device with 'Use my current location', asked only on that tap", async () => {
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation({ latitude: 51.481583, longitude: -3.17909 });
    await page.goto("/");
    await page.evaluate(() => {
      const asked = { count: 0 };
      Object.assign(window, { asked });
      const real = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args) => {
        asked.count += 1;
        real(...args);
      };
    });
    await page.getByRole("button", { name: "Add Place" }).click();
    await addForm().getByLabel("Place Name").fill("Cardiff Castle");
    // A town's Welsh name finds it too, and the list says which name matched.
    await addForm().getByRole("combobox", { name: "Find a place" }).fill("Caerdydd");
    await addForm().getByRole("option", { name: "Cardiff (Caerdydd), Wales" }).waitFor();
    await addForm().getByRole("combobox", { name: "Find a place" }).fill("");
    expect(await page.evaluate(() => Reflect.get(window, "asked").count)).toBe(0);
    await addForm().getByRole("button", { name: "Use my current location" }).click();
    await addForm().getByText("51.4816° N, 3.1791° W").waitFor();
    expect(await page.evaluate(() => Reflect.get(window, "asked").count)).toBe(1);
    await addForm().getByRole("button", { name: "Add Place" }).click();
    await page.getByText('Added "Cardiff Castle" to your places!').first().waitFor();
    expect((await storedPlaces())[0]).toMatchObject({ latitude: 51.481583, longitude: -3.17909 });
  });

  it("tells how far a place is once the person asks, from the browser's position", async () => {
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation({ latitude: 54.6013, longitude: -3.1347 });
    await page.goto("/");
    const [id] = await addPlacesThroughApi(page, [
      { name: "Castlerigg", latitude: 54.6029, longitude: -3.0984 },
    ]);
    await page.goto(`/place/${id}`);
    await page.getByRole("button", { name: "How far is it?" }).click();
    // Keswick to Castlerigg: about 2.3 km, 1.5 miles.
    await page.getByText("1.5 mi away").waitFor();
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

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

/**
 * Makes the home page throw while it renders, as a bug would: the list answers places without
 * the fields it sorts by. Only this browser's request is changed; the server is untouched.
 */
async function breakTheList(page: Page) {
  await page.route("**/api/places", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ json: [{ id: 1 }, { id: 2 }] })
      : route.fallback(),
  );
}

const errorHeading = (page: Page) => page.getByRole("heading", { name: "Something went wrong" });

describe("a page that fails to render", () => {
  it("shows a way back instead of a blank page, and Try again renders the page once it can", async () => {
    const { page, errors } = await browser.openPage();
    await page.goto("/about");
    await addPlacesThroughApi(page, [{ name: "Tintagel Castle" }]);
    await breakTheList(page);
    await page.goto("/");

    await errorHeading(page).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Something went wrong");
    await page.getByText("Nothing you saved has been lost.").waitFor();
    // The failure is reported for whoever reads the console; nothing else went wrong.
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => /A page failed to render|localeCompare/.test(e))).toBe(true);

    await page.unroute("**/api/places");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByText("Tintagel Castle").waitFor();
    expect(await errorHeading(page).count()).toBe(0);
  });

  it("takes the person home from a broken page, past the broken one", async () => {
    const { page } = await browser.openPage();
    await page.goto("/achievements");
    await page.getByRole("heading", { name: "Achievements" }).first().waitFor();
    await breakTheList(page);
    await page.goto("/");
    await errorHeading(page).waitFor();
    await page.unroute("**/api/places");
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.goto("/achievements");
    await page.getByRole("heading", { name: "Achievements" }).first().waitFor();
    expect(await errorHeading(page).count()).toBe(0);
  });

  screens(() => {
    it.each(SCREEN_VARIANTS)("looks right (%s, %s)", async (viewport, colorScheme) => {
      const { page } = await browser.openPage({ viewport, colorScheme });
      await breakTheList(page);
      await page.goto("/");
      await errorHeading(page).waitFor();
      await screenshotter(page, `${viewport}-${colorScheme}`)("route-error");
    });
  });
});

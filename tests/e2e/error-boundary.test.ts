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
 * Makes the pages that read the list throw while they render, as a bug would: the list answers
 * an object where the pages expect an array (home counts it, a place's page searches it). Only
 * this browser's request is changed; the server and the shipped app are untouched. Routed on
 * the browser context, which also sees the requests the service worker makes once it controls
 * the page (a page's own routes do not).
 */
async function breakTheList(page: Page) {
  await page
    .context()
    .route("**/api/places", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ json: { places: "not a list" } })
        : route.fallback(),
    );
}
const mendTheList = (page: Page) => page.context().unroute("**/api/places");

const errorHeading = (page: Page) => page.getByRole("heading", { name: "Something went wrong" });

/** The error screen, its way out, and the header that stays above it. */
async function expectErrorScreen(page: Page) {
  await errorHeading(page).waitFor();
  // Screen readers are taken to what happened.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe("Something went wrong");
  await page
    .getByText("This page could not be shown, but nothing you have saved has been lost.")
    .waitFor();
  expect(await page.getByRole("button", { name: "Try again" }).isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "Back to home" }).isVisible()).toBe(true);
  const header = page.getByRole("banner");
  expect(await header.getByRole("link", { name: "UK Adventures" }).isVisible()).toBe(true);
  expect(await header.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
  expect(await header.getByRole("button", { name: /theme/i }).isVisible()).toBe(true);
}

/** What the broken list throws, which these tests expect the page to report. */
const THE_BREAK = /^TypeError: .*is not a function/;

/** The failure is reported once, as the TypeError it was; nothing else went wrong. */
function expectOneReportedError(errors: string[]) {
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(THE_BREAK);
}

describe("a page that fails to render", () => {
  // Try again failing again, and the way home, are component tests
  // (src/client/components/route-error-boundary.test.tsx); here, the real app, its list and menu.
  it("shows a calm screen under the header, and Try again renders the page once it can", async () => {
    const { page, errors } = await browser.openPage({ allowErrors: [THE_BREAK] });
    await page.goto("/about");
    await addPlacesThroughApi(page, [{ name: "Tintagel Castle" }]);
    await breakTheList(page);
    await page.goto("/");

    await expectErrorScreen(page);
    expectOneReportedError(errors);
    // The menu still leads around the app.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("navigation", { name: "Main" }).waitFor({ state: "detached" });

    await mendTheList(page);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
    await page.getByText("Tintagel Castle").waitFor();
    expect(await errorHeading(page).count()).toBe(0);
    expect(errors).toHaveLength(1);
  });
});

screens(() => {
  it.each(SCREEN_VARIANTS)("the route error screen (%s, %s)", async (viewport, colorScheme) => {
    const { page, errors } = await browser.openPage({
      viewport,
      colorScheme,
      allowErrors: [THE_BREAK],
    });
    await breakTheList(page);
    await page.goto("/");
    await expectErrorScreen(page);
    expectOneReportedError(errors);
    await screenshotter(page, `${viewport}-${colorScheme}`)("route-error");
  });
});

describe("a page whose code is gone after an upgrade", () => {
  it("loads the new version once, then shows the error screen rather than loading again", async () => {
    const { page } = await browser.openPage({
      serviceWorkers: "block",
      // The About page's code the test takes away: its 404, and the import that fails on it.
      allowErrors: [
        /status of 404 \(Not Found\) \/assets\/about-page-[\w-]+\.js$/,
        /^TypeError: Failed to fetch dynamically imported module: .*\/assets\/about-page-/,
      ],
    });
    await page.goto("/");
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
    // The About page's code, as a server upgraded since this tab opened answers for it.
    await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404 }));
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "About" }).click();
    // Loaded once more, as a new version would be; the code is still missing (the server
    // really lacks it), so the page says so instead of loading again.
    await expectErrorScreen(page);
    expect(await page.evaluate(() => sessionStorage.getItem("uka-reloaded-for-upgrade"))).toBe("1");
    expect(new URL(page.url()).pathname).toBe("/about");
    expect(loads).toBe(1);
  });
});

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  browserPerFile,
  grantAdmin,
  screenshotter,
  signIn,
} from "./support.ts";

/**
 * Stored text that looks like HTML or script is shown as text, never run or parsed: on the home
 * list, a place's page, its edit dialog and the admin's view of the user's places. Each payload
 * sets `window.__pwned` if it ever runs.
 */
const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  "<script>window.__pwned=2</script>",
  '"><svg onload=window.__pwned=3>',
] as const;
const [IMG, SCRIPT, SVG] = PAYLOADS;
/** The user's own name is a payload too: the admin's user list and places panel show it. */
const USER_NAME = '<img src=x onerror="window.__pwned=4">';

/** Every payload in every field: name, address and notes. */
const PLACES = [
  { name: IMG, address: SCRIPT, notes: SVG },
  { name: SCRIPT, address: SVG, notes: IMG },
  { name: SVG, address: IMG, notes: SCRIPT },
];

const browser = browserPerFile();

/** Nothing a payload would have made exists, and none of them ran. */
async function expectInert(page: Page, errors: string[]) {
  // Give an injected image time to fail to load and fire its handler.
  await page.waitForLoadState("networkidle");
  const found = await page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned,
    imagesOfX: document.querySelectorAll('img[src="x"]').length,
    scripts: [...document.scripts].filter((script) => script.text.includes("__pwned")).length,
    handlers: document.querySelectorAll("[onerror], [onload]").length,
    svgs: [...document.querySelectorAll("svg")].filter((svg) => svg.outerHTML.includes("__pwned"))
      .length,
  }));
  expect(found).toEqual({ pwned: undefined, imagesOfX: 0, scripts: 0, handlers: 0, svgs: 0 });
  // An injected <img src=x> would also show as a failed load, a blocked script as a CSP error.
  expect(errors).toEqual([]);
}

/** The exact text is on screen as text. */
async function expectShown(page: Page, text: string) {
  const shown = page.getByText(text, { exact: true }).first();
  await shown.waitFor();
  expect(await shown.isVisible()).toBe(true);
  expect(await shown.textContent()).toBe(text);
}

describe("text that looks like HTML", () => {
  it("is shown as text on the list, a place's page and its edit dialog", async () => {
    const { page, errors } = await browser.openPage({ viewport: "desktop", name: USER_NAME });
    const shoot = screenshotter(page, "desktop-light");
    await page.goto("/");
    const ids = await addPlacesThroughApi(page, PLACES);

    await page.goto("/");
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
    await expect.poll(() => page.getByTestId("place-card").count()).toBe(PLACES.length);
    for (const place of PLACES) {
      // Each payload is one place's name and another's address: the card has both of its own.
      const card = page
        .getByTestId("place-card")
        .filter({ hasText: place.name })
        .filter({ hasText: place.address });
      expect(await card.count()).toBe(1);
      expect((await card.innerText()).split("\n").slice(0, 2)).toEqual([place.name, place.address]);
      await expectShown(page, place.name);
      await expectShown(page, place.address);
      const checkbox = card.getByRole("checkbox", { name: `${place.name} visited`, exact: true });
      expect(await checkbox.count()).toBe(1);
    }
    await expectInert(page, errors);
    await shoot("hostile-text-home");

    for (const [index, place] of PLACES.entries()) {
      await page.goto(`/place/${ids[index]}`);
      await page.getByRole("heading", { name: place.name, exact: true }).waitFor();
      for (const text of [place.name, place.address, place.notes]) {
        expect(await page.locator("body").innerText()).toContain(text);
        await expectShown(page, text);
      }
      await expectInert(page, errors);
      if (index === 0) await shoot("hostile-text-place");

      await page.getByRole("button", { name: "Edit" }).click();
      const form = page.getByRole("dialog", { name: "Edit Entry" });
      await form.waitFor();
      expect(await form.getByLabel("Place Name").inputValue()).toBe(place.name);
      expect(await form.getByLabel("Address").inputValue()).toBe(place.address);
      expect(await form.getByLabel("Notes").inputValue()).toBe(place.notes);
      await expectInert(page, errors);
      if (index === 0) await shoot("hostile-text-edit");
      await page.keyboard.press("Escape");
      await form.waitFor({ state: "detached" });
    }
  });

  it("is shown as text in the admin's view of the user and their places", async () => {
    const traveller = await browser.openPage({ viewport: "desktop", name: USER_NAME });
    await traveller.page.goto("/");
    await addPlacesThroughApi(traveller.page, PLACES);

    const { context, page, errors } = await browser.openPage({
      viewport: "desktop",
      signedIn: false,
    });
    const { email } = await signIn(context, { name: "Ada Admin" });
    await grantAdmin(email);
    const shoot = screenshotter(page, "desktop-light");
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await expectInert(page, errors);

    await page.getByRole("tab", { name: "User Management" }).click();
    const row = page.getByTestId("admin-user-row").filter({ hasText: traveller.email });
    await row.waitFor();
    await expectShown(page, USER_NAME);
    await row.getByRole("button", { name: `View ${USER_NAME}'s places`, exact: true }).click();
    const list = page.getByRole("list", { name: `${USER_NAME}'s places`, exact: true });
    await list.waitFor();
    await expect.poll(() => list.getByTestId("admin-place-row").count()).toBe(PLACES.length);
    for (const place of PLACES) {
      const placeRow = list
        .getByTestId("admin-place-row")
        .filter({ hasText: place.name })
        .filter({ hasText: place.address });
      expect(await placeRow.count()).toBe(1);
      expect((await placeRow.innerText()).split("\n")[0]).toBe(place.name);
      for (const text of [place.name, place.address]) {
        const shown = placeRow.getByText(text, { exact: true });
        expect(await shown.isVisible()).toBe(true);
        expect(await shown.textContent()).toBe(text);
      }
    }
    await expectInert(page, errors);
    await shoot("hostile-text-admin");
  });
});

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addPlacesThroughApi, addTripThroughApi, browserPerFile } from "./support.ts";

const browser = browserPerFile();

/**
 * Holds the app's script back, so the page stays as the server sent it until the returned
 * function lets it through, and counts the page's layout shifts from its start.
 */
async function holdEntryCountingShifts(page: Page): Promise<() => void> {
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push(Reflect.get(entry, "value"));
    }).observe({ type: "layout-shift", buffered: true });
  });
  return releaseEntry;
}

/** The page's layout shifts since it began, summed. */
const layoutShifted = (page: Page) =>
  page.evaluate(() =>
    (Reflect.get(window, "shifts") as number[]).reduce((sum, value) => sum + value, 0),
  );

/**
 * The shell gone and the app's page in its place: one header, no loading line between the two,
 * and nothing on the page moved.
 */
async function gaveWayWithoutAShift(page: Page) {
  await page.locator("#home-shell").waitFor({ state: "detached" });
  expect(await page.getByRole("banner").count()).toBe(1);
  expect(await page.getByText("Loading...").count()).toBe(0);
  expect(await layoutShifted(page)).toBeLessThan(0.01);
}

describe("the signed-in home's shell", () => {
  it("shows the visitor's own home before the app runs, then gives way to it without a shift", async () => {
    const { page, errors } = await browser.openPage({ viewport: "mobile" });
    await page.goto("/about");
    await addPlacesThroughApi(page, [{ name: "Bodiam Castle", address: "Robertsbridge" }]);

    // Held back, the app's script leaves the page as the server sent it.
    const releaseEntry = await holdEntryCountingShifts(page);
    await page.goto("/", { waitUntil: "commit" });
    const shell = page.locator("#home-shell");
    // The server drew the traveller's own place, with the counts, before any of the app ran.
    await shell.locator('ul[aria-label="Places"] > li').getByText("Bodiam Castle").waitFor();
    await shell.getByText("Page 1 of 1").waitFor();
    expect(await shell.getByText("Total").locator("..").textContent()).toContain("1");
    expect(await shell.getAttribute("aria-hidden")).toBe("true");
    expect(await shell.evaluate((element) => element.hasAttribute("inert"))).toBe(true);
    // Hidden from assistive technology, and nothing in it can be pressed.
    expect(await page.getByRole("heading", { name: "Your Adventure Summary" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Bodiam Castle" }).count()).toBe(0);

    releaseEntry();
    await page.getByRole("button", { name: "Bodiam Castle" }).waitFor();
    await page.getByRole("heading", { name: "Your Adventure Summary" }).waitFor();
    await gaveWayWithoutAShift(page);
    expect(errors).toEqual([]);
  });

  it("on /stats shows the visitor's year before the app runs, then gives way to the page", async () => {
    const { page, errors } = await browser.openPage({ viewport: "mobile" });
    await page.goto("/about");
    const thisYear = await page.evaluate(() => new Date().getFullYear());
    const [placeId] = await addPlacesThroughApi(page, [
      { name: "Bodiam Castle", category: "History & Heritage" },
    ]);
    await page.evaluate(async (id) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      const today = new Date().toISOString().slice(0, 10);
      await fetch(`/api/places/${id}/visits`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify({ date: today }),
      });
    }, placeId);

    const releaseEntry = await holdEntryCountingShifts(page);
    await page.goto("/stats", { waitUntil: "commit" });
    const shell = page.locator("#home-shell");
    await shell.getByText(`Your ${thisYear} in places`).waitFor();
    await shell.getByText("History & Heritage").first().waitFor();
    expect(await page.getByRole("heading", { name: `Your ${thisYear} in places` }).count()).toBe(0);

    releaseEntry();
    await page.getByRole("heading", { name: `Your ${thisYear} in places` }).waitFor();
    await gaveWayWithoutAShift(page);
    expect(errors).toEqual([]);
  });

  it("on /map shows the counts and the places with no location, then gives way to the map", async () => {
    const { page, errors } = await browser.openPage({ viewport: "mobile" });
    await page.goto("/about");
    await addPlacesThroughApi(page, [
      { name: "Roman Baths", latitude: 51.3811, longitude: -2.3597 },
      { name: "Somewhere unnamed", address: "Somerset" },
    ]);

    const releaseEntry = await holdEntryCountingShifts(page);
    await page.goto("/map", { waitUntil: "commit" });
    const shell = page.locator("#home-shell");
    await shell.getByText("Not on the map (1)").waitFor();
    await shell.getByText("Somewhere unnamed").waitFor();

    releaseEntry();
    await page.getByRole("button", { name: "Roman Baths, to visit" }).waitFor();
    await page.getByRole("link", { name: "Add location to Somewhere unnamed" }).waitFor();
    await gaveWayWithoutAShift(page);
    expect(errors).toEqual([]);
  });

  it("on a trip's page shows its days and stops before the app runs, then gives way to them", async () => {
    const { page, errors } = await browser.openPage({ viewport: "mobile" });
    await page.goto("/about");
    const places = await addPlacesThroughApi(page, [
      { name: "Roman Baths", latitude: 51.3811, longitude: -2.3597 },
      { name: "Wells Cathedral", latitude: 51.2103, longitude: -2.6437 },
      { name: "Cheddar Gorge", latitude: 51.2826, longitude: -2.7624 },
    ]);
    const [baths = 0, wells = 0, cheddar = 0] = places;
    const trip = { name: "Somerset weekend", startDate: "2027-05-01", endDate: "2027-05-02" };
    const id = await addTripThroughApi(page, trip, [[baths, wells], [cheddar]]);

    const releaseEntry = await holdEntryCountingShifts(page);
    await page.goto(`/trips/${id}`, { waitUntil: "commit" });
    const shell = page.locator("#home-shell");
    await shell.locator("h1", { hasText: "Somerset weekend" }).waitFor();
    const shellStops = shell.locator("li[data-stop-id] a");
    await expect
      .poll(() => shellStops.allTextContents())
      .toEqual(["Roman Baths", "Wells Cathedral", "Cheddar Gorge"]);
    // Nothing in it can be moved or pressed until the app's own page is there.
    expect(await page.getByRole("button", { name: "Move Roman Baths", exact: true }).count()).toBe(
      0,
    );

    releaseEntry();
    await page.getByRole("button", { name: "Move Roman Baths", exact: true }).waitFor();
    await gaveWayWithoutAShift(page);
    expect(errors).toEqual([]);
  });

  it("gives way to the landing page when the session the cookie named has ended", async () => {
    const { context, page } = await browser.openPage({
      viewport: "desktop",
      // The list asked for with the ended session's cookie is refused: what the page follows.
      allowErrors: [/status of 401 \(Unauthorized\) \/api\/places$/],
    });
    const [cookie] = await context.cookies();
    if (!cookie) throw new Error("no session cookie");
    await context.clearCookies();
    await context.addCookies([{ ...cookie, value: "no-such-session.signature" }]);
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Track Your UK Adventures" }).waitFor();
    await page.locator("#home-shell").waitFor({ state: "detached" });
  });
});

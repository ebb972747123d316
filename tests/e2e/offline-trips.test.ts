import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiWrites, OFFLINE_ERRORS, seenOnline } from "./offline-support.ts";
import { addPlacesThroughApi, addTripThroughApi, browserPerFile } from "./support.ts";

// A trip's plan changed with no signal: the browser is really offline here
// (context.setOffline), the plan waits in IndexedDB, and is sent when the signal returns.
// The queue's order, replay and refusals are checked in Node (trip-sync.test.ts).

// Pages here are served as a person gets them: through the service worker.
const browser = browserPerFile({ serviceWorkers: "allow" });
const WAIT = { timeout: 15_000 };

async function setSignal(context: BrowserContext, page: Page, online: boolean) {
  await context.setOffline(!online);
  await page.waitForFunction((expected) => navigator.onLine === expected, online);
}

const DAY_ONE = "Day 1 · Sat 1 May";

describe("a trip's plan changed with no signal", () => {
  it("shows at once, waiting, and the server has it once back online", async () => {
    const { page, context } = await browser.openPage({
      viewport: "mobile",
      allowErrors: OFFLINE_ERRORS,
    });
    await page.goto("/");
    const [baths] = await addPlacesThroughApi(page, [
      { name: "Roman Baths", latitude: 51.3811, longitude: -2.3597 },
      { name: "Wells Cathedral", latitude: 51.2103, longitude: -2.6437 },
    ]);
    const id = await addTripThroughApi(
      page,
      { name: "Bath and Wells", startDate: "2027-05-01", endDate: "2027-05-02" },
      [[baths ?? 0], []],
    );
    await seenOnline(page, `/trips/${id}`, () =>
      page.getByRole("link", { name: "1. Roman Baths" }).waitFor(),
    );
    await setSignal(context, page, false);
    const writes = apiWrites(page);

    await page.getByLabel("Add to").selectOption({ label: DAY_ONE });
    await page.getByLabel("Search your places").fill("Wells");
    await page.getByRole("button", { name: `Add Wells Cathedral to ${DAY_ONE}` }).click();

    await page.getByRole("link", { name: "2. Wells Cathedral" }).waitFor();
    await expect
      .poll(() => page.getByTestId("offline-status").textContent(), WAIT)
      .toContain("Offline · 1 change waiting to be sent");
    expect(writes).toEqual([]);
    // The trip says so itself, in words, until the change is sent.
    const mark = page.getByTestId("waiting-mark");
    expect(await mark.textContent()).toBe("Waiting to be sent");

    await setSignal(context, page, true);
    await page.getByText("1 change sent", { exact: true }).first().waitFor(WAIT);
    await mark.waitFor({ state: "detached" });
    expect(writes).toEqual([`PUT /api/trips/${id}/plan`]);
    const saved = (await (await page.request.get(`/api/trips/${id}`)).json()) as {
      days: { stops: { place: { name: string } }[] }[];
    };
    expect(saved.days.map((day) => day.stops.map((stop) => stop.place.name))).toEqual([
      ["Roman Baths", "Wells Cathedral"],
      [],
    ]);
    await page.getByRole("link", { name: "2. Wells Cathedral" }).waitFor();
  });
});

import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiWrites, OFFLINE_ERRORS, seenOnline } from "./offline-support.ts";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

// A visit added on a place's page with no signal: the browser is really offline here
// (context.setOffline), the visit waits in IndexedDB, and is sent when the signal returns.
// The queue's order, replay and refusals are checked in Node (visit-sync.test.ts).

// Pages here are served as a person gets them: through the service worker.
const browser = browserPerFile({ serviceWorkers: "allow" });
const WAIT = { timeout: 15_000 };

async function setSignal(context: BrowserContext, page: Page, online: boolean) {
  await context.setOffline(!online);
  await page.waitForFunction((expected) => navigator.onLine === expected, online);
}

/** Opens a place's page once the service worker keeps its answers, and goes offline. */
async function placePageOffline(page: Page, context: BrowserContext, name: string) {
  await page.goto("/");
  const [id] = await addPlacesThroughApi(page, [
    { name, address: "Gower, Swansea", visited: true, visitedDate: "2024-05-01" },
  ]);
  const visits = page.getByRole("region", { name: "Visits" });
  await seenOnline(page, `/place/${id}`, () => visits.getByText("1 May 2024").waitFor());
  await setSignal(context, page, false);
  return { id: id as number, visits };
}

/** Adds a visit through the place page's form. */
async function addVisit(page: Page, date: string, note: string) {
  const visits = page.getByRole("region", { name: "Visits" });
  await visits.getByRole("button", { name: "Add a visit" }).click();
  const form = visits.getByRole("form", { name: "New visit" });
  await form.getByLabel("Date of visit").fill(date);
  await form.getByLabel("Note (optional)").fill(note);
  await form.getByRole("button", { name: "Save visit" }).click();
  await form.waitFor({ state: "detached" });
}

describe("a visit added with no signal", () => {
  it("shows on the place page at once, waiting, and is saved on the server once back online", async () => {
    const opened = await browser.openPage({ allowErrors: OFFLINE_ERRORS, viewport: "mobile" });
    const { page, context } = opened;
    const { id, visits } = await placePageOffline(page, context, "Rhossili Bay");
    const writes = apiWrites(page);

    await addVisit(page, "2026-10-12", "Low tide, across to Worm's Head");

    const added = visits.getByRole("listitem").filter({ hasText: "12 Oct 2026" });
    await added.getByText("Low tide, across to Worm's Head").waitFor();
    await added.getByTestId("waiting-mark").getByText("Waiting to be sent").waitFor();
    await page.getByText("Visited 2 times · last 12 Oct 2026").waitFor();
    await expect
      .poll(() => page.getByTestId("offline-status").textContent(), WAIT)
      .toContain("Offline · 1 change waiting to be sent");
    expect(writes).toEqual([]);

    await setSignal(context, page, true);
    await page.getByText("1 change sent", { exact: true }).first().waitFor();
    await added.getByTestId("waiting-mark").waitFor({ state: "detached" });
    expect(writes).toEqual([`POST /api/places/${id}/visits`]);
    const saved = await (await page.request.get(`/api/places/${id}/visits`)).json();
    expect(saved.map((v: { date: string; note: string | null }) => [v.date, v.note])).toEqual([
      ["2026-10-12", "Low tide, across to Worm's Head"],
      ["2024-05-01", null],
    ]);
    await page.getByText("Visited 2 times · last 12 Oct 2026").waitFor();
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "offline visit screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("the place page with a visit waiting to be sent", async () => {
        const opened = await browser.openPage({
          allowErrors: OFFLINE_ERRORS,
          viewport,
          colorScheme,
        });
        const { page, context } = opened;
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        const { visits } = await placePageOffline(page, context, "Three Cliffs Bay");
        await addVisit(page, "2026-10-12", "Walked down from Pennard Castle at low tide.");
        await visits.getByTestId("waiting-mark").waitFor();
        // Let the toast go: the screenshot is of the page, the badge and the visits both.
        const toast = page.getByTestId("toast").filter({ hasText: "Visit added" });
        await toast.waitFor();
        await toast.waitFor({ state: "detached", timeout: 10_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot("offline-visit-waiting", true);
      });
    },
  );
});

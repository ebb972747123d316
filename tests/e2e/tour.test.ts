import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TOUR_DELAY_MS } from "#shared/tour.ts";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const browser = browserPerFile();

/** A new user's browser that has not seen the tour. */
function newUserPage(options: { viewport?: Viewport; colorScheme?: "light" | "dark" } = {}) {
  return browser.openPage({ viewport: "mobile", ...options, tour: true });
}

const tourCard = (page: Page) => page.getByRole("dialog").filter({ hasText: /Step \d of 8/ });

/**
 * Runs the page's clock well past the moment the tour would start, so that "no tour" is
 * checked at the time it would have appeared, whatever that delay is.
 */
async function pastTourStart(page: Page) {
  await page.clock.runFor(TOUR_DELAY_MS * 2);
}

/** The card lies wholly inside the window. */
async function expectOnScreen(page: Page) {
  const box = await tourCard(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

describe("the onboarding tour", () => {
  it("starts after 1 s for a new user, walks all 8 steps, and never comes back once finished", async () => {
    const { page, errors } = await newUserPage();
    await page.goto("/");
    await page.getByText("No places yet").waitFor();
    const shownAt = Date.now();
    await tourCard(page).waitFor();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(700);

    const titles: string[] = [];
    for (let step = 1; step <= 8; step++) {
      await tourCard(page).getByText(`Step ${step} of 8`).waitFor();
      await expectOnScreen(page);
      titles.push(await tourCard(page).getByRole("heading").innerText());
      if (step === 1)
        expect(await tourCard(page).getByRole("button", { name: "Back" }).isDisabled()).toBe(true);
      if (step < 8) await tourCard(page).getByRole("button", { name: "Next" }).click();
    }
    expect(titles).toEqual([
      "Welcome to UK Adventures!",
      "Add a place",
      "The menu",
      "Filter your list",
      "Search",
      "Your places",
      "Moods",
      "Your adventure summary",
    ]);
    await tourCard(page).getByRole("button", { name: "Back" }).click();
    await tourCard(page).getByText("Step 7 of 8").waitFor();
    await page.keyboard.press("ArrowRight");
    await tourCard(page).getByText("Step 8 of 8").waitFor();
    await tourCard(page).getByRole("button", { name: "Finish" }).click();
    await page.getByTestId("toast").filter({ hasText: "Tour completed!" }).waitFor();
    await tourCard(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("hasSeenOnboardingTour"))).toBe("true");

    await page.clock.install();
    await page.reload();
    await page.getByText("No places yet").waitFor();
    await pastTourStart(page);
    expect(await tourCard(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("is skipped with Escape or its close button, and remembered", async () => {
    const { page, errors } = await newUserPage();
    await page.goto("/");
    await tourCard(page).waitFor();
    await page.keyboard.press("ArrowRight");
    await tourCard(page).getByText("Step 2 of 8").waitFor();
    await page.keyboard.press("ArrowLeft");
    await tourCard(page).getByText("Step 1 of 8").waitFor();
    await page.keyboard.press("Escape");
    await tourCard(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("hasSeenOnboardingTour"))).toBe("true");
    expect(errors).toEqual([]);
  });

  it("does not start by itself for someone who has places, but Options → Start Tour starts it", async () => {
    const { page, errors } = await newUserPage();
    await page.goto("/options");
    await addPlacesThroughApi(page, [{ name: "Eden Project" }]);
    await page.clock.install();
    await page.goto("/");
    // The app's own card, not the server's drawing of it: the tour could not start before the
    // app runs, so waiting on the drawing would prove nothing.
    await page.locator("#root").getByTestId("place-card").waitFor();
    await pastTourStart(page);
    expect(await tourCard(page).count()).toBe(0);

    await page.goto("/options");
    await page.getByRole("button", { name: "Start Tour" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await tourCard(page).getByText("Step 1 of 8").waitFor();
    await tourCard(page).getByRole("button", { name: "Skip tour" }).click();
    await tourCard(page).waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "tour screens at %s width in %s theme",
    (viewport, colorScheme) => {
      it("point at the real elements", async () => {
        const { page, errors } = await newUserPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/");
        await tourCard(page).waitFor();
        await shot("tour-welcome");
        await tourCard(page).getByRole("button", { name: "Next" }).click();
        await tourCard(page).getByText("Step 2 of 8").waitFor();
        await shot("tour-add-place");
        for (let step = 3; step <= 4; step++) {
          await tourCard(page).getByRole("button", { name: "Next" }).click();
        }
        await tourCard(page).getByText("Step 4 of 8").waitFor();
        await shot("tour-filters");
        expect(errors).toEqual([]);
      });
    },
  );
});

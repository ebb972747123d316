import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
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
  // Its steps, keys and when it starts are component tests (src/client/app/home-tour.test.tsx);
  // here, that it starts by itself on the real app, every card fits the window, and it ends.
  it("starts after 1 s for a new user, keeps each of its 8 cards on screen, and finishes", async () => {
    const { page, errors } = await newUserPage();
    await page.goto("/");
    await page.getByText("No places yet").waitFor();
    const shownAt = Date.now();
    await tourCard(page).waitFor();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(700);

    for (let step = 1; step <= 8; step++) {
      await tourCard(page).getByText(`Step ${step} of 8`).waitFor();
      await expectOnScreen(page);
      if (step < 8) await tourCard(page).getByRole("button", { name: "Next" }).click();
    }
    await tourCard(page).getByRole("button", { name: "Finish" }).click();
    await page.getByTestId("toast").filter({ hasText: "Tour completed!" }).waitFor();
    await tourCard(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("hasSeenOnboardingTour"))).toBe("true");
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

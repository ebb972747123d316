import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  tickVisited,
  type Viewport,
} from "./support.ts";

const browser = browserPerFile();

function signedInPage(options: { viewport?: Viewport; colorScheme?: "light" | "dark" } = {}) {
  return browser.openPage({ viewport: "mobile", name: "Isabella Bird", ...options });
}

const popup = (page: Page) => page.getByRole("dialog", { name: "Achievement Unlocked!" });
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/**
 * Opens `path` with Playwright's clock installed (time flows while the page loads), then
 * stops the page's clock: from here its timers fire only as the test moves time on.
 */
async function openWithPausedClock(page: Page, path: string, ready: string) {
  await page.clock.install();
  await page.goto(path);
  // In the running app: on the home, the server's drawing of it shows the same text before the
  // app has started, and a paused clock would then hold the app's start for ever.
  await page.locator("#root").getByText(ready).first().waitFor();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Adds a place through the form; answers once the answer is in (its toast is shown). */
async function addThroughForm(page: Page, name: string, category?: string) {
  await page.getByRole("button", { name: "Add Place" }).click();
  const form = page.getByRole("dialog", { name: "Add New Place" });
  await form.getByLabel("Place Name").fill(name);
  if (category) await form.getByRole("button", { name: category, exact: true }).click();
  await form.getByRole("button", { name: "Add Place" }).click();
  await toast(page, `Added "${name}" to your places!`).waitFor();
}

/** The popup's badge name, once it shows. */
async function shownBadge(page: Page): Promise<string> {
  await popup(page).waitFor();
  return popup(page).getByRole("paragraph").first().innerText();
}

// When each popup shows, for how long, in what order, and the Achievements page's figures and
// texts are in src/client/features/achievements/components/achievements.test.tsx; which badges a
// write earns, once only, in src/server/routes/achievements.test.ts. Here, a real action.
describe("earning achievements", () => {
  it("pops up Explorer after the first place is added, and 'Awesome!' dismisses it", async () => {
    const { page, errors } = await signedInPage();
    // The clock held, so the popup cannot close itself before it is dismissed.
    await openWithPausedClock(page, "/", "No places yet");
    await addThroughForm(page, "Ben Nevis");
    await page.clock.runFor(500);
    expect(await shownBadge(page)).toBe("Explorer");
    await popup(page).getByRole("button", { name: "Awesome!" }).click();
    await popup(page).waitFor({ state: "detached" });
    await page.getByTestId("place-card").filter({ hasText: "Ben Nevis" }).waitFor();
    expect(errors).toEqual([]);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "achievement screens at %s width in %s theme",
    (viewport, colorScheme) => {
      it("show the popups in turn, and the page with none, some and all earned", async () => {
        const { page, errors } = await signedInPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/achievements");
        await page.getByText("Start Your Adventure!").waitFor();
        await shot("achievements-none", true);

        // A first place that is visited too: Explorer, then Adventurer.
        await openWithPausedClock(page, "/", "No places yet");
        await addThroughForm(page, "Hadrian's Wall");
        await page.clock.runFor(500);
        expect(await shownBadge(page)).toBe("Explorer");
        await page.clock.runFor(100); // fully in
        await shot("achievement-popup");
        await popup(page).getByRole("button", { name: "Awesome!" }).click();
        await popup(page).waitFor({ state: "detached" });
        await tickVisited(page, "Hadrian's Wall");
        const celebration = page.getByRole("dialog", { name: "Discovery Complete!" });
        await celebration.waitFor();
        await page.clock.runFor(2000);
        expect(await shownBadge(page)).toBe("Adventurer");
        await page.clock.runFor(100);
        await shot("achievement-popup-over-celebration");
        await page.clock.runFor(3200);
        await popup(page).waitFor({ state: "detached" });
        await celebration.getByRole("button", { name: "Keep exploring" }).click();
        await page.clock.resume();

        await page.goto("/achievements");
        await page.getByText("Keep exploring to unlock more achievements!").waitFor();
        await shot("achievements-some", true);

        // Everything: 25 places, 15 visited, all five categories, six moods. Added through the
        // API, each write records what it earns.
        const categories = [
          "Arts & Culture",
          "Food & Drink",
          "History & Heritage",
          "Outdoors & Nature",
          "Entertainment & Events",
        ];
        const moods = ["Excited", "Peaceful", "Adventurous", "Romantic", "Nostalgic", "Curious"];
        await addPlacesThroughApi(
          page,
          Array.from({ length: 25 }, (_, i) => ({
            name: `Place ${i}`,
            category: categories[i % categories.length],
            mood: moods[i % moods.length],
            visited: i < 15,
          })),
        );
        await page.goto("/achievements");
        await page.getByText("Achievement Master!").waitFor();
        await page.getByText("8 of 8 · 100%").waitFor();
        await shot("achievements-all", true);
        expect(errors).toEqual([]);
      });
    },
  );
});

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

/** The user's achievements as GET /api/achievements answers them: exactly `ids`, in any order. */
async function expectEarned(page: Page, ids: string[]) {
  const earned: unknown = await page.evaluate(async () =>
    (await fetch("/api/achievements")).json(),
  );
  expect(earned).toHaveLength(ids.length);
  expect(earned).toEqual(
    expect.arrayContaining(
      ids.map((achievementId) =>
        expect.objectContaining({ achievementId, earnedAt: expect.any(String) }),
      ),
    ),
  );
}

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

/**
 * Checks that nothing pops up until `delayMs` after the answer, then that the popups show
 * `names` one after another, each closing itself after 3.3 s (3 s, then its fade).
 */
async function expectPopupSequence(page: Page, delayMs: number, names: string[]) {
  expect(await popup(page).count()).toBe(0);
  await page.clock.runFor(delayMs - 100);
  expect(await popup(page).count()).toBe(0);
  await page.clock.runFor(100);
  for (const name of names) {
    expect(await shownBadge(page)).toBe(name);
    await page.clock.runFor(3200);
    // Still this one, fading from 3 s.
    expect(await shownBadge(page)).toBe(name);
    expect(await popup(page).getAttribute("data-stage")).toBe("exiting");
    await page.clock.runFor(100);
  }
  await popup(page).waitFor({ state: "detached" });
}

describe("earning achievements", () => {
  it("shows Explorer 500 ms after the first place, and Adventurer 2 s after the celebration", async () => {
    const { page, errors } = await signedInPage();
    await openWithPausedClock(page, "/", "No places yet");

    await addThroughForm(page, "Ben Nevis");
    await expectPopupSequence(page, 500, ["Explorer"]);
    await expectEarned(page, ["explorer"]);

    // The card's checkbox, once the day is confirmed: the celebration first…
    await tickVisited(page, "Ben Nevis");
    const celebration = page.getByRole("dialog", { name: "Discovery Complete!" });
    await celebration.waitFor();
    // …and the badge 2 s later, over it.
    await expectPopupSequence(page, 2000, ["Adventurer"]);
    await expectEarned(page, ["adventurer", "explorer"]);

    await celebration.getByRole("button", { name: "Keep exploring" }).click();
    await page.clock.resume();
    await page.goto("/achievements");
    await page.getByText("2 of 8 · 25%").waitFor();
    const unlocked = page.locator('[data-testid="achievement-badge"][data-unlocked="true"]');
    expect(await unlocked.allInnerTexts()).toEqual([
      expect.stringContaining("Explorer"),
      expect.stringContaining("Adventurer"),
    ]);
    expect(await page.getByText("Keep exploring to unlock more achievements!").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("shows two badges earned at once one after the other; 'Awesome!' moves on at once", async () => {
    const { page, errors } = await signedInPage();
    await page.goto("/");
    // Nine places in four categories (added without the app: no popup for Explorer).
    await addPlacesThroughApi(
      page,
      Array.from({ length: 9 }, (_, i) => ({
        name: `Place ${i}`,
        category: ["Arts & Culture", "Food & Drink", "History & Heritage", "Outdoors & Nature"][
          i % 4
        ],
      })),
    );
    await openWithPausedClock(page, "/", "Place 8");

    // The tenth place, in the fifth category: Category Explorer and Collector at once.
    await addThroughForm(page, "Edinburgh Fringe", "Entertainment & Events");
    await expectPopupSequence(page, 500, ["Category Explorer", "Collector"]);

    // Again with 'Awesome!': the next shows as soon as the first is closed.
    const { page: second, errors: secondErrors } = await signedInPage();
    await second.goto("/");
    await addPlacesThroughApi(
      second,
      Array.from({ length: 9 }, (_, i) => ({
        name: `Place ${i}`,
        category: ["Arts & Culture", "Food & Drink", "History & Heritage", "Outdoors & Nature"][
          i % 4
        ],
      })),
    );
    await openWithPausedClock(second, "/", "Place 8");
    await addThroughForm(second, "Edinburgh Fringe", "Entertainment & Events");
    await second.clock.runFor(500);
    expect(await shownBadge(second)).toBe("Category Explorer");
    await popup(second).getByRole("button", { name: "Awesome!" }).click();
    expect(await shownBadge(second)).toBe("Collector");
    await popup(second).getByRole("button", { name: "Awesome!" }).click();
    await popup(second).waitFor({ state: "detached" });

    await expectEarned(page, ["category-explorer", "collector", "explorer"]);
    expect([...errors, ...secondErrors]).toEqual([]);
  });

  it("shows every badge an import earned, one after another", async () => {
    const { page, errors } = await signedInPage();
    await openWithPausedClock(page, "/options", "Import Places");
    await page.getByRole("button", { name: "Import Places" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Places" });
    const categories = [
      "Arts & Culture",
      "Food & Drink",
      "History & Heritage",
      "Outdoors & Nature",
      "Entertainment & Events",
    ];
    await dialog
      .getByLabel("Your list")
      .fill(Array.from({ length: 10 }, (_, i) => `Place ${i} (${categories[i % 5]})`).join("\n"));
    await dialog.getByRole("button", { name: "Parse Places" }).click();
    await dialog.getByRole("button", { name: "Import 10 Places" }).click();
    await toast(page, "Import successful!").waitFor();
    await expectPopupSequence(page, 500, ["Explorer", "Category Explorer", "Collector"]);
    await expectEarned(page, ["category-explorer", "collector", "explorer"]);
    expect(errors).toEqual([]);
  });

  it("shows a badge once only, and keeps it when the place is deleted", async () => {
    const { page, errors } = await signedInPage();
    await page.goto("/");
    // Added without the app: the server records Explorer all the same.
    const [id] = await addPlacesThroughApi(page, [{ name: "Loch Ness" }]);
    await expectEarned(page, ["explorer"]);
    await page.goto(`/place/${id}`);
    await page.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete Place" })
      .getByRole("button", { name: "Delete" })
      .click();
    await page.getByText("No places yet").waitFor();

    // A second first place: Explorer is recorded already, so nothing pops up.
    await openWithPausedClock(page, "/", "No places yet");
    await addThroughForm(page, "Loch Lomond");
    await page.clock.runFor(5000);
    await page.getByTestId("place-card").first().waitFor();
    expect(await popup(page).count()).toBe(0);

    await page.clock.resume();
    await page.goto("/achievements");
    await page.getByText("1 of 8 · 13%").waitFor();
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

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screenshotter,
  type Viewport,
} from "./support.ts";

const browser = browserPerFile();

function signedInPage(options: { viewport?: Viewport; colorScheme?: "light" | "dark" } = {}) {
  return browser.openPage({ viewport: "mobile", name: "Isabella Bird", ...options });
}

const popup = (page: Page) => page.getByRole("dialog", { name: "Achievement Unlocked!" });

async function earnedIds(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    ((await (await fetch("/api/achievements")).json()) as { achievementId: string }[]).map(
      (a) => a.achievementId,
    ),
  );
}

describe("earning achievements", () => {
  it("unlocks Explorer on the first place and Adventurer after the celebration", async () => {
    const { page, errors } = await signedInPage();
    await page.goto("/");
    await page.getByText("No places yet").waitFor();

    await page.getByRole("button", { name: "Add Place" }).click();
    const form = page.getByRole("dialog", { name: "Add New Place" });
    await form.getByLabel("Place Name").fill("Ben Nevis");
    await form.getByRole("button", { name: "Add Place" }).click();
    await popup(page).waitFor();
    expect(await popup(page).innerText()).toMatch(/Explorer[\s\S]*Add your first place/);
    await popup(page).getByRole("button", { name: "Awesome!" }).click();
    await popup(page).waitFor({ state: "detached" });
    expect(await earnedIds(page)).toEqual(["explorer"]);

    // The card's checkbox marks it visited at once.
    await page.getByLabel("Ben Nevis visited").click();
    const celebration = page.getByRole("dialog", { name: "Discovery Complete!" });
    await celebration.waitFor();
    // The celebration first; the achievement 2 s later.
    expect(await popup(page).count()).toBe(0);
    await popup(page).waitFor({ timeout: 4000 });
    expect(await popup(page).innerText()).toContain("Adventurer");
    // It closes itself after 3 s.
    await popup(page).waitFor({ state: "detached", timeout: 5000 });
    expect(await earnedIds(page)).toEqual(["explorer", "adventurer"]);

    await celebration.getByRole("button", { name: "Keep exploring" }).click();
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

  it("shows an earned badge once only, and keeps it when the place is deleted", async () => {
    const { page, errors } = await signedInPage();
    await page.goto("/");
    const [id] = await addPlacesThroughApi(page, [{ name: "Loch Ness" }]);
    await page.evaluate(async () => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      await fetch("/api/achievements", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify({ achievementId: "explorer" }),
      });
    });
    await page.goto(`/place/${id}`);
    await page.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete Place" })
      .getByRole("button", { name: "Delete" })
      .click();
    await page.getByText("No places yet").waitFor();

    // A second first place: Explorer is recorded already, so nothing pops up.
    await page.getByRole("button", { name: "Add Place" }).click();
    const form = page.getByRole("dialog", { name: "Add New Place" });
    await form.getByLabel("Place Name").fill("Loch Lomond");
    await form.getByRole("button", { name: "Add Place" }).click();
    await page.getByTestId("place-card").first().waitFor();
    await page.waitForTimeout(1200);
    expect(await popup(page).count()).toBe(0);

    await page.goto("/achievements");
    await page.getByText("1 of 8 · 13%").waitFor();
    expect(errors).toEqual([]);
  });
});

describe.each(SCREEN_VARIANTS)(
  "achievement screens at %s width in %s theme",
  (viewport, colorScheme) => {
    it("show the popup and the page with none, some and all earned", async () => {
      const { page, errors } = await signedInPage({ viewport, colorScheme });
      const shot = screenshotter(page, `${viewport}-${colorScheme}`);
      await page.goto("/achievements");
      await page.getByText("Start Your Adventure!").waitFor();
      await shot("achievements-none", true);

      await page.goto("/");
      await page.getByText("No places yet").waitFor();
      await page.getByRole("button", { name: "Add Place" }).click();
      const form = page.getByRole("dialog", { name: "Add New Place" });
      await form.getByLabel("Place Name").fill("Hadrian's Wall");
      await form.getByRole("button", { name: "Add Place" }).click();
      await popup(page).waitFor();
      await page.waitForTimeout(400); // fully in
      await shot("achievement-popup");
      await popup(page).getByRole("button", { name: "Awesome!" }).click();

      await page.goto("/achievements");
      await page.getByText("Keep exploring to unlock more achievements!").waitFor();
      await shot("achievements-some", true);

      // Everything: 25 places, 15 visited, all five categories, six moods.
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
      const saved = await page.evaluate(
        async (ids) => {
          const { csrfToken } = await (await fetch("/api/csrf-token")).json();
          const statuses: number[] = [];
          for (const achievementId of ids) {
            const response = await fetch("/api/achievements", {
              method: "POST",
              headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
              body: JSON.stringify({ achievementId }),
            });
            statuses.push(response.status);
          }
          return statuses;
        },
        [
          "adventurer",
          "wanderer",
          "category-explorer",
          "collector",
          "dedicated-explorer",
          "uk-traveler",
          "mood-master",
        ],
      );
      expect(saved).toEqual(Array(7).fill(201));
      await page.goto("/achievements");
      await page.getByText("Achievement Master!").waitFor();
      await page.getByText("8 of 8 · 100%").waitFor();
      await shot("achievements-all", true);
      expect(errors).toEqual([]);
    });
  },
);

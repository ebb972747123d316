import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  announceAchievements,
  SHOW_AFTER_ADD_MS,
  SHOW_AFTER_VISIT_MS,
} from "#client/entities/achievement/announce.ts";
import { closeAchievement, shownAchievement } from "#client/entities/achievement/popup-store.ts";
import { achievementsQuery } from "#client/entities/achievement/query.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { ThemeProvider } from "#client/lib/theme.tsx";
import type { AchievementRecord } from "#shared/achievement-input.ts";
import { AchievementPopupHost } from "./achievement-popup-host.tsx";
import { AchievementsPage } from "./achievements-page.tsx";

/** What a write's answer lists as earned: these ids, in this order. */
const earned = (...ids: string[]): AchievementRecord[] =>
  ids.map((achievementId) => ({ achievementId, earnedAt: "2026-11-01T10:00:00.000Z" }));

const popup = () => screen.queryByRole("dialog", { name: "Achievement Unlocked!" });
/** The popup's badge name. */
const shownBadge = () => popup()?.querySelector("p")?.textContent;

/** Moves the page's clock on, letting every answer and render due meanwhile happen. */
const runFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Checks that nothing pops up until `delayMs` after the answer, then that the popups show
 * `names` one after another, each closing itself after 3.3 s (3 s, then its fade).
 */
async function expectPopupSequence(delayMs: number, names: string[]) {
  expect(popup()).toBeNull();
  await runFor(delayMs - 1);
  expect(popup()).toBeNull();
  await runFor(1);
  for (const name of names) {
    expect(shownBadge()).toBe(name);
    await runFor(3200);
    // Still this one, fading from 3 s.
    expect(shownBadge()).toBe(name);
    expect(popup()?.getAttribute("data-stage")).toBe("exiting");
    await runFor(100);
  }
  expect(popup()).toBeNull();
}

describe("the 'Achievement Unlocked!' popup", () => {
  beforeAll(async () => {
    // The popup's UI is fetched with the first badge; here it is at hand from the start.
    await import("./achievement-popup.tsx");
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    render(<AchievementPopupHost />);
  });
  afterEach(() => {
    for (let shown = shownAchievement(); shown; shown = shownAchievement()) {
      closeAchievement(shown.id);
    }
    vi.useRealTimers();
  });

  it("shows a badge earned by adding a place 500 ms after the answer, for 3 s", async () => {
    announceAchievements(earned("explorer"), SHOW_AFTER_ADD_MS);
    await expectPopupSequence(500, ["Explorer"]);
  });

  it("shows one earned by marking a place visited 2 s after, past the celebration", async () => {
    announceAchievements(earned("adventurer"), SHOW_AFTER_VISIT_MS);
    await expectPopupSequence(2000, ["Adventurer"]);
  });

  it("shows every badge one write earned, one after another, in the answer's order", async () => {
    // An import of ten places in five categories.
    announceAchievements(earned("explorer", "category-explorer", "collector"), SHOW_AFTER_ADD_MS);
    await expectPopupSequence(500, ["Explorer", "Category Explorer", "Collector"]);
  });

  it("moves on to the next at once with 'Awesome!'", async () => {
    announceAchievements(earned("category-explorer", "collector"), SHOW_AFTER_ADD_MS);
    await runFor(500);
    expect(shownBadge()).toBe("Category Explorer");
    fireEvent.click(screen.getByRole("button", { name: "Awesome!" }));
    await runFor(0);
    expect(shownBadge()).toBe("Collector");
    fireEvent.click(screen.getByRole("button", { name: "Awesome!" }));
    await runFor(0);
    expect(popup()).toBeNull();
  });

  it("does not queue a badge again that is shown already, and the next still follows", async () => {
    announceAchievements(earned("explorer"), SHOW_AFTER_ADD_MS);
    await runFor(500);
    expect(shownBadge()).toBe("Explorer");
    // A second answer lists it again, with a new one.
    announceAchievements(earned("explorer", "collector"), SHOW_AFTER_ADD_MS);
    await runFor(500);
    expect(shownBadge()).toBe("Explorer");
    // 3.3 s after Explorer was first shown it closes, and Collector (not Explorer again) follows.
    await runFor(2800);
    expect(shownBadge()).toBe("Collector");
    await runFor(3300);
    expect(popup()).toBeNull();
  });
});

describe("the Achievements page", () => {
  afterEach(() => queryClient.clear());

  /** The page with the badges as GET /api/achievements answered them. */
  function renderPage(records: AchievementRecord[]) {
    queryClient.setQueryData(achievementsQuery.queryKey, records);
    return render(
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <AchievementsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
  }

  const progress = () => screen.getByTestId("achievement-progress").textContent;
  const unlocked = () =>
    screen
      .getAllByTestId("achievement-badge")
      .filter((badge) => badge.dataset.unlocked === "true")
      .map((badge) => badge.querySelector("p")?.textContent);

  it("invites a first place while none is earned", () => {
    renderPage([]);
    expect(progress()).toBe("0 of 8 · 0%");
    screen.getByText("Start Your Adventure!");
    screen.getByText("Add your first place to unlock your first achievement");
    expect(screen.getAllByTestId("achievement-badge")).toHaveLength(8);
    expect(screen.getAllByLabelText("Locked")).toHaveLength(8);
  });

  it("counts one earned as 13%", () => {
    renderPage(earned("explorer"));
    expect(progress()).toBe("1 of 8 · 13%");
    expect(unlocked()).toEqual(["Explorer"]);
  });

  it("shows those earned unlocked, in the list's order, and asks for more", () => {
    // Earned Adventurer's record first: the page keeps its own order.
    renderPage(earned("adventurer", "explorer"));
    expect(progress()).toBe("2 of 8 · 25%");
    expect(unlocked()).toEqual(["Explorer", "Adventurer"]);
    screen.getByText("Keep exploring to unlock more achievements!");
    expect(screen.getAllByLabelText("Locked")).toHaveLength(6);
  });

  it("calls the holder of all eight an Achievement Master", () => {
    renderPage(
      earned(
        "explorer",
        "adventurer",
        "wanderer",
        "category-explorer",
        "collector",
        "dedicated-explorer",
        "uk-traveler",
        "mood-master",
      ),
    );
    expect(progress()).toBe("8 of 8 · 100%");
    screen.getByText("Achievement Master!");
    screen.getByText("You have unlocked every achievement.");
    expect(screen.queryByText("Keep exploring to unlock more achievements!")).toBeNull();
    expect(screen.queryAllByLabelText("Locked")).toEqual([]);
  });
});

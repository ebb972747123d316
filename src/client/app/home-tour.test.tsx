import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "#client/lib/query-client.ts";
import { ThemeProvider } from "#client/lib/theme.tsx";
import type { Place } from "#shared/place.ts";
import { TOUR_DELAY_MS } from "#shared/tour.ts";
import { seedHomeAnswers } from "#tests/fixtures/home-answers.ts";
import { aPlace } from "#tests/fixtures/place.ts";
import { aUser } from "#tests/fixtures/user.ts";
import { HomePage } from "./home-page.tsx";
import { OptionsPage } from "./options-page.tsx";

const user = aUser();

const SEEN = "hasSeenOnboardingTour";

function eden(): Place {
  return aPlace({ id: 1, name: "Eden Project", createdAt: "2026-11-01T10:00:00.000Z" });
}

/** Home (and Options) with the list as the server answered it: no request leaves the test. */
function renderApp(places: Place[], at = "/") {
  seedHomeAnswers(places);
  return render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/" element={<HomePage user={user} />} />
            <Route path="/options" element={<OptionsPage user={user} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const tourCard = () => screen.queryByRole("dialog", { name: /./ });
const card = () => screen.getByRole("dialog");
const stepText = () => within(card()).getByText(/^Step \d of 8$/).textContent;

/** Runs the clock to `ms` after home opened, as fake timers. */
const runFor = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.stubGlobal("__APP_VERSION__", "1.0.0");
  localStorage.clear();
});
afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("when the tour starts", () => {
  it("starts 1 s after home opens for a new user with no places", () => {
    vi.useFakeTimers();
    renderApp([]);
    screen.getByText("No places yet");
    runFor(TOUR_DELAY_MS - 1);
    expect(tourCard()).toBeNull();
    runFor(1);
    expect(stepText()).toBe("Step 1 of 8");
  });

  it("does not start once seen", () => {
    vi.useFakeTimers();
    localStorage.setItem(SEEN, "true");
    renderApp([]);
    runFor(TOUR_DELAY_MS);
    expect(tourCard()).toBeNull();
  });

  it("does not start for someone who has places", () => {
    vi.useFakeTimers();
    renderApp([eden()]);
    runFor(TOUR_DELAY_MS);
    expect(tourCard()).toBeNull();
  });

  it("starts at once from Options → Start Tour, even with places", async () => {
    renderApp([eden()], "/options");
    await userEvent.click(screen.getByRole("button", { name: "Start Tour" }));
    // Home, with the tour over it at once.
    await screen.findByText("Step 1 of 8");
    screen.getByText("Eden Project");
  });
});

describe("the tour", () => {
  /** The tour on screen at once, as Options asks for it. */
  async function startTour() {
    localStorage.setItem("startTourRequested", "true");
    renderApp([]);
    await screen.findByText("Step 1 of 8");
  }

  it("walks its 8 steps with Next, Back and the arrow keys; Finish remembers it", async () => {
    await startTour();
    const titles: string[] = [];
    for (let step = 1; step <= 8; step++) {
      expect(stepText()).toBe(`Step ${step} of 8`);
      titles.push(within(card()).getByRole("heading").textContent ?? "");
      const back = within(card()).getByRole("button", { name: "Back" }) as HTMLButtonElement;
      expect(back.disabled).toBe(step === 1);
      if (step < 8) await userEvent.click(within(card()).getByRole("button", { name: "Next" }));
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
    await userEvent.click(within(card()).getByRole("button", { name: "Back" }));
    expect(stepText()).toBe("Step 7 of 8");
    await userEvent.keyboard("{ArrowRight}");
    expect(stepText()).toBe("Step 8 of 8");
    await userEvent.keyboard("{ArrowLeft}");
    expect(stepText()).toBe("Step 7 of 8");
    await userEvent.keyboard("{ArrowRight}");
    expect(localStorage.getItem(SEEN)).toBeNull();
    await userEvent.click(within(card()).getByRole("button", { name: "Finish" }));
    expect(tourCard()).toBeNull();
    expect(localStorage.getItem(SEEN)).toBe("true");
  });

  it("is skipped with Escape, and remembered", async () => {
    await startTour();
    await userEvent.keyboard("{Escape}");
    expect(tourCard()).toBeNull();
    expect(localStorage.getItem(SEEN)).toBe("true");
  });

  it("is skipped with its close button, and remembered", async () => {
    await startTour();
    await userEvent.click(screen.getByRole("button", { name: "Skip tour" }));
    expect(tourCard()).toBeNull();
    expect(localStorage.getItem(SEEN)).toBe("true");
  });
});

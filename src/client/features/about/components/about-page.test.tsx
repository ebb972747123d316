import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "#client/lib/theme.tsx";
import { AboutPage } from "./about-page.tsx";
import { VersionHistoryPage } from "./version-history-page.tsx";

/** Where the router is, and which history entry, so a test can see where Back went. */
let path = "";
let entryKey = "";
function Path() {
  const location = useLocation();
  path = location.pathname;
  entryKey = location.key;
  return null;
}

/** About, Version history and the home, starting from `entries` (the last is open). */
function renderPages(entries: string[]) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={entries}>
        <Routes>
          <Route path="/" element={<h1>Your Places</h1>} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/version-history" element={<VersionHistoryPage />} />
        </Routes>
        <Path />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const pageTitle = () => screen.getByRole("heading", { level: 1 }).textContent;
const back = () => userEvent.click(screen.getByRole("button", { name: "Back" }));

beforeEach(() => {
  vi.stubGlobal("__APP_VERSION__", "1.4.0");
  vi.stubGlobal("__APP_BUILD__", "abc1234");
});
afterEach(() => vi.unstubAllGlobals());

describe("About", () => {
  it("shows the app's name, version and build, and every section", () => {
    renderPages(["/", "/about"]);
    expect(pageTitle()).toBe("About");
    expect(screen.getAllByRole("heading", { name: /^UK Adventures$/ })).toHaveLength(1);
    screen.getByText("v1.4.0", { exact: true });
    screen.getByText("build abc1234", { exact: true });
    const sections = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    for (const heading of [
      "What is UK Adventures?",
      "Key Features",
      "Categories",
      "Mood System",
      "Coming Soon",
      "Your Data",
    ]) {
      expect(sections).toContain(heading);
    }
    // Each mood's emoji is hidden from assistive tech: its name is what is read.
    const moodSection = screen.getByRole("region", { name: "Mood System" });
    const moods = within(moodSection)
      .getAllByRole("listitem")
      .map((item) =>
        item.textContent?.replace(item.querySelector("[aria-hidden]")?.textContent ?? "", ""),
      );
    for (const mood of [
      "Excited",
      "Peaceful",
      "Adventurous",
      "Romantic",
      "Nostalgic",
      "Curious",
      "Inspired",
      "Relaxed",
    ]) {
      expect(moods).toContain(mood);
    }
    expect(moods).toHaveLength(8);
    // No contact address on a self-hosted app's page.
    expect(screen.queryAllByText(/email/i)).toEqual([]);
    expect(screen.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe(
      "/terms",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
  });

  it("goes home with Back", async () => {
    renderPages(["/about"]);
    await back();
    expect(path).toBe("/");
    expect(pageTitle()).toBe("Your Places");
  });
});

describe("Version history", () => {
  const entries = () =>
    [...screen.getByRole("list", { name: "Releases" }).children] as HTMLElement[];

  it("lists every release newest first, the newest flagged Current, each with its type", () => {
    renderPages(["/version-history"]);
    expect(pageTitle()).toBe("Version history");
    expect(entries()).toHaveLength(5);
    expect(
      screen.getAllByRole("article").map((article) => article.querySelector("h2")?.textContent),
    ).toEqual(["1.4.0", "1.3.0", "1.2.0", "1.1.0", "1.0.0"].map((v) => `Version ${v}`));
    expect(screen.getAllByText("Current", { exact: true })).toHaveLength(1);
    const newest = screen.getByRole("article", { name: "Version 1.4.0" });
    within(newest).getByText("Current", { exact: true });
    within(newest).getByText("Security", { exact: true });
    expect(screen.getAllByText("Major", { exact: true })).toHaveLength(4);
  });

  it("brings the releases in one after another, from 800 ms in 400 ms steps", () => {
    renderPages(["/version-history"]);
    expect(entries().map((entry) => entry.style.transitionDelay)).toEqual([
      "800ms",
      "1200ms",
      "1600ms",
      "2000ms",
      "2400ms",
    ]);
  });

  it("opened from About, goes back to it, and About then goes home", async () => {
    renderPages(["/", "/about"]);
    const about = entryKey;
    await userEvent.click(screen.getByRole("link", { name: "Version history" }));
    expect(path).toBe("/version-history");
    expect(pageTitle()).toBe("Version history");
    await back();
    // The same entry stepped back to, not a second About stacked on the history.
    expect(entryKey).toBe(about);
    await back();
    expect(path).toBe("/");
  });

  it("opened directly, still goes back to About", async () => {
    renderPages(["/version-history"]);
    await back();
    expect(path).toBe("/about");
    expect(pageTitle()).toBe("About");
  });
});

import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

const SECTION_HEADINGS = [
  "What is UK Adventures?",
  "Key Features",
  "Categories",
  "Mood System",
  "Coming Soon",
  "Your Data",
];
const RELEASES = ["1.4.0", "1.3.0", "1.2.0", "1.1.0", "1.0.0"];

const browser = browserPerFile();

async function signedInPage(
  options: { viewport?: Viewport; colorScheme?: "light" | "dark"; reducedMotion?: boolean } = {},
) {
  const { reducedMotion, ...rest } = options;
  const opened = await browser.openPage(rest);
  if (reducedMotion) await opened.page.emulateMedia({ reducedMotion: "reduce" });
  return opened;
}

/** The timeline's entries (not the bullet points inside them). */
const entries = (page: Page) => page.getByRole("list", { name: "Releases" }).locator("> li");

/** Each entry's computed opacity, newest first. */
function opacities(page: Page): Promise<number[]> {
  return entries(page).evaluateAll((items) =>
    items.map((item) => Number(getComputedStyle(item).opacity)),
  );
}

const path = (page: Page) => new URL(page.url()).pathname;

describe("About and Version history", () => {
  it("About opens from the menu and shows the version, build and every section", async () => {
    const { page, errors } = await signedInPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "About" }).click();
    await page.getByRole("heading", { level: 1, name: "About" }).waitFor();
    expect(path(page)).toBe("/about");

    await expect(
      page.getByRole("heading", { name: "UK Adventures", exact: true }).count(),
    ).resolves.toBe(1);
    await page.getByText(`v${version}`, { exact: true }).waitFor();
    await expect(page.getByText(/^build \S+/).textContent()).resolves.toMatch(/^build \S/);
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    for (const heading of SECTION_HEADINGS) expect(headings).toContain(heading);
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
      await page.getByRole("listitem").filter({ hasText: mood }).first().waitFor();
    }
    await expect(page.getByText(/email/i).count()).resolves.toBe(0);
    await expect(
      page.getByRole("link", { name: "Terms of Service" }).getAttribute("href"),
    ).resolves.toBe("/terms");
    await expect(
      page.getByRole("link", { name: "Privacy Policy" }).getAttribute("href"),
    ).resolves.toBe("/privacy-policy");

    await page.getByRole("link", { name: "Version history" }).click();
    await page.getByRole("heading", { level: 1, name: "Version history" }).waitFor();
    expect(path(page)).toBe("/version-history");
    await expect(entries(page).count()).resolves.toBe(5);
    const names = await page
      .getByRole("article")
      .evaluateAll((articles) =>
        articles.map((article) => article.querySelector("h2")?.textContent),
      );
    expect(names).toEqual(RELEASES.map((release) => `Version ${release}`));
    await expect(page.getByText("Current", { exact: true }).count()).resolves.toBe(1);
    await expect(
      page
        .getByRole("article", { name: "Version 1.4.0" })
        .getByText("Current", { exact: true })
        .count(),
    ).resolves.toBe(1);
    await expect(
      page
        .getByRole("article", { name: "Version 1.4.0" })
        .getByText("Security", { exact: true })
        .count(),
    ).resolves.toBe(1);
    await expect(page.getByText("Major", { exact: true }).count()).resolves.toBe(4);

    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("heading", { level: 1, name: "About" }).waitFor();
    expect(path(page)).toBe("/about");

    // Opened directly, Version history still goes back to About, and About goes home.
    await page.goto("/version-history");
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("heading", { level: 1, name: "About" }).waitFor();
    expect(path(page)).toBe("/about");
    await page.getByRole("button", { name: "Back" }).click();
    await page.waitForURL(`${baseUrl}/`);

    expect(errors).toEqual([]);
  });

  it("shows every release at once when the visitor prefers reduced motion", async () => {
    const { page, errors } = await signedInPage({ reducedMotion: true });
    await page.goto("/version-history");
    await entries(page).nth(4).waitFor({ state: "attached" });
    expect(await opacities(page)).toEqual([1, 1, 1, 1, 1]);
    expect(errors).toEqual([]);
  });

  it("brings the releases in one after another, from 800 ms in 400 ms steps", async () => {
    const { page, errors } = await signedInPage();
    await page.goto("/version-history");
    await entries(page).nth(4).waitFor({ state: "attached" });
    const shownAt = Date.now();
    const delays = await entries(page).evaluateAll((items) =>
      items.map((item) => getComputedStyle(item).transitionDelay),
    );
    expect(delays).toEqual(["0.8s", "1.2s", "1.6s", "2s", "2.4s"]);

    // The last release waits 2.4 s: it is not in yet, and then it comes in.
    expect(Date.now() - shownAt).toBeLessThan(2400);
    expect((await opacities(page))[4]).toBeLessThan(1);
    await page.waitForFunction(
      () => {
        const items = document.querySelectorAll('ol[aria-label="Releases"] > li');
        return [...items].every((item) => getComputedStyle(item).opacity === "1");
      },
      undefined,
      { timeout: 3000 },
    );
    expect(errors).toEqual([]);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "About screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("render without errors or sideways scrolling", async () => {
        const { page, errors } = await signedInPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/about");
        await page.getByRole("heading", { name: "Your Data" }).waitFor();
        await shot("about", true);

        await page.getByRole("link", { name: "Version history" }).click();
        await entries(page).nth(4).waitFor();
        // The screenshotter waits for the entrance transitions (delays included) to finish.
        await shot("version-history", true);
        expect(await opacities(page)).toEqual([1, 1, 1, 1, 1]);

        expect(errors).toEqual([]);
      });
    },
  );
});

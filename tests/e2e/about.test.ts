import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

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

// The sections, version, releases, their order and delays, and where Back goes are in
// src/client/features/about/components/about-page.test.tsx. Here, what only a browser shows:
// About reached from the menu, and the releases' entrance left out for reduced motion.
describe("About and Version history", () => {
  it("About opens from the menu; with reduced motion every release shows at once", async () => {
    const { page, errors } = await signedInPage({ reducedMotion: true });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "About" }).click();
    await page.getByRole("heading", { level: 1, name: "About" }).waitFor();
    expect(path(page)).toBe("/about");
    await page.getByText(`v${version}`, { exact: true }).waitFor();

    await page.getByRole("link", { name: "Version history" }).click();
    await entries(page).nth(4).waitFor({ state: "attached" });
    expect(await opacities(page)).toEqual([1, 1, 1, 1, 1]);
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

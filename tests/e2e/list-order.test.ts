import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const browser = browserPerFile();

async function goHome(page: Page) {
  await page.goto("/");
  await page.getByRole("heading", { name: "Your Places" }).waitFor();
}

describe("the next page", () => {
  it.each(["mobile", "desktop"] as const)(
    "starts with the list's heading at the top of the screen, not the page's top (%s)",
    async (viewport) => {
      const { page, errors } = await browser.openPage({ viewport });
      await page.goto("/about");
      await addPlacesThroughApi(
        page,
        Array.from({ length: 23 }, (_, i) => ({ name: `Stop ${i + 1}` })),
      );
      await goHome(page);
      const heading = page.getByRole("heading", { name: "Your Places" });
      const header = page.locator("header").first();
      for (const next of ["Page 2 of 3", "Page 3 of 3"]) {
        const button = page.getByRole("button", { name: "Next" });
        await button.scrollIntoViewIfNeeded();
        await button.click();
        await page.getByText(next).waitFor();
        const headerBox = await header.boundingBox();
        const headerFoot = (headerBox?.y ?? 0) + (headerBox?.height ?? 0);
        // The heading just under the sticky header, the pictures and summary above it
        // scrolled away: the reader is at the list's top.
        await expect
          .poll(async () => {
            const below = ((await heading.boundingBox())?.y ?? 0) - headerFoot;
            return below >= 0 && below < 40 ? "at the list's top" : `${next}: ${below} px below`;
          })
          .toBe("at the list's top");
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      }
      expect(errors).toEqual([]);
    },
  );
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "List sort screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("show the sort in use pressed", async () => {
        const { page } = await browser.openPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/about");
        await addPlacesThroughApi(page, [{ name: "Bath Abbey" }, { name: "Aberdeen" }]);
        await goHome(page);
        await page.getByRole("button", { name: "Sort by A-Z" }).click();
        await page.getByRole("group", { name: "Sort places" }).scrollIntoViewIfNeeded();
        await shot("list-sort");
      });
    },
  );
});

import { mkdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { browserPerFile, SCREEN_VARIANTS, screens, type Viewport } from "./support.ts";

const SCREENSHOT_DIR = "test-results/screenshots";

const pages = [
  { name: "landing", path: "/", heading: "Track Your UK Adventures" },
  { name: "feature-moods", path: "/features/moods", heading: undefined },
  { name: "sign-in", path: "/sign-in", heading: "Welcome to UK Adventures" },
  { name: "sign-in-email", path: "/auth", heading: "Sign In", openEmail: true },
  { name: "terms", path: "/terms", heading: undefined },
  { name: "privacy", path: "/privacy-policy", heading: undefined },
  { name: "not-found", path: "/missing", heading: "404 Page Not Found" },
];
type PublicPage = (typeof pages)[number];

const browser = browserPerFile();

/**
 * Opens a public page signed out and checks it: its heading, the theme the browser prefers on
 * the root element, nothing wider than the window, and no errors but the expected 401.
 */
async function openChecked(spec: PublicPage, viewport: Viewport, colorScheme: "light" | "dark") {
  const { page, errors } = await browser.openPage({ viewport, colorScheme, signedIn: false });
  await page.goto(spec.path);
  if (spec.openEmail) {
    await page.getByRole("button", { name: "Continue with email" }).click();
  }
  const h1 = page.getByRole("heading", { level: 1 });
  await h1.waitFor();
  if (spec.heading) expect(await h1.textContent()).toBe(spec.heading);
  const rootClass = await page.evaluate(() => document.documentElement.className);
  expect(rootClass).toContain(colorScheme);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, "page scrolls sideways").toBeLessThanOrEqual(0);
  // Signed-out pages ask /api/auth/user, which rightly answers 401: that one is expected.
  expect(errors.filter((e) => !e.includes("401"))).toEqual([]);
  return page;
}

// The checks once per page, where they tell most: a phone's width, and the dark theme (light
// is the default, so only dark shows the system's preference was followed).
describe("public pages, signed out", () => {
  it.each(pages)(
    "$name shows its heading in the dark theme, no wider than a phone",
    async (spec) => {
      await openChecked(spec, "mobile", "dark");
    },
  );
});

screens(() => {
  beforeAll(() => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });
  describe.each(SCREEN_VARIANTS)(
    "public screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it.each(pages)("$name renders without errors or sideways scrolling", async (spec) => {
        const page = await openChecked(spec, viewport, colorScheme);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/${spec.name}-${viewport}-${colorScheme}.png`,
          fullPage: true,
        });
      });
    },
  );
});

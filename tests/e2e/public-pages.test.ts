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

describe("what the public pages promise", () => {
  it("lists as coming only what is not built, and says who else can see a list", async () => {
    const { page } = await browser.openPage({ signedIn: false, javaScript: false });
    await page.goto("/");
    const coming = page.getByRole("region", { name: "Coming soon" });
    const items = await coming.getByRole("listitem").allTextContents();
    expect(items).toContain("Weather");
    // What is built is not promised.
    for (const built of [
      "Map view",
      "Distance tracking",
      "Trip planning",
      "Monthly summaries",
      "Calendar reminders",
    ]) {
      expect(items).not.toContain(built);
    }
    await page
      .getByText(
        "Other users never see your places, notes or photos. The person who runs this server can, from its admin dashboard.",
      )
      .waitFor();
    await page.goto("/privacy-policy");
    await page
      .getByText("The person who runs this server can see every account’s places", {
        exact: false,
      })
      .waitFor();
  });
});

describe("public pages, rendered at build time", () => {
  it.each([
    ["/", "Track Your UK Adventures", "Your list, and nobody else’s"],
    ["/features/moods", "Mood tagging", "The eight moods"],
    ["/terms", "Terms of Service", "1. Accepting these terms"],
    ["/privacy-policy", "Privacy Policy", "What we collect"],
  ])("%s shows in full with JavaScript off", async (path, heading, section) => {
    const { page } = await browser.openPage({ signedIn: false, javaScript: false });
    await page.goto(path);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
    await page.getByRole("heading", { name: section }).first().waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).waitFor();
    // The theme the browser prefers is set by the one small script in the head: none runs here.
    expect(await page.title()).toMatch(/UK Adventures$/);
  });

  it("loads its one small script and never the app's, and leads to the app", async () => {
    const { page, errors } = await browser.openPage({ signedIn: false });
    const scripts: { url: string; bytes: number }[] = [];
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "script") return;
      const sizes = await request.sizes();
      scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
    });
    await page.goto("/");
    await page.getByRole("heading", { name: "Track Your UK Adventures" }).waitFor();
    await page.waitForLoadState("load");
    await expect
      .poll(() => scripts.map((s) => s.url).sort())
      .toEqual([expect.stringMatching(/^\/assets\/public-page-[\w-]+\.js$/), "/theme-init.js"]);
    // As sent (Brotli), far under the 30 KB these pages may spend on script.
    for (const script of scripts) expect(script.bytes, script.url).toBeLessThan(30 * 1024);

    // Its links open the app: Sign In is the app's page, with the app's code.
    await page.getByRole("link", { name: "Sign In", exact: true }).click();
    await page.getByRole("heading", { name: "Welcome to UK Adventures" }).waitFor();
    expect(scripts.some((s) => /^\/assets\/index-/.test(s.url))).toBe(true);
    expect(errors.filter((e) => !e.includes("401"))).toEqual([]);
  });

  it("has a theme menu that works by mouse and keyboard and is remembered", async () => {
    const { page, errors } = await browser.openPage({ signedIn: false, colorScheme: "light" });
    await page.goto("/terms");
    const button = page.getByRole("button", { name: "Theme: System" });
    await button.click();
    const menu = page.getByRole("menu", { name: "Theme" });
    await expect
      .poll(() => menu.getByRole("menuitemradio", { checked: true }).textContent())
      .toBe("System");
    await menu.getByRole("menuitemradio", { name: "Dark" }).click();
    await menu.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.documentElement.className)).toBe("dark");
    await page.getByRole("button", { name: "Theme: Dark" }).waitFor();

    // The choice holds on the next page, where the keyboard chooses Light.
    await page.goto("/privacy-policy");
    expect(await page.evaluate(() => document.documentElement.className)).toBe("dark");
    await page.getByRole("button", { name: "Theme: Dark" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Dark");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Theme: Dark",
    );
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowUp");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Light");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.documentElement.className)).toBe("light");
    await page.getByRole("button", { name: "Theme: Light" }).waitFor();
    expect(errors).toEqual([]);
  });
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

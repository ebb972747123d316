// What travellers tripped on in a walk-through of every screen: each fixed, each shown here
// where only a browser shows it (layout, focus, real pages and sessions). The rest is shown by
// the components' own tests: src/client/app/home-page.test.tsx, place-form-dialog.test.tsx,
// theme-toggle.test.tsx, page-titles.test.tsx and sign-in-page.test.tsx.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  addInBulk,
  addThroughForm,
  box,
  goHome,
  numbered,
  onTop,
  overlap,
  signInByEmail,
  signOutInAnotherTab,
} from "./polish-support.ts";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
} from "./support.ts";

const browser = browserPerFile();
let errors: string[];

async function open(options: Parameters<typeof browser.openPage>[0] = {}) {
  const opened = await browser.openPage({ viewport: "mobile", ...options });
  errors = opened.errors;
  return opened;
}

describe("the home page", () => {
  it("keeps the Add Place button clear of the first place's toast and achievement on a phone", async () => {
    const { page } = await open({ name: "Gertrude Bell" });
    await goHome(page);
    const { toast, covered } = await addThroughForm(page, "Holy Island");
    // Not one frame under the toast, from the frame it appears in: nothing has to move first.
    expect(covered).toEqual([]);
    const add = page.getByRole("button", { name: "Add Place" });
    expect(overlap(await box(add), await box(toast))).toBe(false);
    // The first place's achievement shows at the screen's foot, clear of the header's filters,
    // of the button and of the toast.
    const popup = page.getByRole("dialog", { name: "Achievement Unlocked!" });
    await popup.waitFor();
    for (const other of [page.locator("header").first(), add, toast]) {
      expect(overlap(await box(popup), await box(other))).toBe(false);
    }
    // Pressable at once: what is at its centre now is the button itself, nothing over it.
    expect(await onTop(add), "the button is what a tap at its centre meets").toBe(true);
    await add.click();
    await page.getByRole("dialog", { name: "Add New Place" }).waitFor();
  });

  it("puts search results and an empty tab's message first on a phone, and a count of 1,000 on one line", async () => {
    const { page } = await open();
    await goHome(page);
    await addInBulk(page, [
      { name: "Tŷ Hyll", address: "Betws-y-Coed" },
      { name: "Kew Gardens" },
      ...numbered(998, "Hill"),
    ]);
    await goHome(page);
    // Counts are written with a comma (home-page.test.tsx); the chip keeps it on one line.
    const toVisit = page.getByRole("button", { name: /^To Visit/ });
    expect(await toVisit.textContent()).toBe("To Visit1,000");
    const all = page.getByRole("button", { name: /^All/ });
    expect((await box(toVisit)).height).toBe((await box(all)).height);

    const heading = page.getByRole("heading", { name: "Your Places" });
    const picture = page.locator("main svg").first();
    // On the All tab the pictures come first.
    expect((await box(picture)).y).toBeLessThan((await box(heading)).y);
    await page.getByRole("button", { name: /^Visited/ }).click();
    const message = page.getByText("No visited places");
    await message.waitFor();
    expect((await box(heading)).y).toBeLessThan((await box(picture)).y);
    const viewportHeight = page.viewportSize()?.height ?? 0;
    expect((await box(message)).y + (await box(message)).height).toBeLessThan(viewportHeight);

    await page.getByRole("button", { name: /^All/ }).click();
    await page.getByRole("button", { name: "Search places" }).click();
    await page.getByRole("searchbox", { name: "Search places" }).fill("hyll");
    const results = page.getByRole("heading", { name: "Search Results" });
    await results.waitFor();
    const card = page.getByTestId("place-card").filter({ hasText: "Tŷ Hyll" });
    expect((await box(card)).y + (await box(card)).height).toBeLessThan(viewportHeight);
    expect((await box(results)).y).toBeLessThan((await box(picture)).y);
  });

  it("starts a new page at its first card, with the list's heading focused, after Next and after Previous", async () => {
    const { page } = await open();
    await goHome(page);
    await addInBulk(page, numbered(25, "Stop"));
    await goHome(page);
    const first = page.getByTestId("place-card").first();
    const headingFocused = () =>
      page.evaluate(() => document.activeElement?.textContent?.includes("Your Places"));
    // In view means below the sticky header, which covers the top of the page.
    const header = page.locator("header").first();
    const headerFoot = async () => (await box(header)).y + (await box(header)).height;
    const firstCardInView = async () => {
      await expect
        .poll(async () => (await box(first)).y)
        .toBeGreaterThanOrEqual(await headerFoot());
      expect((await box(first)).y + 40).toBeLessThan(page.viewportSize()?.height ?? 0);
    };

    const pageOne = await first.textContent();
    await page.getByRole("button", { name: "Next" }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Page 2 of 3").waitFor();
    await firstCardInView();
    expect(await first.textContent()).not.toBe(pageOne);
    expect(await headingFocused()).toBe(true);

    // At the foot of the page, where Previous is: the first card is far above the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect((await box(first)).y).toBeLessThan(await headerFoot());
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByText("Page 1 of 3").waitFor();
    await firstCardInView();
    expect(await first.textContent()).toBe(pageOne);
    expect(await headingFocused()).toBe(true);

    // Opening a place and coming back keeps the page, which the address holds.
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Page 2 of 3").waitFor();
    await first.getByRole("button").click();
    await page.waitForURL(/\/place\//);
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByText("Page 2 of 3").waitFor();
  });

  it("shows long names in full on the place's page, on two lines on a card, and long words break", async () => {
    const { page } = await open();
    await goHome(page);
    const name = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch";
    const address = "x".repeat(200);
    // Long enough for four lines on a phone's card: it shows two, then "…".
    const longer = `${name} ${name}`;
    await addInBulk(page, [{ name: longer }, { name, address }]);
    await goHome(page);
    const cardName = page.getByTestId("place-card").getByText(name, { exact: true });
    const lineHeight = await cardName.evaluate((el) =>
      Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect((await box(cardName)).height).toBeGreaterThan(lineHeight * 1.5);
    const clamped = page.getByTestId("place-card").getByText(longer, { exact: true });
    expect((await box(clamped)).height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    // Cut, not merely short: the whole name is taller than what shows.
    expect(await clamped.evaluate((el) => el.scrollHeight > el.clientHeight + 1)).toBe(true);
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await sideways()).toBe(false);

    await page.getByTestId("place-card").filter({ hasText: address }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    const del = page.getByRole("button", { name: "Delete" });
    expect((await box(del)).x + (await box(del)).width).toBeLessThanOrEqual(390);
    expect(await sideways()).toBe(false);
    expect(await page.title()).toBe(`${name} · UK Adventures`);
  });
});

describe("the home at 1280 × 800", () => {
  it("fills the pictures' frames, keeps Add Place clear of a toast and Save in sight, and Escape closes the dialog, not a toast", async () => {
    const { page } = await open({ viewport: "desktop" });
    await goHome(page);
    const frames = await page.locator("main .aspect-\\[16\\/9\\]").all();
    expect(frames).toHaveLength(2);
    for (const frame of frames) {
      const frameBox = await box(frame);
      // Each picture's sky is a rectangle as wide as its drawing: no blank bands.
      const sky = await box(frame.locator("rect").first());
      expect(sky.x).toBeLessThanOrEqual(frameBox.x + 0.5);
      expect(sky.x + sky.width).toBeGreaterThanOrEqual(frameBox.x + frameBox.width - 0.5);
    }

    // One place already, so the next one's toast comes without an achievement beside it.
    await addInBulk(page, [{ name: "Caerphilly Castle" }]);
    const added = await addThroughForm(page, "Bamburgh Castle");
    expect(added.covered).toEqual([]);
    const add = page.getByRole("button", { name: "Add Place" });
    expect(overlap(await box(add), await box(added.toast))).toBe(false);
    expect(await onTop(add)).toBe(true);

    await add.click();
    const form = page.getByRole("dialog", { name: "Add New Place" });
    await form.getByLabel("Place Name").fill("caerphilly castle ");
    const save = form.getByRole("button", { name: "Add Place" });
    const saveBox = await box(save);
    expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(800);
    // Not merely inside the window, but on top there: nothing of the form scrolls over it.
    expect(await onTop(save)).toBe(true);

    await save.click();
    // The server refuses a place already in the list, whatever its case and spacing (its own
    // tests: src/server/routes/places.test.ts); the form stays open under the toast, as typed.
    const toast = page
      .getByTestId("toast")
      .filter({ hasText: "This place is already in your list!" });
    await toast.waitFor();
    expect(await form.getByLabel("Place Name").inputValue()).toBe("caerphilly castle ");
    // The browser logs the 409 itself; that one is expected.
    expect(errors).toEqual([expect.stringContaining("409")]);
    errors.splice(0);
    // Escape asks about the form (place-form-dialog.test.tsx) and leaves the toast.
    await form.getByLabel("Place Name").focus();
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog", { name: "Discard this place?" }).waitFor();
    expect(await toast.isVisible()).toBe(true);
  });
});

/** On the sign-in screen after the session ended: says why, and signs in again. */
async function signInAgain(page: Page, email: string | undefined) {
  await page.getByText("Your session has ended.", { exact: false }).first().waitFor();
  errors.splice(0);
  await signInByEmail(page, email);
}

describe("signing in again", () => {
  it("goes to sign-in when the session ends, and back: from a place, a restore, an import and the account page", async () => {
    const { page, context, email } = await open();
    await goHome(page);
    /**
     * Ends the session in another tab, then `act` sends the next call: the page goes to sign-in
     * with `path` to come back to, says why, and is back at `path` once signed in again.
     */
    async function endedAndBack(path: string, act: () => Promise<void>, ready: Locator) {
      await signOutInAnotherTab(context);
      await act();
      await page.waitForURL(`**/sign-in?next=${encodeURIComponent(path)}`);
      await signInAgain(page, email);
      await page.waitForURL(`**${path}`);
      await ready.waitFor();
    }
    const [id] = await addPlacesThroughApi(page, [{ name: "Dunnottar Castle", visited: true }]);
    await page.goto(`/place/${id}`);
    const heading = page.getByRole("heading", { name: "Dunnottar Castle" });
    await heading.waitFor();
    // Unticking sends at once (ticking asks for a date first).
    const untick = () => page.getByRole("checkbox", { name: "Visited" }).click();
    await endedAndBack(`/place/${id}`, untick, heading);

    // The same for a restore, which is sent outside the lists' queries.
    await page.goto("/options");
    const options = page.getByRole("heading", { name: "Options" });
    await page.getByRole("button", { name: "Backup & Restore" }).click();
    const dialog = page.getByRole("dialog", { name: "Backup & Restore" });
    await dialog.getByRole("tab", { name: "Restore" }).click();
    await dialog.getByLabel("Backup file").setInputFiles({
      name: "my-backup.json",
      mimeType: "application/json",
      buffer: Buffer.from(
        JSON.stringify({ version: "1.0", places: [{ id: 1, name: "Hadrian's Wall" }] }),
      ),
    });
    const restore = () => dialog.getByRole("button", { name: "Restore Backup" }).click();
    await endedAndBack("/options", restore, options);

    // For an import.
    await page.getByRole("button", { name: "Import Places" }).click();
    const importing = page.getByRole("dialog", { name: "Import Places" });
    await importing.getByLabel("Your list").fill("Hadrian's Wall\nLindisfarne");
    await importing.getByRole("button", { name: "Parse Places" }).click();
    const importButton = importing.getByRole("button", { name: "Import 2 Places" });
    await importButton.waitFor();
    await endedAndBack("/options", () => importButton.click(), options);

    // And for the account page's own actions.
    await page.goto("/account");
    const download = page.getByRole("button", { name: "Download all my data" });
    await download.waitFor();
    await endedAndBack("/account", () => download.click(), download);

    // Signed out, such a page is a 404 with a way to sign in and back: sign-in-page.test.tsx.
    errors.splice(0);
  });
});

screens(() => {
  it.each(SCREEN_VARIANTS)("polished home and dialogs (%s, %s)", async (viewport, colorScheme) => {
    const { page } = await open({ viewport, colorScheme });
    const shot = screenshotter(page, `${viewport}-${colorScheme}`);
    await goHome(page);
    await addInBulk(page, [
      { name: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", address: "Anglesey" },
      ...numbered(999, "Hill"),
    ]);
    await goHome(page);
    await shot("polish-home-counts");
    await page.getByRole("button", { name: "Search places" }).click();
    await page.getByRole("searchbox", { name: "Search places" }).fill("llanfair");
    await page.getByRole("heading", { name: "Search Results" }).waitFor();
    await shot("polish-search-first");
    await page.getByRole("button", { name: /^Theme/ }).click();
    await shot("polish-theme-menu");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Add Place" }).click();
    const form = page.getByRole("dialog", { name: "Add New Place" });
    await form.getByLabel("Place Name").fill("Tintern Abbey");
    await shot("polish-form-footer");
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog", { name: "Discard this place?" }).waitFor();
    await shot("polish-discard");
  });

  const longName = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch";
  // An address with no space to break at, as a pasted link or a mistyped list can give.
  const unbrokenAddress = `Ffordd-${longName.repeat(4)}`;

  it.each(SCREEN_VARIANTS)(
    "polished list, place and sign-in (%s, %s)",
    async (viewport, colorScheme) => {
      const { page, context } = await open({ viewport, colorScheme });
      const shot = screenshotter(page, `${viewport}-${colorScheme}`);
      await goHome(page);
      await addInBulk(page, [
        { name: longName, address: unbrokenAddress },
        ...numbered(24, "Stop"),
      ]);
      await goHome(page);

      // A toast beside the lifted + button.
      const form = page.getByRole("dialog", { name: "Add New Place" });
      await addThroughForm(page, "Bamburgh Castle");
      await form.waitFor({ state: "detached" });
      await shot("polish-toast-beside-add");

      // A tab with nothing in it: its message comes before the pictures.
      await page.getByRole("button", { name: /^Visited/ }).click();
      await page.getByText("No visited places").waitFor();
      await shot("polish-empty-tab-first");
      await page.getByRole("button", { name: /^All/ }).click();

      // Page 2, from its first card.
      await page.getByRole("button", { name: "Next" }).scrollIntoViewIfNeeded();
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByText("Page 2 of 3").waitFor();
      await shot("polish-page-two");

      // A long name in full, and an address with no spaces broken, not pushing Delete away.
      const places: { id: number; name: string }[] = await page.evaluate(async () =>
        (await fetch("/api/places")).json(),
      );
      await page.goto(`/place/${places.find((p) => p.name === longName)?.id}`);
      await page.getByRole("heading", { level: 1, name: longName }).waitFor();
      await shot("polish-long-place", true);

      // A file named .jpg that is not a picture: said at once, with no broken preview.
      await goHome(page);
      await page.getByRole("button", { name: "Add Place" }).click();
      await form.getByLabel("Photo").setInputFiles({
        name: "holiday.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("This is a letter, not a photograph."),
      });
      await form.getByRole("alert").waitFor();
      // Where the person is after choosing the file: at the photo field and its message.
      await form.getByRole("alert").scrollIntoViewIfNeeded();
      await shot("polish-fake-jpg");
      await page.keyboard.press("Escape");
      await form.waitFor({ state: "detached" });

      // The import preview of a blog post's lines, one of them already in the list and ticked.
      await page.goto("/options");
      await page.getByRole("button", { name: "Import Places" }).click();
      const importing = page.getByRole("dialog", { name: "Import Places" });
      const post = ["Top 20 things to do in Northumberland", "By Morag Campbell · 3 May 2026"];
      const lines = ["1. Bamburgh Castle", "2. Lindisfarne - Holy Island", "Read more"];
      await importing
        .getByLabel("Your list")
        .fill([...post, ...lines, "3. Hadrian's Wall"].join("\n"));
      await importing.getByRole("button", { name: "Parse Places" }).click();
      await importing.getByRole("checkbox", { name: "Include Bamburgh Castle (Line 3)" }).check();
      await importing.getByText("it is skipped.", { exact: false }).waitFor();
      await shot("polish-import-counts");
      await page.keyboard.press("Escape");
      await importing.waitFor({ state: "detached" });

      // The session ended in another tab: the next call goes to the sign-in screen, which says so.
      await signOutInAnotherTab(context);
      await page.getByRole("button", { name: "Backup & Restore" }).click();
      const backup = page.getByRole("dialog", { name: "Backup & Restore" });
      await backup.getByRole("button", { name: "Download Backup" }).click();
      await page.waitForURL("**/sign-in?next=%2Foptions");
      await page.getByText("Your session has ended.", { exact: false }).first().waitFor();
      errors.splice(0);
      await shot("polish-session-ended");
    },
  );
});

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { translated } from "#server/i18n/catalogue.ts";
import { browserPerFile, uniqueEmail } from "./support.ts";

// Choosing Welsh, and keeping it: the switch in the footer and on Options, the public pages'
// Welsh copies under /cy, and the account's choice across sign-out and sign-in. Which page is
// in Welsh word for word is the no-English scan's (language-scan.test.ts).
const browser = browserPerFile();

/** The Welsh of a message, which the catalogue must have. */
function welsh(english: string): string {
  const shown = translated("cy", english);
  expect(shown, `no Welsh for "${english}"`).not.toBe(english);
  return shown;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const path = (page: Page) => new URL(page.url()).pathname;
const languageGroup = (page: Page) => page.getByRole("group", { name: "Language / Iaith" }).first();

describe("the language", () => {
  it("moves a signed-out visitor between the public pages' English and Welsh copies", async () => {
    const { page } = await browser.openPage({ signedIn: false });
    await page.goto("/terms");
    expect(await htmlLang(page)).toBe("en-GB");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
    expect(alternates).toEqual(["en-GB", "cy", "x-default"]);

    await languageGroup(page).getByRole("link", { name: "Cymraeg" }).click();
    await page.waitForURL("**/cy/terms");
    expect(await htmlLang(page)).toBe("cy");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: welsh("Privacy Policy") })
      .click();
    await page.waitForURL("**/cy/privacy-policy");

    // The choice is kept: an English address leads to its Welsh copy.
    await page.goto("/");
    expect(path(page)).toBe("/cy");
    await languageGroup(page).getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/terms");
    expect(path(page)).toBe("/terms");
    expect(await htmlLang(page)).toBe("en-GB");
  });

  it("follows a Welsh browser's language until the visitor chooses", async () => {
    const { page } = await browser.openPage({ signedIn: false, locale: "cy-GB" });
    await page.goto("/privacy-policy");
    expect(path(page)).toBe("/cy/privacy-policy");
    await page.goto("/sign-in");
    await page.getByRole("button", { name: welsh("Continue with email") }).waitFor();
    expect(await htmlLang(page)).toBe("cy");
  });

  it("changes at once on Options, and the account keeps it across sign-out and sign-in", async () => {
    const email = uniqueEmail();
    const password = "correct horse battery";
    const { page } = await browser.openPage({ signedIn: false });
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Continue with email" }).click();
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await page.getByLabel("Your name").fill("Gwen Jones");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await page.getByRole("heading", { name: "Your Places" }).waitFor();

    await page.goto("/options");
    // Nothing is reloaded: what the page holds survives the change.
    await page.evaluate(() => Object.assign(window, { beforeTheChange: true }));
    await page
      .getByRole("group", { name: "Language / Iaith" })
      .first()
      .getByRole("button", { name: "Cymraeg" })
      .click();
    await page.getByRole("heading", { level: 1, name: welsh("Options") }).waitFor();
    expect(await htmlLang(page)).toBe("cy");
    expect(await page.evaluate(() => "beforeTheChange" in window)).toBe(true);
    const account = await page.evaluate(async () => (await fetch("/api/account")).json());
    expect(account.language).toBe("cy");

    await page.reload();
    await page.getByRole("heading", { level: 1, name: welsh("Options") }).waitFor();
    await page.getByRole("button", { name: welsh("Sign Out") }).click();
    await page.waitForURL((url) => url.pathname === "/cy");
    expect(await htmlLang(page)).toBe("cy");

    // Another browser, which has never chosen: Welsh from the moment the account signs in.
    const { page: other } = await browser.openPage({ signedIn: false });
    await other.goto("/sign-in");
    await other.getByRole("button", { name: "Continue with email" }).click();
    await other.getByLabel("Email").fill(email);
    await other.getByLabel("Password", { exact: true }).fill(password);
    await other.getByRole("button", { name: "Sign In", exact: true }).click();
    await other.getByRole("heading", { name: welsh("Your Places") }).waitFor();
    expect(await htmlLang(other)).toBe("cy");
  });

  it("says an import file's problems in Welsh, from its reader in the worker", async () => {
    const { page } = await browser.openPage();
    await page.goto("/options");
    await languageGroup(page).getByRole("button", { name: "Cymraeg" }).click();
    await page.getByRole("button", { name: welsh("Import Places") }).click();
    const dialog = page.getByRole("dialog", { name: welsh("Import Places") });
    const chooser = dialog.getByLabel(welsh("Choose a file"));

    // A file it cannot read at all, then one with a row it leaves out, named and explained.
    await chooser.setInputFiles({
      name: "empty.csv",
      mimeType: "text/csv",
      buffer: Buffer.alloc(0),
    });
    await dialog.getByText(welsh("This file is empty")).waitFor();
    await chooser.setInputFiles("tests/fixtures/import-formats/bad-latitude.csv");
    await dialog.getByText("Ni ellid darllen 1 rhes: Rhes 3: nid yw 912 yn lledred").waitFor();
  });
});

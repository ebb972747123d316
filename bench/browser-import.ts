// The import of 500 places as a person sees it: from pressing Import to the success toast.
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, launchChromium } from "#tests/chromium.ts";
import { cookiesFor, signUpVisitor } from "#tests/visitor.ts";
import { pastedList } from "./transfer.ts";

/** Milliseconds from pressing 'Import 500 Places' to 'Import successful!'; null without Chromium. */
export async function importInBrowser(base: string): Promise<number | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const visitor = await signUpVisitor(base, "bench-browser-import@example.com");
  const browser = await launchChromium();

  try {
    const context = await browser.newContext({ baseURL: base });
    await context.addCookies(cookiesFor(visitor.cookie, base));
    const page = await context.newPage();
    await page.goto("/options");
    await page.getByRole("button", { name: "Import Places" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Places" });
    await dialog.getByLabel("Your list").fill(pastedList(500, "browser"));
    await dialog.getByRole("button", { name: "Parse Places" }).click();
    const importButton = dialog.getByRole("button", { name: "Import 500 Places" });
    await importButton.waitFor();
    const started = performance.now();
    await importButton.click();
    await page.getByTestId("toast").filter({ hasText: "Import successful!" }).waitFor();
    return performance.now() - started;
  } finally {
    await browser.close();
  }
}

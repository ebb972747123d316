// What polish.test.ts does in the page, kept apart so that file reads as what travellers see.
import type { BrowserContext, Locator, Page } from "playwright-core";
import type { NewPlace } from "./support.ts";

/** Places added in one bulk request, as an import adds them. */
export async function addInBulk(page: Page, places: NewPlace[]) {
  await page.evaluate(async (list) => {
    const { csrfToken } = await (await fetch("/api/csrf-token")).json();
    const response = await fetch("/api/places/bulk", {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
      body: JSON.stringify({ places: list }),
    });
    if (!response.ok) throw new Error(`POST /api/places/bulk answered ${response.status}`);
  }, places);
}

export const numbered = (count: number, prefix: string): NewPlace[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${String(i + 1).padStart(4, "0")}`,
  }));

export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

export type Box = Awaited<ReturnType<typeof box>>;
export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Run in the page before a toast is due: from the frame the toast appears in and for the
 * 300 ms after, each frame in which the Add Place button's middle is not the button itself
 * (it lies under the toast, or is still moving out from under it), as the element found there.
 */
export function coveredWhileToastArrives(): Promise<string[]> {
  const button = () => document.querySelector<HTMLElement>('[data-tour="add-place"]');
  const toastShown = () => document.querySelector('[data-testid="toast"]');
  return new Promise((resolve) => {
    const covered: string[] = [];
    let since: number | undefined;
    const frame = (now: number) => {
      if (toastShown()) {
        since ??= now;
        const box = button()?.getBoundingClientRect();
        const hit = box && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        if (!hit || !button()?.contains(hit))
          covered.push(hit?.closest("li,button")?.textContent ?? "nothing");
        if (now - since > 300) return resolve(covered);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export async function goHome(page: Page) {
  await page.goto("/");
  await page.getByRole("heading", { name: "Your Places" }).waitFor();
}

/**
 * Adds a place through the home's form; answers its toast, and each frame in which that toast
 * covered the Add Place button as it arrived (coveredWhileToastArrives).
 */
export async function addThroughForm(page: Page, name: string) {
  await page.getByRole("button", { name: "Add Place" }).click();
  const form = page.getByRole("dialog", { name: "Add New Place" });
  await form.getByLabel("Place Name").fill(name);
  const covered = page.evaluate(coveredWhileToastArrives);
  await form.getByRole("button", { name: "Add Place" }).click();
  const toast = page.getByTestId("toast").filter({ hasText: `Added "${name}"` });
  await toast.waitFor();
  return { toast, covered: await covered };
}

/** Whether what a tap at the middle of `locator` meets is the element itself, nothing over it. */
export async function onTop(locator: Locator) {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });
}

/** Ends the page's session as a sign-out in another tab would. */
export async function signOutInAnotherTab(context: BrowserContext) {
  const other = await context.newPage();
  await other.goto("/api/logout");
  await other.close();
}

/** Signs in on the sign-in screen with the password every test user has. */
export async function signInByEmail(page: Page, email: string | undefined) {
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByLabel("Email").fill(email ?? "");
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

import type { BrowserContext, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { browserPerFile, REFUSED_SIGN_IN, signIn, uniqueEmail } from "./support.ts";

const browser = browserPerFile();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  ({ context, page } = await browser.openPage({
    signedIn: false,
    // Its tests try a wrong password and an address already taken, which the server refuses.
    allowErrors: [
      REFUSED_SIGN_IN,
      /status of 422 \(Unprocessable Entity\) \/api\/auth\/sign-up\/email$/,
    ],
  }));
});

async function openEmailForm() {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with email" }).click();
}

async function fillCredentials(email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

describe("accounts in the browser", () => {
  it("signs up and lands on home, signs out to the landing page, and signs in again", async () => {
    const email = uniqueEmail();
    await openEmailForm();
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Create Account");
    await page.getByLabel("Your name").fill("Isambard Brunel");
    await fillCredentials(email, "great western 1838");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByText("Welcome aboard!", { exact: true }).waitFor();
    await page.screenshot({
      path: "test-results/screenshots/home-welcome-toast-desktop-light.png",
    });

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    expect(await menu.textContent()).toContain("Isambard Brunel");
    await menu.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("heading", { name: "Track Your UK Adventures" }).waitFor();

    // The server's refusals, in words: the address is taken, then a wrong password.
    await openEmailForm();
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await fillCredentials(email, "another password");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    expect(await page.getByRole("alert").textContent()).toMatch(/already exists/i);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    expect(await page.getByRole("alert").count()).toBe(0);
    await fillCredentials(email, "not my password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Invalid email or password");

    await fillCredentials(email, "great western 1838");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
  });

  it("takes a signed-in visitor from /sign-in straight home", async () => {
    await signIn(context);
    await page.goto("/sign-in");
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

describe("the feature pages", () => {
  it("sends a feature page's Get Started through /api/login to the sign-in screen", async () => {
    await page.goto("/features/moods");
    await page.getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL("**/sign-in");
    await page.getByRole("button", { name: "Continue with email" }).waitFor();
  });
});

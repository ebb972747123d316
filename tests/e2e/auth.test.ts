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

    await openEmailForm();
    await fillCredentials(email, "great western 1838");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
  });

  it("shows the error for a wrong password, and clears it when the mode changes", async () => {
    const { email } = await signIn(context);
    await context.clearCookies();
    await openEmailForm();
    await fillCredentials(email, "not my password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Invalid email or password");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    expect(await page.getByRole("alert").count()).toBe(0);
  });

  it("shows and hides the password", async () => {
    await openEmailForm();
    const password = page.getByLabel("Password", { exact: true });
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await password.getAttribute("type")).toBe("password");
  });

  it("takes a signed-in visitor from /sign-in straight home", async () => {
    await signIn(context);
    await page.goto("/sign-in");
    await page.getByRole("heading", { name: "Your Places" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("says so when the email is already registered", async () => {
    const { email } = await signIn(context);
    await context.clearCookies();
    await openEmailForm();
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await fillCredentials(email, "another password");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByRole("alert").textContent()).toMatch(/already exists/i);
  });
});

describe("routing and theme", () => {
  it("shows the 404 page for an unknown path", async () => {
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").count()).toBe(1);
  });

  it("sends a feature page's Get Started through /api/login to the sign-in screen", async () => {
    await page.goto("/features/moods");
    await page.getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL("**/sign-in");
    await page.getByRole("button", { name: "Continue with email" }).waitFor();
  });

  it("offers Light, Dark and System, keeps the choice across a reload, and can go back to System", async () => {
    const rootClass = () => page.evaluate(() => document.documentElement.className);
    await page.goto("/");
    expect(await rootClass()).toContain("light");
    await page.getByRole("button", { name: "Theme: System" }).click();
    const menu = page.getByRole("menu", { name: "Theme" });
    expect(await menu.getByRole("menuitemradio", { checked: true }).textContent()).toBe("System");
    await menu.getByRole("menuitemradio", { name: "Dark" }).click();
    expect(await rootClass()).toContain("dark");
    await page.reload();
    await page.getByRole("heading", { name: "Track Your UK Adventures" }).waitFor();
    expect(await rootClass()).toContain("dark");
    expect(await page.evaluate(() => localStorage.getItem("uk-adventures-theme"))).toBe("dark");

    // From the keyboard: open, arrow to System, choose; the browser prefers light here.
    await page.getByRole("button", { name: "Theme: Dark" }).press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(rootClass).toContain("light");
    expect(await page.evaluate(() => localStorage.getItem("uk-adventures-theme"))).toBe("system");
    await page.getByRole("button", { name: "Theme: System" }).waitFor();
  });
});

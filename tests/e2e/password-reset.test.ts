import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, startMailbox } from "#server/testing/mailbox.ts";
import { startAppProcess } from "../app-process.ts";
import { browserPerFile, SCREEN_VARIANTS, screens, screenshotter, uniqueEmail } from "./support.ts";

const browser = browserPerFile();
let app: Awaited<ReturnType<typeof startAppProcess>>;
let mailbox: ReturnType<typeof startMailbox>;

beforeAll(async () => {
  mailbox = startMailbox();
  const port = await mailbox.listen();
  app = await startAppProcess({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: "UK Adventures <hello@example.org>",
  });
});
afterAll(async () => {
  await app.stop();
  await mailbox.close();
});

async function openPage(
  options: {
    viewport?: "mobile" | "desktop";
    colorScheme?: "light" | "dark";
    allowErrors?: RegExp[];
  } = {},
) {
  return browser.openPage({
    viewport: options.viewport ?? "mobile",
    colorScheme: options.colorScheme,
    baseUrl: app.baseUrl,
    signedIn: false,
    allowErrors: options.allowErrors,
  });
}

/** Signs up through the sign-in screen. */
async function signUp(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByRole("heading", { name: "Your Places" }).waitFor();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: "Sign In" }).click();
}

const signedOut = (errors: string[]) => errors.filter((e) => !/40[01]/.test(e));

// What only a browser shows: the mailed links, opened in a browser, land signed in or on the
// reset page. What each page says, the spent link and the old password refused are component
// tests (src/client/features/auth/components/sign-in-page.server.test.tsx); a welcome link
// opened in another browser is in account-passkeys.test.ts, and what it ends an API test
// (src/server/email-ownership.test.ts).
describe("email verification and password reset in the browser", () => {
  it("verifies the email from the welcome mail; a forgotten password is reset through its link", async () => {
    const { page, errors } = await openPage();
    const email = uniqueEmail("forgetful");
    await signUp(page, email, "old password 1");
    await page.goto(linkIn(await mailbox.next(email), app.baseUrl));
    await page.getByRole("heading", { name: "Your Places" }).waitFor();

    const other = await openPage();
    await other.page.goto("/sign-in");
    await other.page.getByRole("button", { name: "Continue with email" }).click();
    await other.page.getByLabel("Email").fill(email);
    await other.page.getByRole("button", { name: "Forgot password?" }).click();
    await other.page.getByRole("button", { name: "Send reset link" }).click();
    await other.page
      .getByRole("status")
      .filter({ hasText: "a link to choose a new password" })
      .waitFor();
    await other.page.goto(linkIn(await mailbox.next(email), app.baseUrl));
    await other.page.waitForURL((url) => url.pathname === "/reset-password");
    await other.page.getByLabel("New password").fill("new password 2");
    await other.page.getByRole("button", { name: "Change password" }).click();
    await other.page.waitForURL((url) => url.pathname === "/sign-in");
    await signIn(other.page, email, "new password 2");
    await other.page.getByRole("heading", { name: "Your Places" }).waitFor();
    expect(signedOut(errors)).toEqual([]);
    expect(signedOut(other.errors)).toEqual([]);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "password screens at %s width in %s theme",
    (viewport, colorScheme) => {
      it("render the forgot-password view and the reset page", async () => {
        const { context, page, errors } = await openPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/sign-in");
        await page.getByRole("button", { name: "Continue with email" }).click();
        await page.getByRole("button", { name: "Forgot password?" }).click();
        await page.getByRole("heading", { name: "Reset your password" }).waitFor();
        await shot("forgot-password");
        await page.goto("/reset-password?token=an-example-token");
        await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
        await shot("reset-password");
        await page.goto("/reset-password?token=an-example-token&confirmed=1");
        await page.getByRole("heading", { name: "Choose your password" }).waitFor();
        await shot("confirmed-choose-password");
        expect(signedOut(errors)).toEqual([]);
        await context.close();
      });
    },
  );
});

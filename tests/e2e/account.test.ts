import { describe, expect, it } from "vitest";
import { totpCode } from "#server/testing/totp.ts";
import {
  accountApp,
  PASSWORD,
  SIGNED_OUT_ERRORS,
  signedOutOnly,
  signInWithPassword,
  signOut,
  turnOnTwoFactor,
  yourPlaces,
} from "./account-support.ts";
import {
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  uniqueEmail,
  type Viewport,
} from "./support.ts";

// What only a browser shows of two-factor sign-in: the code asked for between pages of the
// sign-in, and the trusted device's cookie kept across signing out and in. What each screen
// says, the limits and the backup codes' rules are component and API tests
// (src/client/features/account, src/client/features/auth, src/server/routes/account.test.ts).
const browser = browserPerFile();
const { openPage, signUp } = accountApp(browser);

describe("two-factor sign-in", () => {
  it("asks for the code after the password; a trusted device skips it, another browser does not", async () => {
    const { page, errors } = await openPage();
    const email = uniqueEmail("two-factor");
    await signUp(page, email);
    const { secret, codes } = await turnOnTwoFactor(page);

    // With the app's code.
    await signOut(page);
    await signInWithPassword(page, email);
    await page.getByRole("heading", { name: "Enter your code" }).waitFor();
    await page.getByLabel("6-digit code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await yourPlaces(page);

    // With a backup code, trusting this browser.
    await signOut(page);
    await signInWithPassword(page, email);
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(codes[0] ?? "");
    const trust = page.getByRole("checkbox", { name: "Trust this device for 30 days" });
    await trust.check();
    expect(await trust.isChecked()).toBe(true);
    await page.getByRole("button", { name: "Verify" }).click();
    await yourPlaces(page);

    // Then no code is asked for here.
    await signOut(page);
    await signInWithPassword(page, email);
    await yourPlaces(page);
    expect(await page.getByRole("heading", { name: "Enter your code" }).count()).toBe(0);
    const user = await page.evaluate(async () => (await fetch("/api/auth/user")).json());
    expect(user.email).toBe(email);

    // Another browser is still asked.
    const elsewhere = await openPage();
    await signInWithPassword(elsewhere.page, email);
    await elsewhere.page.getByRole("heading", { name: "Enter your code" }).waitFor();
    expect(signedOutOnly(errors)).toEqual([]);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "Account screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("render without errors or sideways scrolling", async () => {
        const { page, errors } = await openPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        const email = uniqueEmail("screens");
        await signUp(page, email, "Ada Lovelace");
        await page.goto("/account");
        await page.getByRole("list", { name: "Sessions" }).getByText("This device").waitFor();
        await shot("account", true);

        const section = page.getByRole("region", { name: "Two-factor sign-in" });
        await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
        await section.getByLabel("Your password").fill(PASSWORD);
        await section.getByRole("button", { name: "Continue" }).click();
        await section.getByRole("img", { name: /QR code/ }).waitFor();
        await section.scrollIntoViewIfNeeded();
        await shot("account-two-factor-setup");
        const secret = (await section.getByTestId("totp-secret").textContent()) ?? "";
        await section.getByLabel("6-digit code").fill(totpCode(secret));
        await section.getByRole("button", { name: "Turn on" }).click();
        await section.getByRole("list", { name: "Backup codes" }).waitFor();
        await section.scrollIntoViewIfNeeded();
        await shot("account-backup-codes");
        await section.getByRole("button", { name: "I have saved them" }).click();
        await section.getByRole("button", { name: "Make new backup codes" }).click();
        await section.getByRole("form", { name: "Make new backup codes" }).waitFor();
        await section.scrollIntoViewIfNeeded();
        await shot("account-new-backup-codes-ask");
        await section.getByLabel("Your password").fill(PASSWORD);
        await section.getByRole("button", { name: "Make new codes" }).click();
        await section.getByText("New backup codes made.", { exact: false }).waitFor();
        await section.scrollIntoViewIfNeeded();
        await shot("account-new-backup-codes");
        await section.getByRole("button", { name: "I have saved them" }).click();
        await section.getByRole("button", { name: "Make new backup codes" }).waitFor();
        await section.scrollIntoViewIfNeeded();
        await shot("account-two-factor-on");

        await page.getByRole("region", { name: "Delete my account" }).getByRole("button").click();
        await page.getByRole("alertdialog").waitFor();
        await shot("account-delete");
        await page.keyboard.press("Escape");

        await signOut(page);
        await signInWithPassword(page, email);
        await page.getByRole("heading", { name: "Enter your code" }).waitFor();
        await page.getByLabel("6-digit code").fill("000000");
        await page.getByRole("button", { name: "Verify" }).click();
        await page.getByRole("alert").waitFor();
        await shot("sign-in-code");
        await page.goto("/sign-in");
        await page.getByRole("button", { name: "Sign in with a passkey" }).waitFor();
        await shot("sign-in-choose");
        expect(signedOutOnly(errors)).toEqual([]);

        // The shared test app is at 127.0.0.1: passkeys are off there, saying why.
        const byAddress = await browser.openPage({
          viewport,
          colorScheme,
          signedIn: false,
          allowErrors: [SIGNED_OUT_ERRORS],
        });
        const shotByAddress = screenshotter(byAddress.page, `${viewport}-${colorScheme}`);
        await byAddress.page.goto("/sign-in");
        await byAddress.page.getByText("Passkeys work only", { exact: false }).waitFor();
        await shotByAddress("sign-in-choose-by-address");
        expect(signedOutOnly(byAddress.errors)).toEqual([]);
      });
    },
  );

  describe.each(SCREEN_VARIANTS)(
    "Account confirmation screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("show the button and what it did", async () => {
        // On the shared app, signed in as a new account whose address is not confirmed yet.
        const { page } = await browser.openPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/account");
        const section = page.getByRole("region", { name: "Email" });
        const button = section.getByRole("button", { name: "Send the confirmation email again" });
        // Three mails a minute from one address (the browser tests share one): the light
        // screens show what the button did, the dark ones the button.
        if (colorScheme === "light") {
          await button.click();
          await section.getByRole("status").waitFor();
        } else await button.waitFor();
        await section.scrollIntoViewIfNeeded();
        await shot("account-confirm-again");
      });
    },
  );
});

import path from "node:path";
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, startMailbox } from "#server/testing/mailbox.ts";
import { totpCode } from "#server/testing/totp.ts";
import { freePort, startAppProcess } from "../app-process.ts";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  uniqueEmail,
  type Viewport,
} from "./support.ts";

const browser = browserPerFile();
let app: Awaited<ReturnType<typeof startAppProcess>>;
let mailbox: ReturnType<typeof startMailbox>;
/** The app's address as people (and passkeys) use it: BASE_URL. */
let site: string;

// Passkeys need a host name, not an IP address (WebAuthn refuses IP addresses as its relying
// party), so this file runs an app of its own at http://localhost:PORT.
beforeAll(async () => {
  mailbox = startMailbox();
  const smtpPort = await mailbox.listen();
  const port = await freePort();
  site = `http://localhost:${port}`;
  app = await startAppProcess(
    {
      BASE_URL: site,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "UK Adventures <hello@example.org>",
      // Each browser below names its own address, so Better Auth's per-address limits (three
      // tries in 10 s on each two-factor path) count one browser's requests only.
      TRUSTED_PROXIES: "127.0.0.1,::1",
      ADMIN_EMAILS: SQUATTED_ADMIN,
      ADMIN_REQUIRE_TWO_FACTOR: "true",
    },
    { port },
  );
});
afterAll(async () => {
  await app?.stop();
  await mailbox?.close();
});

const PASSWORD = "correct horse battery";
/** An admin's address that someone else signs up with first. */
const SQUATTED_ADMIN = "squatted-admin@example.org";
let addressCounter = 0;

async function openPage(
  options: { viewport?: Viewport; colorScheme?: "light" | "dark"; allowErrors?: RegExp[] } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await browser.openPage({
    viewport: options.viewport ?? "desktop",
    colorScheme: options.colorScheme,
    baseUrl: site,
    signedIn: false,
    allowErrors: [SIGNED_OUT_ERRORS, ...(options.allowErrors ?? [])],
  });
  addressCounter += 1;
  await opened.context.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${addressCounter}` });
  return opened;
}

/**
 * Signs up through the API from the page, as the sign-up form does; the page is then signed
 * in. Answers the welcome mail's confirmation link.
 */
async function signUp(page: Page, email: string, name = "Ada Lovelace") {
  await page.goto("/");
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch("/api/auth/sign-up/email", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { email, password: PASSWORD, name },
  );
  expect(status).toBe(200);
  return linkIn(await mailbox.next(email), site);
}

/** Through the sign-in screen with email and password. */
async function signInWithPassword(page: Page, email: string, password = PASSWORD) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: "Sign In" }).click();
}

async function signOut(page: Page) {
  await page.goto("/api/logout");
  await page
    .getByRole("link", { name: /sign in/i })
    .first()
    .waitFor();
}

/** The 401s and 400s of asking who is signed in, or of a wrong code, which these pages expect. */
const SIGNED_OUT_ERRORS = /40[01]/;
/** The page's errors but those. */
const signedOutOnly = (errors: string[]) => errors.filter((e) => !SIGNED_OUT_ERRORS.test(e));

const yourPlaces = (page: Page) => page.getByRole("heading", { name: "Your Places" }).waitFor();

/** Turns two-factor on from the account page; answers the secret shown and the backup codes. */
async function turnOnTwoFactor(page: Page) {
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await section.getByLabel("Your password").fill(PASSWORD);
  await section.getByRole("button", { name: "Continue" }).click();
  await section.getByRole("img", { name: /QR code/ }).waitFor();
  const secret = (await section.getByTestId("totp-secret").textContent()) ?? "";
  await section.getByLabel("6-digit code").fill("000000");
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect
    .poll(() => section.getByRole("alert").textContent())
    .toMatch(/^That code is not right/);
  await section.getByLabel("6-digit code").fill(totpCode(secret));
  await section.getByRole("button", { name: "Turn on" }).click();
  const list = section.getByRole("list", { name: "Backup codes" });
  await list.waitFor();
  const codes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await section.getByRole("button", { name: "I have saved them" }).click();
  await section.getByText(/^On\./).waitFor();
  return { secret, codes };
}

/** A page whose browser has a passkey device: Chromium's virtual authenticator. */
async function openPageWithAuthenticator(options: { allowErrors?: RegExp[] } = {}) {
  const opened = await openPage(options);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return opened;
}

/** Adds a passkey with this name on the account page and waits for it in the list. */
async function addPasskeyOnAccountPage(page: Page, name: string) {
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByText("No passkeys yet.").waitFor();
  await section.getByLabel(/Name for a new passkey/).fill(name);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await section.getByRole("list", { name: "Your passkeys" }).getByText(name).waitFor();
}

describe("two-factor sign-in", () => {
  it("is turned on with a code from the secret shown, then asks for a code or a backup code, each backup code once", async () => {
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

    // With a backup code, typed as from paper (lower case, a space for the dash), which then
    // never works again, however it is typed.
    const [code = ""] = codes;
    for (const attempt of ["first", "again"]) {
      await signOut(page);
      await signInWithPassword(page, email);
      await page.getByRole("button", { name: "Use a backup code instead" }).click();
      const typed = attempt === "first" ? code.toLowerCase().replace("-", " ") : code;
      await page.getByLabel("Backup code").fill(typed);
      await page.getByRole("button", { name: "Verify" }).click();
      if (attempt === "first") {
        await yourPlaces(page);
      } else {
        await expect
          .poll(() => page.getByRole("alert").textContent())
          .toBe("That backup code is not right, or it has been used already.");
        expect(await page.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);
      }
    }
    expect(signedOutOnly(errors)).toEqual([]);
  });
});

describe("wrong codes at sign-in", () => {
  it("are refused plainly, then the limit says how long to wait", async () => {
    const { page, errors } = await openPage();
    const email = uniqueEmail("wrong-codes");
    await signUp(page, email);
    await turnOnTwoFactor(page);
    // Another browser, from an address whose tries turning two-factor on did not use; its
    // wrong codes reach the limit, which answers 429.
    const { page: other, errors: otherErrors } = await openPage({
      allowErrors: [/status of 429 \(Too Many Requests\) \/api\/auth\/two-factor\/verify-totp$/],
    });
    await signInWithPassword(other, email);
    await other.getByRole("heading", { name: "Enter your code" }).waitFor();
    const alert = other.getByRole("alert");
    /** Sends a code and answers the status of the answer it got. */
    async function verify(code: string) {
      await other.getByLabel("6-digit code").fill(code);
      const [answer] = await Promise.all([
        other.waitForResponse((r) => r.url().endsWith("/api/auth/two-factor/verify-totp")),
        other.getByRole("button", { name: "Verify" }).click(),
      ]);
      return answer.status();
    }
    for (let i = 0; i < 3; i += 1) {
      expect(await verify(`00000${i}`)).toBe(401);
      await expect
        .poll(() => alert.textContent())
        .toBe("That code is not right. Check your authenticator app and try again.");
    }
    expect(await verify("000009")).toBe(429);
    await expect
      .poll(() => alert.textContent())
      .toMatch(/^Too many tries\. Wait \d+ seconds?, then try again\.$/);
    expect(signedOutOnly(errors)).toEqual([]);
    expect(signedOutOnly(otherErrors).filter((e) => !/429/.test(e))).toEqual([]);
  });
});

describe("a trusted device", () => {
  it("skips the code at the next sign-in in the same browser, not in another", async () => {
    const { page, errors } = await openPage();
    const email = uniqueEmail("trusted");
    await signUp(page, email);
    const { codes } = await turnOnTwoFactor(page);

    await signOut(page);
    await signInWithPassword(page, email);
    await page.getByRole("heading", { name: "Enter your code" }).waitFor();
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(codes[0] ?? "");
    const trust = page.getByRole("checkbox", { name: "Trust this device for 30 days" });
    await trust.check();
    expect(await trust.isChecked()).toBe(true);
    await page.getByRole("button", { name: "Verify" }).click();
    await yourPlaces(page);

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

describe("new backup codes", () => {
  it("are made with the password and shown to save; the old ones stop working", async () => {
    const { page, errors } = await openPage();
    const email = uniqueEmail("new-codes");
    await signUp(page, email);
    const { codes: old } = await turnOnTwoFactor(page);

    const section = page.getByRole("region", { name: "Two-factor sign-in" });
    await section.getByRole("button", { name: "Make new backup codes" }).click();
    const form = section.getByRole("form", { name: "Make new backup codes" });
    await form.getByLabel("Your password").fill("not my password");
    await form.getByRole("button", { name: "Make new codes" }).click();
    await expect
      .poll(() => form.getByRole("alert").textContent())
      .toBe("That password is not right.");
    await form.getByLabel("Your password").fill(PASSWORD);
    await form.getByRole("button", { name: "Make new codes" }).click();
    await section.getByText("New backup codes made. Your old ones no longer work.").waitFor();
    const list = section.getByRole("list", { name: "Backup codes" });
    const codes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    expect(codes.filter((code) => old.includes(code))).toEqual([]);
    await section.getByRole("button", { name: "Copy codes" }).waitFor();
    await section.getByRole("button", { name: "Download codes" }).waitFor();
    await section.getByRole("button", { name: "I have saved them" }).click();
    await section.getByRole("button", { name: "Make new backup codes" }).waitFor();

    for (const [code, works] of [
      [old[0] ?? "", false],
      [codes[0] ?? "", true],
    ] as const) {
      await signOut(page);
      await signInWithPassword(page, email);
      await page.getByRole("button", { name: "Use a backup code instead" }).click();
      await page.getByLabel("Backup code").fill(code);
      await page.getByRole("button", { name: "Verify" }).click();
      if (works) await yourPlaces(page);
      else {
        await expect
          .poll(() => page.getByRole("alert").textContent())
          .toBe("That backup code is not right, or it has been used already.");
      }
    }
    expect(signedOutOnly(errors)).toEqual([]);
  });
});

describe("passkeys", () => {
  it("are added on the account page and sign in from the sign-in screen's first view", async () => {
    const { page, errors } = await openPageWithAuthenticator();
    const email = uniqueEmail("passkey");
    await signUp(page, email);
    await addPasskeyOnAccountPage(page, "Test laptop");

    await signOut(page);
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await yourPlaces(page);
    const user = await page.evaluate(async () => (await fetch("/api/auth/user")).json());
    expect(user.email).toBe(email);

    // Renamed, then removed: it no longer signs in.
    await page.goto("/account");
    const list = page.getByRole("region", { name: "Passkeys" }).getByRole("list", {
      name: "Your passkeys",
    });
    await list.getByRole("button", { name: "Rename Test laptop" }).click();
    await list.getByLabel("Passkey name").fill("Work laptop");
    await list.getByRole("button", { name: "Save" }).click();
    await list.getByText("Work laptop").waitFor();
    await list.getByRole("button", { name: "Remove Work laptop" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove this passkey?" });
    await confirm
      .getByText("“Work laptop” will no longer sign you in.", { exact: false })
      .waitFor();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("region", { name: "Passkeys" }).getByText("No passkeys yet.").waitFor();

    await signOut(page);
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("That passkey is not registered here.");
    expect(await page.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);
    expect(signedOutOnly(errors)).toEqual([]);
  });
});

describe("an admin's address someone else signed up with first", () => {
  it("comes to its owner without the squatter's code or passkey; the owner's passkey opens the dashboard", async () => {
    const squatter = await openPageWithAuthenticator();
    const link = await signUp(squatter.page, SQUATTED_ADMIN, "Squatter");
    await turnOnTwoFactor(squatter.page);
    await addPasskeyOnAccountPage(squatter.page, "Squatter's key");

    // The owner opens the welcome mail's link in a browser of their own.
    // A password alone is refused the dashboard (403) until a passkey signs the owner in.
    const owner = await openPageWithAuthenticator({ allowErrors: [/403/] });
    await owner.page.goto(link);
    await owner.page.getByRole("heading", { name: "Choose your password" }).waitFor();
    await owner.page.getByLabel("New password").fill("owner's own password");
    await owner.page.getByRole("button", { name: "Change password" }).click();
    await owner.page.waitForURL((url) => url.pathname === "/sign-in");
    // No code is asked for: the squatter's authenticator went with the confirmation.
    await signInWithPassword(owner.page, SQUATTED_ADMIN, "owner's own password");
    await yourPlaces(owner.page);

    // The squatter's passkey no longer signs in.
    await squatter.page.goto("/sign-in");
    await squatter.page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect
      .poll(() => squatter.page.getByRole("alert").textContent())
      .toBe("That passkey is not registered here.");

    // A password alone does not open the dashboard; a passkey that checked the person does.
    const refused = await owner.page.evaluate(async () => (await fetch("/api/admin/stats")).status);
    expect(refused).toBe(403);
    await addPasskeyOnAccountPage(owner.page, "Owner's laptop");
    await signOut(owner.page);
    await owner.page.goto("/sign-in");
    await owner.page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await yourPlaces(owner.page);
    await owner.page.goto("/admin");
    await owner.page.getByTestId("stat-total-users").filter({ hasText: /\d/ }).waitFor();
    expect(signedOutOnly(owner.errors).filter((e) => !/403/.test(e))).toEqual([]);
  });
});

describe("sessions", () => {
  it("signs another browser out from this one", async () => {
    const laptop = await openPage();
    const phone = await openPage({ viewport: "mobile" });
    const email = uniqueEmail("sessions");
    await signUp(laptop.page, email);
    await signInWithPassword(phone.page, email);
    await yourPlaces(phone.page);

    await laptop.page.goto("/account");
    const sessions = laptop.page.getByRole("list", { name: "Sessions" });
    await expect.poll(() => sessions.getByRole("listitem").count()).toBe(2);
    await sessions.getByText("This device").waitFor();
    const other = sessions.getByRole("listitem").filter({ hasNotText: "This device" });
    // Told apart by where each began: this browser's network, the phone's by its first parts.
    const current = sessions.getByRole("listitem").filter({ hasText: "This device" });
    expect(await current.textContent()).toContain("This network");
    expect(await other.textContent()).toContain("198.51.100.…");
    await other.getByRole("button", { name: /^Sign out/ }).click();
    await expect.poll(() => sessions.getByRole("listitem").count()).toBe(1);

    await phone.page.reload();
    await phone.page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    expect(await phone.page.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);
  });
});

describe("email change", () => {
  it("applies once the link mailed to the new address is opened in this browser", async () => {
    const { page, errors } = await openPage();
    const email = uniqueEmail("before");
    const newEmail = uniqueEmail("after");
    await signUp(page, email);
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Email" });
    await section.getByLabel("New email").fill(newEmail);
    await section.getByRole("button", { name: "Send confirmation link" }).click();
    await section.getByText(`We sent a link to ${newEmail}`).waitFor();
    expect(await mailbox.next(email)).toContain(newEmail);

    await page.goto(linkIn(await mailbox.next(newEmail), site));
    await page.waitForURL((url) => url.pathname === "/account");
    await section.getByText("Your new email is confirmed").waitFor();
    await section.getByText(newEmail, { exact: true }).waitFor();
    expect(signedOutOnly(errors)).toEqual([]);
  });
});

describe("deleting the account", () => {
  it("takes everything; the same address then signs up to a new, empty account", async () => {
    const { page, errors } = await openPage();
    const email = uniqueEmail("leaving");
    await signUp(page, email);
    await addPlacesThroughApi(page, [{ name: "Giant's Causeway", visited: true }]);
    await page.goto("/");
    await page.getByText("Giant's Causeway").waitFor();

    await page.goto("/account");
    const section = page.getByRole("region", { name: "Delete my account" });
    await section.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill("not my password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect
      .poll(() => dialog.getByRole("alert").textContent())
      .toBe("That password is not right.");
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);

    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Continue with email" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a new password 2");
    await page.getByRole("button", { name: "Create Account" }).click();
    await yourPlaces(page);
    await page.getByText("No places yet").waitFor();
    const achievements = await page.evaluate(async () => (await fetch("/api/achievements")).json());
    expect(achievements).toEqual([]);
    expect(signedOutOnly(errors)).toEqual([]);
  });
});

describe("passkeys on a site opened by IP address", () => {
  it("are warned of at start-up, and offered by neither the sign-in screen nor the account page", async () => {
    const warning = /BASE_URL's host, 127\.0\.0\.1, is an IP address: passkeys need a host name/;
    expect(app.output()).not.toMatch(/passkeys need a host name/);
    const byAddress = await startAppProcess();
    try {
      expect(new URL(byAddress.baseUrl).hostname).toBe("127.0.0.1");
      await expect.poll(() => byAddress.output()).toMatch(warning);

      const { page, errors } = await browser.openPage({
        baseUrl: byAddress.baseUrl,
        signedIn: false,
      });
      await page.goto("/sign-in");
      const button = page.getByRole("button", { name: "Sign in with a passkey" });
      expect(await button.isDisabled()).toBe(true);
      const note =
        "Passkeys work only when this site is opened by its name (such as localhost), not by an IP address.";
      await page.getByText(note).waitFor();
      expect(await button.getAttribute("aria-describedby")).toBeTruthy();

      const status = await page.evaluate(
        async (body) =>
          (
            await fetch("/api/auth/sign-up/email", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(body),
            })
          ).status,
        { email: uniqueEmail("by-address"), password: PASSWORD, name: "Ada" },
      );
      expect(status).toBe(200);
      await page.goto("/account");
      const section = page.getByRole("region", { name: "Passkeys" });
      await section.getByText(note).waitFor();
      expect(await section.getByRole("button", { name: "Add a passkey" }).count()).toBe(0);
      expect(signedOutOnly(errors)).toEqual([]);
    } finally {
      await byAddress.stop();
    }
  });
});

describe("deleting an account that signs in only with a passkey", () => {
  it("is checked with the passkey; the same address then signs up to a new, empty account", async () => {
    const { page, errors } = await openPageWithAuthenticator();
    const email = uniqueEmail("passkey-only");
    await signUp(page, email);
    await addPlacesThroughApi(page, [{ name: "Skara Brae", visited: true }]);
    await addPasskeyOnAccountPage(page, "Only key");
    // No password: as an account made with a passkey or a provider.
    const sqlite = new Database(path.join(app.dataDir, "uk-adventures.db"));
    try {
      const removed = sqlite
        .prepare(
          `DELETE FROM account WHERE providerId = 'credential' AND userId = (SELECT id FROM user WHERE email = ?)`,
        )
        .run(email);
      expect(removed.changes).toBe(1);
    } finally {
      sqlite.close();
    }

    await page.goto("/account");
    await page.getByRole("region", { name: "Delete my account" }).getByRole("button").click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.getByText("Your device will ask for your passkey to check it is you.").waitFor();
    expect(await dialog.getByLabel("Your password").count()).toBe(0);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);

    // The passkey went with the account.
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("That passkey is not registered here.");

    await page.getByRole("button", { name: "Continue with email" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a new password 2");
    await page.getByRole("button", { name: "Create Account" }).click();
    await yourPlaces(page);
    await page.getByText("No places yet").waitFor();
    await page.goto("/account");
    await page.getByRole("region", { name: "Passkeys" }).getByText("No passkeys yet.").waitFor();
    const achievements = await page.evaluate(async () => (await fetch("/api/achievements")).json());
    expect(achievements).toEqual([]);
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
});

import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  accountApp,
  addPasskeyOnAccountPage,
  signedOutOnly,
  signInWithPassword,
  signOut,
  yourPlaces,
} from "./account-support.ts";
import { browserPerFile, uniqueEmail } from "./support.ts";

// Passkeys with Chromium's virtual authenticator, on an app at a host name. What the pages
// say where passkeys cannot work (an IP address) is a component test
// (src/client/features/account/components/account-page.test.tsx).
const browser = browserPerFile();
/** An admin's address that someone else signs up with first. */
const SQUATTED_ADMIN = "squatted-admin@example.org";
const { dataDir, openPageWithAuthenticator, signUp } = accountApp(browser, {
  ADMIN_EMAILS: SQUATTED_ADMIN,
  ADMIN_REQUIRE_TWO_FACTOR: "true",
});

describe("an admin's address someone else signed up with first", () => {
  it("comes to its owner without the squatter's passkey; the owner's passkey opens the dashboard", async () => {
    // That the squatter's two-factor goes too is an API test (src/server/email-ownership.test.ts).
    const squatter = await openPageWithAuthenticator();
    const link = await signUp(squatter.page, SQUATTED_ADMIN, "Squatter");
    await addPasskeyOnAccountPage(squatter.page, "Squatter's key");

    // The owner opens the welcome mail's link in a browser of their own.
    // A password alone is refused the dashboard (403) until a passkey signs the owner in.
    const owner = await openPageWithAuthenticator({ allowErrors: [/403/] });
    await owner.page.goto(link);
    await owner.page.getByRole("heading", { name: "Choose your password" }).waitFor();
    await owner.page.getByText("Your email address is confirmed.").waitFor();
    await owner.page.getByLabel("New password").fill("owner's own password");
    await owner.page.getByRole("button", { name: "Change password" }).click();
    await owner.page.waitForURL((url) => url.pathname === "/sign-in");
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

describe("a passkey", () => {
  it("added on the account page signs in from the sign-in screen's first view, and checks a deletion", async () => {
    // Renaming and removing one are a component test (account-page.test.tsx); that the rest of
    // a deleted account goes, and its address signs up anew, an API test
    // (POST /api/auth/delete-user in src/server/routes/account.test.ts).
    const { page, errors } = await openPageWithAuthenticator();
    const email = uniqueEmail("passkey");
    await signUp(page, email);
    await addPasskeyOnAccountPage(page, "Test laptop");

    // Signed out as a person does, which also clears this browser's copies: the page's copy of
    // the account (with its password) would otherwise answer for a server slower than 4 s.
    await page.goto("/options");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await yourPlaces(page);
    const user = await page.evaluate(async () => (await fetch("/api/auth/user")).json());
    expect(user.email).toBe(email);

    // No password: as an account made with a passkey or a provider.
    const sqlite = new Database(path.join(dataDir(), "uk-adventures.db"));
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

    // The passkey went with the account: it no longer signs in.
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("That passkey is not registered here.");
    expect(signedOutOnly(errors)).toEqual([]);
  });
});

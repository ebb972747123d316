import { readFile } from "node:fs/promises";
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  browserPerFile,
  databaseFile,
  grantAdmin,
  REFUSED_SIGN_IN,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  signIn,
  type Viewport,
} from "./support.ts";

const browser = browserPerFile();

/** How many users there are, straight from the app's database, not through the code under test. */
function usersInDatabase() {
  const sqlite = new Database(databaseFile, { readonly: true });
  try {
    return (sqlite.prepare("select count(*) n from user").get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
}

/** A count as the dashboard writes it: "1,581". */
const figure = (n: number) => n.toLocaleString("en-GB");

function openPage(
  options: { viewport?: Viewport; colorScheme?: "light" | "dark"; allowErrors?: RegExp[] } = {},
) {
  return browser.openPage({ viewport: "desktop", signedIn: false, ...options });
}

/** A traveller with places, made through the app as they would make them. */
async function traveller(name: string, places: { name: string; visited?: boolean }[]) {
  const { context, page } = await openPage();
  const { email } = await signIn(context, { name });
  await page.goto("/");
  await addPlacesThroughApi(page, places);
  return email;
}

/** Someone at another browser tries an account's email with a wrong password. */
async function failSignIn(email: string) {
  const { page } = await openPage({ viewport: "mobile", allowErrors: [REFUSED_SIGN_IN] });
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not their password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
}

async function signInAsAdmin(page: Page, context: BrowserContext, name = "Grace Hopper") {
  const { email } = await signIn(context, { name });
  await grantAdmin(email);
  await page.goto("/");
  return email;
}

// What the dashboard shows (tabs, figures, labels, the two-factor prompt, who sees it at all)
// is in src/client/features/admin/components/admin-page.test.tsx; what the server answers, in
// src/server/routes/admin.test.ts. Here, the one flow only a browser shows end to end.
describe("an admin", () => {
  it("opens the dashboard from the menu, deletes a user after confirming, and saves a backup", async () => {
    const victimEmail = await traveller("Victoria Station", [
      { name: "Platform 9¾", visited: true },
      { name: "The Shard" },
    ]);
    const { context, page, errors } = await openPage();
    await signInAsAdmin(page, context);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Admin Dashboard" }).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    const users = usersInDatabase();
    await page
      .getByTestId("stat-total-users")
      .filter({ hasText: figure(users) })
      .waitFor();

    await page.getByRole("tab", { name: "User Management" }).click();
    const row = page.getByTestId("admin-user-row").filter({ hasText: victimEmail });
    await row.getByRole("button", { name: "Delete Victoria Station" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete User" });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByTestId("toast").filter({ hasText: "User deleted" }).waitFor();
    await row.waitFor({ state: "detached" });
    expect(usersInDatabase()).toBe(users - 1);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Backup" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^uk-adventures-system-backup-\d{4}-\d\d-\d\d\.json$/,
    );
    const file: unknown = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(file).toMatchObject({
      kind: "system",
      users: expect.not.arrayContaining([expect.objectContaining({ email: victimEmail })]),
    });
    await page.getByTestId("toast").filter({ hasText: "Backup Created" }).waitFor();
    expect(errors).toEqual([]);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "admin screens at %s width in %s theme",
    (viewport, colorScheme) => {
      it("render every tab without errors or sideways scrolling", async () => {
        const adaEmail = await traveller("Ada Lovelace", [
          { name: "Analytical Engine", visited: true },
        ]);
        await failSignIn(adaEmail);
        const { context, page, errors } = await openPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await signInAsAdmin(page, context, "Charles Babbage");
        await page.goto("/admin");
        await page.getByTestId("stat-total-users").filter({ hasText: /\d/ }).waitFor();
        await shot("admin-overview", true);

        await page.getByRole("tab", { name: "User Management" }).click();
        const row = page.getByTestId("admin-user-row").filter({ hasText: "Ada Lovelace" }).first();
        await row.getByRole("button", { name: "View Ada Lovelace's places" }).click();
        await page.getByRole("list", { name: "Ada Lovelace's places" }).waitFor();
        await shot("admin-users", true);
        await row.getByRole("button", { name: "Delete Ada Lovelace" }).click();
        await page.getByRole("alertdialog", { name: "Delete User" }).waitFor();
        await shot("admin-delete-user");
        await page.keyboard.press("Escape");

        await page.getByRole("tab", { name: "System Health" }).click();
        await page.getByTestId("health-database").waitFor();
        await shot("admin-health", true);

        await page.getByRole("tab", { name: "Security" }).click();
        await page.getByRole("heading", { name: "Security monitoring active" }).waitFor();
        await shot("admin-security", true);
        expect(errors).toEqual([]);

        const visitor = await openPage({ viewport, colorScheme });
        await signIn(visitor.context, { name: "Not An Admin" });
        await visitor.page.goto("/admin");
        await visitor.page
          .getByRole("heading", { name: "You don't have permission to view this page" })
          .waitFor();
        await screenshotter(visitor.page, `${viewport}-${colorScheme}`)("admin-not-allowed");
        expect(visitor.errors).toEqual([]);
      });
    },
  );
});

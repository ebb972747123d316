import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { totpCode } from "#server/testing/totp.ts";
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

/** Counts straight from the app's database, independent of the code under test. */
function countsInDatabase() {
  const sqlite = new Database(databaseFile, { readonly: true });
  try {
    const one = (sql: string, ...params: unknown[]) =>
      (sqlite.prepare(sql).get(...params) as { n: number }).n;
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString();
    return {
      users: one("select count(*) n from user"),
      places: one("select count(*) n from place"),
      visited: one("select count(*) n from place where visited = 1"),
      recent: one("select count(*) n from user where createdAt >= ?", weekAgo),
    };
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

describe("a normal user", () => {
  it("never sees the admin link, and /admin says not allowed without asking for admin data", async () => {
    const { context, page, errors } = await openPage({ viewport: "mobile" });
    await signIn(context);
    const adminCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/admin")) adminCalls.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Options" }).waitFor();
    expect(await page.getByRole("link", { name: "Admin Dashboard" }).count()).toBe(0);

    await page.goto("/admin");
    await page
      .getByRole("heading", { name: "You don't have permission to view this page" })
      .waitFor();
    await page.waitForLoadState("networkidle");
    expect(adminCalls).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("an admin without two-factor sign-in", () => {
  it("is asked on the dashboard to turn it on; once on, the prompt is gone", async () => {
    const { context, page, errors } = await openPage();
    await signInAsAdmin(page, context, "Ada Lovelace");
    await page.goto("/admin");
    const prompt = page.getByRole("region", { name: "Turn on two-factor sign-in" });
    await prompt.getByText("This account can see everyone's places.", { exact: false }).waitFor();
    await prompt.getByRole("link", { name: "Turn it on" }).click();
    await page.waitForURL((url) => url.pathname === "/account" && url.hash === "#two-factor");

    const section = page.getByRole("region", { name: "Two-factor sign-in" });
    await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await section.getByLabel("Your password").fill("correct horse battery");
    await section.getByRole("button", { name: "Continue" }).click();
    const secret = (await section.getByTestId("totp-secret").textContent()) ?? "";
    await section.getByLabel("6-digit code").fill(totpCode(secret));
    await section.getByRole("button", { name: "Turn on" }).click();
    await section.getByRole("button", { name: "I have saved them" }).click();

    await page.goto("/admin");
    await page.getByRole("tab", { name: "Overview" }).waitFor();
    await page.getByTestId("stat-total-users").filter({ hasText: /\d/ }).waitFor();
    expect(await prompt.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("an admin", () => {
  it("sees the right figures, views a user's places and deletes the user after confirming", async () => {
    const victimEmail = await traveller("Victoria Station", [
      { name: "Platform 9¾", visited: true },
      { name: "The Shard" },
    ]);
    const { context, page, errors } = await openPage();
    await signInAsAdmin(page, context);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Admin Dashboard" }).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    expect(await page.getByRole("tab").allTextContents()).toEqual([
      "Overview",
      "User Management",
      "System Health",
      "Security",
    ]);

    const expected = countsInDatabase();
    await page.getByTestId("stat-total-users").filter({ hasText: /\d/ }).waitFor();
    expect(await page.getByTestId("stat-total-users").innerText()).toBe(figure(expected.users));
    expect(await page.getByTestId("stat-total-places").innerText()).toBe(figure(expected.places));
    expect(await page.getByTestId("stat-visited-places").innerText()).toBe(
      figure(expected.visited),
    );
    expect(await page.getByTestId("stat-recent-signups").innerText()).toBe(figure(expected.recent));

    await page.getByRole("tab", { name: "User Management" }).click();
    const row = page.getByTestId("admin-user-row").filter({ hasText: victimEmail });
    await row.getByRole("button", { name: "View Victoria Station's places" }).click();
    const placesList = page.getByRole("list", { name: "Victoria Station's places" });
    await placesList.waitFor();
    expect(await placesList.getByTestId("admin-place-row").count()).toBe(2);
    expect(await placesList.innerText()).toContain("Platform 9¾");

    // The admin cannot delete themselves.
    const self = page.getByTestId("admin-user-row").filter({ hasText: "Grace Hopper" });
    expect(await self.getByRole("button", { name: "Delete Grace Hopper" }).isDisabled()).toBe(true);

    await row.getByRole("button", { name: "Delete Victoria Station" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete User" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await row.count()).toBe(1);

    await row.getByRole("button", { name: "Delete Victoria Station" }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByTestId("toast").filter({ hasText: "User deleted" }).waitFor();
    await row.waitFor({ state: "detached" });
    await page.getByText("Select a user to view their places").waitFor();
    expect(countsInDatabase().users).toBe(expected.users - 1);

    await page.getByRole("tab", { name: "System Health" }).click();
    await page.getByTestId("health-database").filter({ hasText: "Connected" }).waitFor();
    expect(await page.getByTestId("health-uptime").innerText()).toMatch(/^(\d+d )?(\d+h )?\d+m$/);
    expect(await page.getByTestId("health-response-time").innerText()).toMatch(/\d+\s*ms/);

    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByRole("heading", { name: "Security monitoring active" }).waitFor();
    await page.getByTestId("security-admin-actions").filter({ hasText: /[1-9]/ }).waitFor();
    expect(await page.getByText("No security incidents detected").count()).toBe(0);
    expect(await page.getByRole("main").innerText()).toContain(victimEmail);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Backup" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^uk-adventures-system-backup-\d{4}-\d\d-\d\d\.json$/,
    );
    const file: unknown = JSON.parse(await readFile(await download.path(), "utf8"));
    // Every remaining user (the admin at least), and not the one deleted.
    expect(file).toMatchObject({
      kind: "system",
      users: expect.arrayContaining([expect.objectContaining({ email: expect.any(String) })]),
    });
    expect(file).toMatchObject({
      users: expect.not.arrayContaining([expect.objectContaining({ email: victimEmail })]),
    });
    await page.getByTestId("toast").filter({ hasText: "Backup Created" }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("the system backup", () => {
  it("is refused by Options → Restore, which says what the file is and adds nothing", async () => {
    await traveller("Owain Glyndŵr", [{ name: "Tŷ Hyll" }, { name: "Ynys Môn" }]);
    const admin = await openPage();
    await signInAsAdmin(admin.page, admin.context, "Mary Admin");
    await admin.page.goto("/admin");
    const [download] = await Promise.all([
      admin.page.waitForEvent("download"),
      admin.page.getByRole("button", { name: "Download Backup" }).click(),
    ]);
    const folder = await mkdtemp(path.join(tmpdir(), "system-backup-"));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ kind: "system" });

    // A traveller with a list of their own chooses it to restore.
    const { context, page, errors } = await openPage({ viewport: "mobile" });
    await signIn(context, { name: "Rhys Restorer" });
    await page.goto("/");
    await addPlacesThroughApi(page, [{ name: "Conwy Castle" }]);
    await page.goto("/options");
    await page.getByRole("button", { name: "Backup & Restore" }).click();
    const dialog = page.getByRole("dialog", { name: "Backup & Restore" });
    await dialog.getByRole("tab", { name: "Restore" }).click();
    await dialog.getByLabel("Backup file").setInputFiles(file);
    await dialog.getByRole("button", { name: "Restore Backup" }).click();
    const refusal =
      "This is a system backup of every account, made by an administrator. It cannot be restored into your own list.";
    await dialog.getByRole("alert").filter({ hasText: refusal }).waitFor();
    await page.getByTestId("toast").filter({ hasText: "Restore Failed" }).waitFor();
    const names: unknown = await page.evaluate(async () =>
      (await (await fetch("/api/places")).json()).map((place: { name: string }) => place.name),
    );
    expect(names).toEqual(["Conwy Castle"]);
    expect(errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});

describe("the Security tab", () => {
  it("labels a failed sign-in's email as the email tried, and an admin action's as who did it", async () => {
    const aliceEmail = await traveller("Alice Liddell", []);
    // Someone else tries Alice's email with a wrong password.
    await failSignIn(aliceEmail);

    const { context, page, errors } = await openPage({ viewport: "mobile" });
    const adminEmail = await signInAsAdmin(page, context, "Sam Admin");
    await page.goto("/admin");
    await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Backup" }).click(),
    ]);
    await page.getByRole("tab", { name: "Security" }).click();

    /** The labels of an entry's details and what each says. */
    const detailsOf = async (entry: ReturnType<Page["getByRole"]>) => {
      await entry.waitFor();
      const labels = await entry.locator("dt").allInnerTexts();
      const values = await entry.locator("dd").allInnerTexts();
      return Object.fromEntries(labels.map((label, i) => [label, values[i]]));
    };
    const attempt = page.getByRole("listitem").filter({ hasText: aliceEmail });
    const details = await detailsOf(attempt);
    expect(details).toMatchObject({ "Email tried": aliceEmail });
    expect(details).not.toHaveProperty("By");
    expect(await attempt.innerText()).toContain("sign-in");

    const action = page
      .getByRole("listitem")
      .filter({ hasText: "download-backup" })
      .filter({ hasText: adminEmail });
    expect(await detailsOf(action)).toMatchObject({ By: adminEmail });
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

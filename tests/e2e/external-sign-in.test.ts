import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { User } from "#shared/user.ts";
import { freePort, startAppProcess } from "../app-process.ts";
import { OIDC_ACCOUNT, startOidcIssuer } from "./oidc-issuer.ts";
import {
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const LABEL = "Test SSO";
const SECRET = "test-client-secret";

type App = Awaited<ReturnType<typeof startAppProcess>>;
type Issuer = Awaited<ReturnType<typeof startOidcIssuer>>;

const browser = browserPerFile();
let app: App;
let issuer: Issuer;

/** An app set up for a test issuer of its own. */
async function appWithIssuer(): Promise<{ app: App; issuer: Issuer }> {
  const port = await freePort();
  const idp = await startOidcIssuer(`http://127.0.0.1:${port}`, SECRET);
  const started = await startAppProcess(
    {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: "uk-adventures",
      OIDC_CLIENT_SECRET: SECRET,
      OIDC_BUTTON_LABEL: LABEL,
    },
    { port },
  );
  return { app: started, issuer: idp };
}

/** A second app and issuer, for the provider's refusals (see the rate limit below). */
let other: { app: App; issuer: Issuer };

// Both start at once: each app's start is mostly waiting.
beforeAll(async () => {
  [{ app, issuer }, other] = await Promise.all([appWithIssuer(), appWithIssuer()]);
});
afterAll(async () => {
  await Promise.all([app.stop(), issuer.close(), other.app.stop(), other.issuer.close()]);
});

async function openSignIn(
  base: string,
  options: { viewport?: Viewport; colorScheme?: "light" | "dark" } = {},
) {
  // Only our app's errors count (baseUrl): the issuer's development pages are not ours.
  const { context, page, errors } = await browser.openPage({
    ...options,
    baseUrl: base,
    signedIn: false,
    // Signed out, asking who is signed in answers 401.
    allowErrors: [/401/],
  });
  await page.goto("/sign-in");
  return { context, page, errors };
}

/** Signs in on the issuer's own pages: any login name, then consent. */
async function signInAtIssuer(page: Page, at: Issuer = issuer) {
  await page.waitForURL((url) => url.origin === at.issuer);
  await page.locator("input[name=login]").fill("ada");
  await page.locator("input[name=password]").fill("anything");
  await page.locator("button[type=submit]").click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/** GET /api/auth/user's answer, checked field by field against the app's User type. */
const userSchema: z.ZodType<User> = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  twoFactorEnabled: z.boolean(),
  language: z.enum(["en", "cy"]),
});

/** The signed-in user, as GET /api/auth/user answers. */
const currentUser = async (page: Page) =>
  userSchema.parse(await page.evaluate(async () => (await fetch("/api/auth/user")).json()));

/** Marks an account's address as confirmed, as its confirmation link would. */
function confirmEmail(userId: string, on: App = app) {
  const sqlite = new Database(path.join(on.dataDir, "uk-adventures.db"));
  sqlite.prepare("update user set emailVerified = 1 where id = ?").run(userId);
  sqlite.close();
}

/** An email-and-password account with the issuer's email, its address not yet confirmed. */
async function existingAccount(on: App = app): Promise<string> {
  const response = await fetch(`${on.baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: on.baseUrl },
    body: JSON.stringify({ email: OIDC_ACCOUNT.email, password: "a local password", name: "A L" }),
  });
  const { user } = z.object({ user: z.object({ id: z.string() }) }).parse(await response.json());
  return user.id;
}

/** The sign-in methods joined to an account. */
function signInMethods(userId: string, on: App = app): string[] {
  const sqlite = new Database(path.join(on.dataDir, "uk-adventures.db"), { readonly: true });
  const rows = sqlite
    .prepare("select providerId from account where userId = ? order by providerId")
    .all(userId) as { providerId: string }[];
  sqlite.close();
  return rows.map((row) => row.providerId);
}

/**
 * Signs in with the provider, and expects to be refused: back on the sign-in screen's choice
 * view with the failure shown inline, and still signed out.
 */
async function refusedAtSignIn(on: { app: App; issuer: Issuer } = { app, issuer }) {
  const { context, page } = await openSignIn(on.app.baseUrl);
  await page.getByRole("button", { name: `Continue with ${LABEL}` }).click();
  await signInAtIssuer(page, on.issuer);
  await page
    .getByRole("alert")
    .filter({ hasText: `${LABEL} sign-in failed. Please try again.` })
    .waitFor();
  expect(new URL(page.url()).pathname).toBe("/sign-in");
  await page.getByRole("button", { name: "Continue with email" }).waitFor();
  expect(await page.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);
  await context.close();
}

// Better Auth lets an address start three sign-ins in ten seconds: each test starts at most
// three on its app.
describe("signing in with an OpenID Connect provider", () => {
  it("joins the account with that address only once its owner has confirmed it, the same one each time", async () => {
    const existingId = await existingAccount();
    // A pre-registered account, whose address nobody has confirmed: never joined.
    await refusedAtSignIn();
    expect(signInMethods(existingId)).toEqual(["credential"]);

    confirmEmail(existingId);
    const first = await openSignIn(app.baseUrl);
    await first.page.getByRole("button", { name: `Continue with ${LABEL}` }).click();
    await signInAtIssuer(first.page);
    await first.page.getByRole("heading", { name: "Your Places" }).waitFor();
    const user = await currentUser(first.page);
    expect(user).toMatchObject({
      id: existingId,
      email: OIDC_ACCOUNT.email,
      firstName: OIDC_ACCOUNT.given_name,
      lastName: OIDC_ACCOUNT.family_name,
    });
    expect(signInMethods(existingId)).toEqual(["credential", "oidc"]);
    // Before signing in, /api/auth/user rightly answered 401.
    expect(first.errors.filter((e) => !e.includes("401"))).toEqual([]);
    await first.context.close();

    const again = await openSignIn(app.baseUrl);
    await again.page.getByRole("button", { name: `Continue with ${LABEL}` }).click();
    await signInAtIssuer(again.page);
    await again.page.getByRole("heading", { name: "Your Places" }).waitFor();
    expect((await currentUser(again.page)).id).toBe(user.id);
    await again.context.close();
  });

  it("joins nothing on the word of a provider that did not check the address, nor when it refuses", async () => {
    const owners = await existingAccount(other.app);
    confirmEmail(owners, other.app);
    // A provider that hands out an address it never checked: not taken at its word.
    other.issuer.behave({ emailVerified: false });
    await refusedAtSignIn(other);
    expect(signInMethods(owners, other.app)).toEqual(["credential"]);

    // A provider that refuses the app's code: the failure is said, and nothing is joined.
    other.issuer.behave({ emailVerified: true, refuseTokens: true });
    await refusedAtSignIn(other);
    expect(signInMethods(owners, other.app)).toEqual(["credential"]);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "sign-in with a provider at %s width in %s theme",
    (viewport, colorScheme) => {
      it("shows the provider's button beside email", async () => {
        const { context, page, errors } = await openSignIn(app.baseUrl, { viewport, colorScheme });
        await page.getByRole("button", { name: `Continue with ${LABEL}` }).waitFor();
        await screenshotter(page, `${viewport}-${colorScheme}`)("sign-in-external");
        // Signed out, /api/auth/user rightly answers 401.
        expect(errors.filter((e) => !e.includes("401"))).toEqual([]);
        await context.close();
      });
    },
  );
});

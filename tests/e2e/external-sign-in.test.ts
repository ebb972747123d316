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

/**
 * An app set up for the test issuer; `clientSecret` may be wrong on purpose, and the issuer
 * may vouch for addresses it never checked.
 */
async function appWithIssuer(clientSecret: string, emailVerified = true) {
  const port = await freePort();
  const idp = await startOidcIssuer(`http://127.0.0.1:${port}`, SECRET, emailVerified);
  const started = await startAppProcess(
    {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: "uk-adventures",
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_BUTTON_LABEL: LABEL,
    },
    { port },
  );
  return { app: started, issuer: idp };
}

beforeAll(async () => {
  ({ app, issuer } = await appWithIssuer(SECRET));
});
afterAll(async () => {
  await app.stop();
  await issuer.close();
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
async function signInAtIssuer(page: Page) {
  await page.waitForURL((url) => url.origin === issuer.issuer);
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
});

/** The signed-in user, as GET /api/auth/user answers. */
const currentUser = async (page: Page) =>
  userSchema.parse(await page.evaluate(async () => (await fetch("/api/auth/user")).json()));

/** An email-and-password account with the issuer's email, verified (the one to link to) or not. */
async function existingAccount(on: App = app, verified = true): Promise<string> {
  const response = await fetch(`${on.baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: on.baseUrl },
    body: JSON.stringify({ email: OIDC_ACCOUNT.email, password: "a local password", name: "A L" }),
  });
  const { user } = z.object({ user: z.object({ id: z.string() }) }).parse(await response.json());
  if (verified) {
    const sqlite = new Database(path.join(on.dataDir, "uk-adventures.db"));
    sqlite.prepare("update user set emailVerified = 1 where id = ?").run(user.id);
    sqlite.close();
  }
  return user.id;
}

/** The sign-in methods joined to an account. */
function signInMethods(on: App, userId: string): string[] {
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
async function refusedAtSignIn(on: { app: App; issuer: Issuer }) {
  const { context, page } = await openSignIn(on.app.baseUrl);
  await page.getByRole("button", { name: `Continue with ${LABEL}` }).click();
  await page.waitForURL((url) => url.origin === on.issuer.issuer);
  await page.locator("input[name=login]").fill("ada");
  await page.locator("input[name=password]").fill("anything");
  await page.locator("button[type=submit]").click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("alert")
    .filter({ hasText: `${LABEL} sign-in failed. Please try again.` })
    .waitFor();
  expect(new URL(page.url()).pathname).toBe("/sign-in");
  await page.getByRole("button", { name: "Continue with email" }).waitFor();
  expect(await page.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);
  await context.close();
}

describe("signing in with an OpenID Connect provider", () => {
  it("signs in on the provider's page as the existing account with that verified email, each time", async () => {
    const existingId = await existingAccount();
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

  it("never joins an account whose address nobody has confirmed (a pre-registered account)", async () => {
    const fresh = await appWithIssuer(SECRET);
    try {
      const squatted = await existingAccount(fresh.app, false);
      await refusedAtSignIn(fresh);
      expect(signInMethods(fresh.app, squatted)).toEqual(["credential"]);
    } finally {
      await fresh.app.stop();
      await fresh.issuer.close();
    }
  });

  it("never joins an existing account on the word of a provider that did not verify the address", async () => {
    const careless = await appWithIssuer(SECRET, false);
    try {
      const owners = await existingAccount(careless.app, true);
      await refusedAtSignIn(careless);
      expect(signInMethods(careless.app, owners)).toEqual(["credential"]);
    } finally {
      await careless.app.stop();
      await careless.issuer.close();
    }
  });

  it("shows the failure inline and stays on the choice view when the provider refuses", async () => {
    const refused = await appWithIssuer("the wrong secret");
    try {
      await refusedAtSignIn(refused);
    } finally {
      await refused.app.stop();
      await refused.issuer.close();
    }
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

import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { linkIn, startMailbox } from "#server/testing/mailbox.ts";
import { totpCode } from "#server/testing/totp.ts";
import { freePort, startAppProcess } from "../app-process.ts";
import type { browserPerFile, Viewport } from "./support.ts";

export const PASSWORD = "correct horse battery";

/** The 401s and 400s of asking who is signed in, or of a wrong code, which these pages expect. */
export const SIGNED_OUT_ERRORS = /40[01]/;
/** The page's errors but those. */
export const signedOutOnly = (errors: string[]) => errors.filter((e) => !SIGNED_OUT_ERRORS.test(e));

export const yourPlaces = (page: Page) =>
  page.getByRole("heading", { name: "Your Places" }).waitFor();

/**
 * An app of the account files' own, at http://localhost:PORT: passkeys need a host name, not
 * an IP address (WebAuthn refuses IP addresses as its relying party), and the shared app is at
 * 127.0.0.1. Its mail goes to a real SMTP server on loopback. `env` is added to its settings.
 */
export function accountApp(
  browser: ReturnType<typeof browserPerFile>,
  env: Record<string, string> = {},
) {
  let app: Awaited<ReturnType<typeof startAppProcess>> | undefined;
  let mailbox: ReturnType<typeof startMailbox> | undefined;
  /** The app's address as people (and passkeys) use it: BASE_URL. */
  let site = "";
  let addressCounter = 0;

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
        // Each browser below names its own address, so Better Auth's per-address limits
        // (three tries in 10 s on each two-factor path) count one browser's requests only.
        TRUSTED_PROXIES: "127.0.0.1,::1",
        ...env,
      },
      { port },
    );
  });
  afterAll(async () => {
    await app?.stop();
    await mailbox?.close();
  });

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
    await opened.context.setExtraHTTPHeaders({
      "x-forwarded-for": `198.51.100.${addressCounter}`,
    });
    return opened;
  }

  return {
    /** The app's data folder, for a test that changes its SQLite file. */
    dataDir: () => app?.dataDir ?? "",
    openPage,

    /** A page whose browser has a passkey device: Chromium's virtual authenticator. */
    async openPageWithAuthenticator(options: { allowErrors?: RegExp[] } = {}) {
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
    },

    /**
     * Signs up through the API from the page, as the sign-up form does; the page is then
     * signed in. Answers the welcome mail's confirmation link.
     */
    async signUp(page: Page, email: string, name = "Ada Lovelace") {
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
      return linkIn(await (mailbox as ReturnType<typeof startMailbox>).next(email), site);
    },
  };
}

/** Through the sign-in screen with email and password. */
export async function signInWithPassword(page: Page, email: string, password = PASSWORD) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: "Sign In" }).click();
}

export async function signOut(page: Page) {
  await page.goto("/api/logout");
  await page
    .getByRole("link", { name: /sign in/i })
    .first()
    .waitFor();
}

/**
 * Turns two-factor on for the page's account through the API, as the account page does (its
 * screens are a component test: src/client/features/account/components/account-page.test.tsx).
 * Answers the secret and the backup codes.
 */
export async function turnOnTwoFactor(page: Page) {
  const post = (path: string, body: object) =>
    page.evaluate(
      async ({ path, body }) => {
        const answer = await fetch(`/api/auth/two-factor/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        return { status: answer.status, body: await answer.json() };
      },
      { path, body },
    );
  const enabled = await post("enable", { password: PASSWORD });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = enabled.body as { totpURI: string; backupCodes: string[] };
  expect((await post("verify-totp", { code: totpCode(totpURI) })).status).toBe(200);
  return { secret: totpURI, codes: backupCodes };
}

/** Adds a passkey with this name on the account page and waits for it in the list. */
export async function addPasskeyOnAccountPage(page: Page, name: string) {
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByText("No passkeys yet.").waitFor();
  await section.getByLabel(/Name for a new passkey/).fill(name);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await section.getByRole("list", { name: "Your passkeys" }).getByText(name).waitFor();
}

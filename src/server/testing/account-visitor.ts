import { afterAll, beforeAll, expect } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import { HttpClient } from "./http-client.ts";
import type { Mailbox } from "./mailbox.ts";
import { startTestAppWithMailbox, type TestApp, uniqueEmail } from "./test-app.ts";
import { totpCode } from "./totp.ts";

// What the account files (routes/account*.test.ts) share: visitors that each come from an
// address of their own with a browser's User-Agent, and accounts made as the sign-up page
// makes them.

export const PASSWORD = "correct horse battery";
const FIREFOX = "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";

/**
 * The app the account files run on. The test is the proxy: each visitor names its own address,
 * so Better Auth's per-address limits (3 tries in 10 s on the two-factor paths) meet one
 * visitor's requests only.
 */
export const startAccountApp = () => startTestAppWithMailbox({ TRUSTED_PROXIES: "127.0.0.1" });

/**
 * The account app of the test file that calls it, started before its tests and closed after
 * them: `app` and `mailbox` once started, and `newAccount` made on them.
 */
export function accountAppForFile() {
  let started: Awaited<ReturnType<typeof startAccountApp>> | undefined;
  beforeAll(async () => {
    started = await startAccountApp();
  });
  afterAll(() => started?.close());
  const running = () => {
    if (!started) throw new Error("the account app has not started");
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get mailbox() {
      return running().mailbox;
    },
    newAccount: (name?: string) => newAccountOn(running().app, running().mailbox, name),
  };
}

let addressCounter = 0;
function nextAddress() {
  addressCounter += 1;
  return `203.0.113.${addressCounter % 250}`;
}
/** A visitor from an address of its own, with a browser's User-Agent. */
export class Visitor extends HttpClient {
  readonly address = nextAddress();
  userAgent = FIREFOX;
  override request(
    method: string,
    path: string,
    options: { json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {},
  ) {
    return super.request(method, path, {
      ...options,
      headers: {
        "x-forwarded-for": this.address,
        "user-agent": this.userAgent,
        ...options.headers,
      },
    });
  }
  auth(path: string, json: unknown = {}) {
    return this.request("POST", `/api/auth${path}`, { json });
  }
}

/** A new account with a password, signed up over HTTP from a visitor of its own. */
export async function newAccountOn(t: TestApp, mailbox: Mailbox, name = "Ada Traveller") {
  const email = uniqueEmail("account");
  const visitor = new Visitor(t.baseUrl);
  expect((await visitor.signUp(email, PASSWORD, name)).status).toBe(200);
  await mailbox.next(email);
  return { email, visitor };
}

export const errorOf = (response: Response) => ApiError.from(response);
export const userId = async (visitor: HttpClient) =>
  (await okJson(visitor.api.auth.user.$get())).id;

/** Turns two-factor sign-in on as the account page does; answers the secret and backup codes. */
export async function turnOnTwoFactor(visitor: Visitor) {
  const enabled = await visitor.auth("/two-factor/enable", { password: PASSWORD });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const confirmed = await visitor.auth("/two-factor/verify-totp", { code: totpCode(totpURI) });
  expect(confirmed.status).toBe(200);
  return { totpURI, backupCodes };
}

/**
 * Makes the account one that signs in only with a provider or a passkey (no password), signed
 * in ten minutes ago: too long for deletion to take the sign-in itself as the check.
 */
export async function withoutPasswordSignedInLongAgo(t: TestApp, id: string) {
  await t.db.deleteFrom("account").where("userId", "=", id).execute();
  const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
  await t.db
    .updateTable("session")
    .set({ createdAt: tenMinutesAgo })
    .where("userId", "=", id)
    .execute();
}

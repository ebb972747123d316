import type { ExpressionBuilder } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountExportFile, plainAuthError } from "#shared/account.ts";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import type { Database } from "../db/schema.ts";
import { HttpClient } from "../testing/http-client.ts";
import { pngDataUrl } from "../testing/images.ts";
import { linkIn, type Mailbox } from "../testing/mailbox.ts";
import { startTestAppWithMailbox, type TestApp, uniqueEmail } from "../testing/test-app.ts";
import { totpCode } from "../testing/totp.ts";

let t: TestApp;
let mailbox: Mailbox;
let close: () => Promise<void>;
beforeAll(async () => {
  // The test is the proxy: each visitor names its own address, so Better Auth's per-address
  // limits (3 tries in 10 s on the two-factor paths) meet one visitor's requests only.
  ({ app: t, mailbox, close } = await startTestAppWithMailbox({ TRUSTED_PROXIES: "127.0.0.1" }));
});
afterAll(() => close());

const PASSWORD = "correct horse battery";
const FIREFOX = "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";

let addressCounter = 0;
function nextAddress() {
  addressCounter += 1;
  return `203.0.113.${addressCounter % 250}`;
}
/** A visitor from an address of its own, with a browser's User-Agent. */
class Visitor extends HttpClient {
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

/** A new account with a password, signed in from a visitor of its own. */
async function newAccount(name = "Ada Traveller") {
  const email = uniqueEmail("account");
  const visitor = new Visitor(t.baseUrl);
  expect((await visitor.signUp(email, PASSWORD, name)).status).toBe(200);
  await mailbox.next(email);
  return { email, visitor };
}

const errorOf = (response: Response) => ApiError.from(response);
const userId = async (visitor: HttpClient) => (await okJson(visitor.api.auth.user.$get())).id;

/** Turns two-factor sign-in on as the account page does; answers the secret and backup codes. */
async function turnOnTwoFactor(visitor: Visitor) {
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
async function withoutPasswordSignedInLongAgo(id: string) {
  await t.db.deleteFrom("account").where("userId", "=", id).execute();
  const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
  await t.db
    .updateTable("session")
    .set({ createdAt: tenMinutesAgo })
    .where("userId", "=", id)
    .execute();
}

describe("GET /api/account", () => {
  it("describes the account and its sign-in methods", async () => {
    const { email, visitor } = await newAccount("Ada Lovelace");
    expect(await okJson(visitor.api.account.$get())).toEqual({
      name: "Ada Lovelace",
      email,
      emailVerified: false,
      createdAt: expect.any(String),
      hasPassword: true,
      twoFactorEnabled: false,
      externalSignIns: [],
      passkeyCount: 0,
    });
  });
});

describe("sessions", () => {
  it("lists each with its browser and system, marking this device", async () => {
    const { email, visitor } = await newAccount();
    const phone = new Visitor(t.baseUrl);
    phone.userAgent =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
    expect((await phone.signIn(email, PASSWORD)).status).toBe(200);

    const sessions = await okJson(visitor.api.account.sessions.$get());
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({ browser: "Firefox", system: "Linux" });
    expect(sessions.find((s) => !s.current)).toMatchObject({ browser: "Safari", system: "iPhone" });
    // Told apart by where each began: this one here, the phone by its address's first parts.
    expect(sessions.find((s) => s.current)?.network).toBe("This network");
    expect(sessions.find((s) => !s.current)?.network).toMatch(/^\d+\.\d+\.\d+\.…$/);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ["browser", "createdAt", "current", "id", "lastUsedAt", "network", "system"].sort(),
      );
    }
  });

  it("signs one out: it stops working at once", async () => {
    const { email, visitor } = await newAccount();
    const other = new Visitor(t.baseUrl);
    await other.signIn(email, PASSWORD);
    const sessions = await okJson(visitor.api.account.sessions.$get());
    const theirs = sessions.find((s) => !s.current);
    const ended = await visitor.write("DELETE", `/api/account/sessions/${theirs?.id}`);
    expect(ended.status).toBe(204);
    expect((await other.get("/api/auth/user")).status).toBe(401);
    expect((await visitor.get("/api/auth/user")).status).toBe(200);
    // Gone: asking again is the same 404 as for an id that never was.
    const again = await visitor.write("DELETE", `/api/account/sessions/${theirs?.id}`);
    expect(again.status).toBe(404);
  });

  it("answers 404 for another account's session, which keeps working", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const [bobs] = await okJson(bob.visitor.api.account.sessions.$get());
    const refused = await alice.visitor.write("DELETE", `/api/account/sessions/${bobs?.id}`);
    const missing = await alice.visitor.write("DELETE", "/api/account/sessions/no-such-session");
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(await missing.json());
    expect((await bob.visitor.get("/api/auth/user")).status).toBe(200);
  });

  it("signs out everywhere else, keeping this device", async () => {
    const { email, visitor } = await newAccount();
    const others = [new Visitor(t.baseUrl), new Visitor(t.baseUrl)];
    for (const other of others) await other.signIn(email, PASSWORD);
    const answer = await okJson(visitor.api.account.sessions["sign-out-others"].$post());
    expect(answer).toEqual({ signedOut: 2 });
    for (const other of others) expect((await other.get("/api/auth/user")).status).toBe(401);
    expect(await okJson(visitor.api.account.sessions.$get())).toHaveLength(1);
  });

  it("does not offer Better Auth's session list or revocations, which carry tokens", async () => {
    const { visitor } = await newAccount();
    expect((await visitor.get("/api/auth/list-sessions")).status).toBe(404);
    for (const path of ["/revoke-session", "/revoke-sessions", "/revoke-other-sessions"]) {
      expect((await visitor.auth(path, { token: "x" })).status).toBe(404);
    }
  });
});

describe("POST /api/auth/change-password", () => {
  it("needs the current password", async () => {
    const { visitor } = await newAccount();
    const wrong = await visitor.auth("/change-password", {
      currentPassword: "not my password",
      newPassword: "a brand new password",
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe("INVALID_PASSWORD");
    const short = await visitor.auth("/change-password", {
      currentPassword: PASSWORD,
      newPassword: "short",
    });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).details?.[0]?.field).toBe("newPassword");
  });

  it("changes it and ends every other session, even when not asked to", async () => {
    const { email, visitor } = await newAccount();
    const other = new Visitor(t.baseUrl);
    await other.signIn(email, PASSWORD);
    const changed = await visitor.auth("/change-password", {
      currentPassword: PASSWORD,
      newPassword: "a brand new password",
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect((await visitor.get("/api/auth/user")).status).toBe(200);
    expect((await other.get("/api/auth/user")).status).toBe(401);
    expect((await new Visitor(t.baseUrl).signIn(email, PASSWORD)).status).toBe(401);
    expect((await new Visitor(t.baseUrl).signIn(email, "a brand new password")).status).toBe(200);
  });
});

describe("POST /api/auth/change-email", () => {
  it("mails a link to the new address and a notice to the old; it applies once confirmed", async () => {
    const { email, visitor } = await newAccount();
    const newEmail = uniqueEmail("moved");
    const asked = await visitor.auth("/change-email", { newEmail });
    expect(asked.status).toBe(200);

    const notice = await mailbox.next(email);
    expect(notice).toContain(newEmail);
    expect(notice).not.toContain(t.baseUrl);
    const link = linkIn(await mailbox.next(newEmail), t.baseUrl);
    expect(link).toContain("/api/auth/verify-email");
    expect((await okJson(visitor.api.auth.user.$get())).email).toBe(email);

    // Opened signed out, it changes nothing and asks to sign in first.
    const signedOut = await new Visitor(t.baseUrl).get(link.slice(t.baseUrl.length));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/sign-in?confirm-email=1");
    expect((await okJson(visitor.api.auth.user.$get())).email).toBe(email);

    // Opened in another account's browser, it changes nothing either.
    const stranger = await newAccount();
    const wrongAccount = await stranger.visitor.get(link.slice(t.baseUrl.length));
    expect(wrongAccount.headers.get("location")).toContain("error=INVALID_USER");
    expect((await okJson(visitor.api.auth.user.$get())).email).toBe(email);

    const confirmed = await visitor.get(link.slice(t.baseUrl.length));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/account?email=confirmed");
    const account = await okJson(visitor.api.account.$get());
    expect(account).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await new Visitor(t.baseUrl).signIn(newEmail, PASSWORD)).status).toBe(200);
  });

  it("refuses an address that is not one", async () => {
    const { visitor } = await newAccount();
    const refused = await visitor.auth("/change-email", { newEmail: "nowhere" });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).details?.[0]?.field).toBe("newEmail");
  });
});

describe("two-factor sign-in", () => {
  it("is turned on with the password and a first code, then asked for after the password", async () => {
    const { email, visitor } = await newAccount();
    const noPassword = await visitor.auth("/two-factor/enable", {});
    expect(noPassword.status).toBe(400);
    const { totpURI, backupCodes } = await turnOnTwoFactor(visitor);
    expect(new URL(totpURI).searchParams.get("issuer")).toBe("UK Adventures");
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    expect(await okJson(visitor.api.auth.user.$get())).toMatchObject({ twoFactorEnabled: true });

    const browser = new Visitor(t.baseUrl);
    const first = await browser.signIn(email, PASSWORD);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    // No session yet: only the code finishes signing in.
    expect((await browser.get("/api/auth/user")).status).toBe(401);

    const wrong = await browser.auth("/two-factor/verify-totp", { code: "000000" });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).code).toBe("INVALID_CODE");
    const audit = await t.db
      .selectFrom("auditLog")
      .select(["kind", "action"])
      .where("ip", "=", browser.address)
      .execute();
    expect(audit).toContainEqual({ kind: "sign-in-failed", action: "sign-in (two-factor code)" });

    const right = await browser.auth("/two-factor/verify-totp", {
      code: totpCode(totpURI),
      trustDevice: false,
    });
    expect(right.status).toBe(200);
    expect((await browser.get("/api/auth/user")).status).toBe(200);
  });

  it("takes a backup code once, never twice", async () => {
    const { email, visitor } = await newAccount();
    const { backupCodes } = await turnOnTwoFactor(visitor);
    const code = backupCodes[0] ?? "";

    const first = new Visitor(t.baseUrl);
    await first.signIn(email, PASSWORD);
    expect((await first.auth("/two-factor/verify-backup-code", { code })).status).toBe(200);
    expect((await first.get("/api/auth/user")).status).toBe(200);

    const second = new Visitor(t.baseUrl);
    await second.signIn(email, PASSWORD);
    const reused = await second.auth("/two-factor/verify-backup-code", { code });
    expect(reused.status).toBe(401);
    expect((await errorOf(reused)).code).toBe("INVALID_BACKUP_CODE");
    expect((await second.get("/api/auth/user")).status).toBe(401);
  });

  it("lets a trusted device skip the code for 30 days", async () => {
    const { email, visitor } = await newAccount();
    const { totpURI } = await turnOnTwoFactor(visitor);
    const browser = new Visitor(t.baseUrl);
    await browser.signIn(email, PASSWORD);
    const trusted = await browser.auth("/two-factor/verify-totp", {
      code: totpCode(totpURI),
      trustDevice: true,
    });
    expect(trusted.status).toBe(200);
    const cookie = trusted.headers.getSetCookie().find((line) => line.includes("trust_device"));
    expect(cookie).toMatch(/Max-Age=2592000/i);
    await browser.request("POST", "/api/logout", {
      headers: { "x-csrf-token": await browser.fetchCsrfToken() },
    });
    const again = await browser.signIn(email, PASSWORD);
    expect(await again.json()).not.toHaveProperty("twoFactorRedirect");
    expect((await browser.get("/api/auth/user")).status).toBe(200);
  });

  it("is turned off only with the password", async () => {
    const { email, visitor } = await newAccount();
    await turnOnTwoFactor(visitor);
    const wrong = await visitor.auth("/two-factor/disable", { password: "not it at all" });
    expect(wrong.status).toBe(400);
    expect((await okJson(visitor.api.account.$get())).twoFactorEnabled).toBe(true);
    expect((await visitor.auth("/two-factor/disable", { password: PASSWORD })).status).toBe(200);
    expect((await okJson(visitor.api.account.$get())).twoFactorEnabled).toBe(false);
    const plain = await new Visitor(t.baseUrl).signIn(email, PASSWORD);
    expect(await plain.json()).not.toHaveProperty("twoFactorRedirect");
  });

  it("makes new backup codes with the password; the old ones stop working", async () => {
    const { email, visitor } = await newAccount();
    const { backupCodes: old } = await turnOnTwoFactor(visitor);

    const none = await visitor.auth("/two-factor/generate-backup-codes", {});
    expect(none.status).toBe(400);
    expect((await errorOf(none)).code).toBe("INVALID_PASSWORD");
    const wrong = await visitor.auth("/two-factor/generate-backup-codes", {
      password: "not my password",
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe("INVALID_PASSWORD");

    const made = await visitor.auth("/two-factor/generate-backup-codes", { password: PASSWORD });
    expect(made.status).toBe(200);
    const { backupCodes } = (await made.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes.filter((code) => old.includes(code))).toEqual([]);

    const withOld = new Visitor(t.baseUrl);
    await withOld.signIn(email, PASSWORD);
    const refused = await withOld.auth("/two-factor/verify-backup-code", { code: old[1] });
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).code).toBe("INVALID_BACKUP_CODE");
    expect((await withOld.get("/api/auth/user")).status).toBe(401);

    const code = backupCodes[0] ?? "";
    for (const expected of [200, 401]) {
      const browser = new Visitor(t.baseUrl);
      await browser.signIn(email, PASSWORD);
      const answer = await browser.auth("/two-factor/verify-backup-code", { code });
      expect(answer.status).toBe(expected);
      expect((await browser.get("/api/auth/user")).status).toBe(expected);
    }
  });

  it("makes no backup codes for an account without two-factor, or signed out", async () => {
    const { visitor } = await newAccount();
    const off = await visitor.auth("/two-factor/generate-backup-codes", { password: PASSWORD });
    expect(off.status).toBe(400);
    expect((await errorOf(off)).code).toBe("TWO_FACTOR_NOT_ENABLED");
    const signedOut = await new Visitor(t.baseUrl).auth("/two-factor/generate-backup-codes", {
      password: PASSWORD,
    });
    expect(signedOut.status).toBe(401);
  });

  it("opens only the plugin endpoints the app uses", async () => {
    const { visitor } = await newAccount();
    for (const path of [
      "/two-factor/send-otp",
      "/two-factor/verify-otp",
      "/two-factor/get-totp-uri",
    ]) {
      const response = await visitor.auth(path, { password: PASSWORD });
      expect(response.status, path).toBe(404);
      expect((await errorOf(response)).code).toBe("not_found");
    }
  });
});

describe("two-factor code limits", () => {
  const TOTP = "/two-factor/verify-totp";
  const BACKUP = "/two-factor/verify-backup-code";
  let spareAddress = 0;
  /** A code sent from an address of its own, so the per-address limit does not meet it. */
  const fromElsewhere = (browser: Visitor, path: string, code: string) => {
    spareAddress += 1;
    return browser.request("POST", `/api/auth${path}`, {
      json: { code },
      headers: {
        "x-forwarded-for": `198.18.${Math.floor(spareAddress / 250)}.${spareAddress % 250}`,
      },
    });
  };
  /** The password step of a sign-in, from a browser of its own. */
  async function atCodeScreen(email: string) {
    const browser = new Visitor(t.baseUrl);
    expect(await (await browser.signIn(email, PASSWORD)).json()).toMatchObject({
      twoFactorRedirect: true,
    });
    return browser;
  }

  it.each([
    [TOTP, "000000"],
    [BACKUP, "aaaaa-bbbbb"],
  ])("allow 3 tries in 10 s per address on %s, then 429 said plainly", async (path, code) => {
    const { email, visitor } = await newAccount();
    await turnOnTwoFactor(visitor);
    const browser = await atCodeScreen(email);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await browser.auth(path, { code })).status);
    expect(statuses).toEqual([401, 401, 401]);
    const refused = await browser.auth(path, { code });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    // Better Auth's wait is wrong on PostgreSQL, so the longest window is said instead.
    expect(seconds).toBeLessThanOrEqual(t.dialect === "sqlite" ? 10 : 60);
    const error = await errorOf(refused);
    expect(error.code).toBe("rate_limited");
    expect(error.message).toBe(
      `Too many tries. Wait ${seconds} second${seconds === 1 ? "" : "s"}, then try again.`,
    );
  });

  it("end one sign-in after 5 wrong codes: even the right one then needs a new sign-in", async () => {
    const { email, visitor } = await newAccount();
    const { totpURI, backupCodes } = await turnOnTwoFactor(visitor);
    const browser = await atCodeScreen(email);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await fromElsewhere(
        browser,
        i % 2 ? BACKUP : TOTP,
        i % 2 ? "aaaaa-bbbbb" : "000000",
      );
      expect(wrong.status).toBe(401);
    }
    const late = await fromElsewhere(browser, BACKUP, backupCodes[0] ?? "");
    expect(late.status).toBe(400);
    const error = await errorOf(late);
    expect(error.code).toBe("TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE");
    expect(plainAuthError(error.code)).toBe(
      "Too many wrong codes. Sign in again to try once more.",
    );
    expect((await browser.get("/api/auth/user")).status).toBe(401);

    const again = await atCodeScreen(email);
    expect((await again.auth(TOTP, { code: totpCode(totpURI) })).status).toBe(200);
  });

  it("pause the account's codes for 15 minutes after 10 wrong in a row, said plainly", async () => {
    const { email, visitor } = await newAccount();
    const id = await userId(visitor);
    const { totpURI } = await turnOnTwoFactor(visitor);
    for (let round = 0; round < 2; round += 1) {
      const browser = await atCodeScreen(email);
      for (let i = 0; i < 5; i += 1) {
        expect((await fromElsewhere(browser, TOTP, "000000")).status).toBe(401);
      }
    }
    const browser = await atCodeScreen(email);
    const paused = await browser.auth(TOTP, { code: totpCode(totpURI) });
    expect(paused.status).toBe(429);
    expect(await errorOf(paused)).toMatchObject({
      code: "rate_limited",
      message: "Too many wrong codes for this account. Wait 15 minutes, then sign in again.",
    });
    expect((await browser.get("/api/auth/user")).status).toBe(401);

    const lockedUntil = (eb: ExpressionBuilder<Database, "twoFactor">) =>
      eb.ref("lockedUntil" as never);
    const [row] = await t.db
      .selectFrom("twoFactor")
      .select((eb) => lockedUntil(eb).as("until"))
      .where("userId", "=", id)
      .execute();
    const until = new Date(row?.until as unknown as string | Date).getTime();
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    // Once the 15 minutes are over, the right code signs in.
    const past = new Date(Date.now() - 1000);
    await t.db
      .updateTable("twoFactor")
      .set({ lockedUntil: t.dialect === "sqlite" ? past.toISOString() : past } as never)
      .where("userId", "=", id)
      .execute();
    const later = await atCodeScreen(email);
    expect((await later.auth(TOTP, { code: totpCode(totpURI) })).status).toBe(200);
  });
});

describe("passkeys", () => {
  it("are registered for BASE_URL's host, and listed empty to start with", async () => {
    const { visitor } = await newAccount();
    const options = await visitor.get("/api/auth/passkey/generate-register-options");
    expect(options.status).toBe(200);
    expect(await options.json()).toMatchObject({
      rp: { id: new URL(t.baseUrl).hostname, name: "UK Adventures" },
      challenge: expect.any(String),
    });
    const listed = await visitor.get("/api/auth/passkey/list-user-passkeys");
    expect(await listed.json()).toEqual([]);
    const signedOut = await new Visitor(t.baseUrl).get("/api/auth/passkey/list-user-passkeys");
    expect(signedOut.status).toBe(401);
  });

  /** A passkey row as the plugin stores one: the page never reads its key. */
  async function storedPasskey(owner: Visitor, name: string) {
    const ownerId = await userId(owner);
    const id = `pk-${ownerId}-${name.length}`;
    const now = new Date().toISOString();
    await t.db
      .insertInto("passkey")
      .values({
        id,
        name,
        userId: ownerId,
        deviceType: "singleDevice",
        backedUp: t.dialect === "sqlite" ? 0 : false,
        createdAt: now,
        // Columns the app never reads, which the table still requires.
        ...({ publicKey: "AAAA", credentialID: `cred-${id}`, counter: 0 } as object),
      })
      .execute();
    return id;
  }
  const passkeyNames = async (visitor: Visitor) =>
    (
      (await (await visitor.get("/api/auth/passkey/list-user-passkeys")).json()) as {
        name: string;
      }[]
    ).map((p) => p.name);

  it("are renamed and removed by their own account", async () => {
    const { visitor } = await newAccount();
    const id = await storedPasskey(visitor, "Laptop");
    const renamed = await visitor.auth("/passkey/update-passkey", { id, name: "Work laptop" });
    expect(renamed.status).toBe(200);
    expect(await passkeyNames(visitor)).toEqual(["Work laptop"]);
    expect(await okJson(visitor.api.account.$get())).toMatchObject({ passkeyCount: 1 });

    expect((await visitor.auth("/passkey/delete-passkey", { id })).status).toBe(200);
    expect(await passkeyNames(visitor)).toEqual([]);
    expect(await okJson(visitor.api.account.$get())).toMatchObject({ passkeyCount: 0 });
    const again = await visitor.auth("/passkey/delete-passkey", { id });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  it("cannot be renamed or removed by another account", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const id = await storedPasskey(bob.visitor, "Bob's phone");
    const rename = await alice.visitor.auth("/passkey/update-passkey", { id, name: "Mine now" });
    const remove = await alice.visitor.auth("/passkey/delete-passkey", { id });
    expect(rename.status).toBeGreaterThanOrEqual(400);
    expect(remove.status).toBeGreaterThanOrEqual(400);
    expect(await passkeyNames(bob.visitor)).toEqual(["Bob's phone"]);
  });
});

describe("GET /api/account/export", () => {
  it("is a download of the account, its places with photos, and its achievements", async () => {
    const { email, visitor } = await newAccount("Grace Hopper");
    const photo = await pngDataUrl();
    const place = await okJson(
      visitor.api.places.$post({
        json: {
          name: "Tintagel Castle",
          latitude: 50.668,
          longitude: -4.759,
          photoUrl: photo,
          link: "https://maps.google.co.uk/?q=50.668,-4.759",
          locationApproximate: true,
        },
      }),
    );
    const trip = (await (
      await visitor.write("POST", "/api/trips", {
        name: "Cornwall",
        startDate: "2025-06-14",
        endDate: "2025-06-14",
      })
    ).json()) as { id: number };
    await visitor.write("PUT", `/api/trips/${trip.id}/plan`, {
      days: [{ stops: [{ placeId: place.id, note: "Arrive early" }] }],
    });
    const shared = await visitor.write("POST", `/api/trips/${trip.id}/share`, {});
    const { url } = (await shared.json()) as { url: string };
    const response = await visitor.get("/api/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="uk-adventures-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const file = (await response.json()) as AccountExportFile;
    expect(file).toMatchObject({
      kind: "account",
      version: "1.0",
      appName: "UK Adventures",
      account: {
        name: "Grace Hopper",
        email,
        emailVerified: false,
        signInMethods: [{ type: "password" }],
      },
      achievements: [{ achievementId: "explorer", earnedAt: expect.any(String) }],
    });
    expect(file.places).toHaveLength(1);
    expect(file.places[0]).toMatchObject({
      name: "Tintagel Castle",
      latitude: 50.668,
      longitude: -4.759,
      photoUrl: expect.stringMatching(/^data:image\/webp;base64,/),
      link: "https://maps.google.co.uk/?q=50.668,-4.759",
      locationApproximate: true,
    });
    expect(file.trips).toEqual([
      {
        name: "Cornwall",
        startDate: "2025-06-14",
        endDate: "2025-06-14",
        notes: null,
        days: [
          {
            date: "2025-06-14",
            stops: [{ placeId: place.id, placeName: "Tintagel Castle", note: "Arrive early" }],
          },
        ],
        unscheduled: [],
        share: expect.objectContaining({ showName: false, includePhotos: false }),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    // A share link's token is never in the file.
    expect(JSON.stringify(file)).not.toContain(url.split("/").pop());
  });

  it("holds no secret: no password hash, session token, two-factor secret or backup code", async () => {
    const { visitor } = await newAccount();
    const { totpURI, backupCodes } = await turnOnTwoFactor(visitor);
    const id = await userId(visitor);
    const text = await (await visitor.get("/api/account/export")).text();
    const file = JSON.parse(text) as AccountExportFile;
    expect(file.account.signInMethods).toEqual([{ type: "password" }, { type: "two-factor" }]);

    const secrets = [
      ...(await t.db.selectFrom("session").select("token").where("userId", "=", id).execute()).map(
        (row) => row.token,
      ),
      ...(
        await t.db
          .selectFrom("account")
          .select((eb) => eb.ref("password" as never).as("hash"))
          .where("userId", "=", id)
          .execute()
      ).map((row) => String(row.hash)),
      ...(
        await t.db
          .selectFrom("twoFactor")
          .select((eb) => [
            eb.ref("secret" as never).as("secret"),
            eb.ref("backupCodes" as never).as("codes"),
          ])
          .where("userId", "=", id)
          .execute()
      ).flatMap((row) => [String(row.secret), String(row.codes)]),
      new URL(totpURI).searchParams.get("secret") ?? "",
      ...backupCodes,
    ];
    expect(secrets.length).toBeGreaterThan(14);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/argon2|"token"|"secret"|"password":/);
  });
});

describe("POST /api/auth/delete-user", () => {
  /** Every row that names the user, in every table that can. */
  async function rowsOf(id: string) {
    const counts: Record<string, number> = {};
    for (const table of [
      "session",
      "account",
      "place",
      "photo",
      "issuedPhoto",
      "achievement",
      "adminGrant",
      "placeListVersion",
      "passkey",
      "twoFactor",
    ] as const) {
      const rows = await t.db.selectFrom(table).select("userId").where("userId", "=", id).execute();
      counts[table] = rows.length;
    }
    const user = await t.db.selectFrom("user").select("id").where("id", "=", id).execute();
    counts.user = user.length;
    return counts;
  }

  it("needs the password of an account that has one", async () => {
    const { visitor } = await newAccount();
    const none = await visitor.auth("/delete-user", {});
    expect(none.status).toBe(400);
    expect((await errorOf(none)).details?.[0]?.field).toBe("password");
    const wrong = await visitor.auth("/delete-user", { password: "not my password" });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get("clear-site-data")).toBeNull();
    expect((await errorOf(wrong)).code).toBe("INVALID_PASSWORD");
    expect((await visitor.get("/api/auth/user")).status).toBe(200);
  });

  it("deletes everything of the account, forgets its address in the audit log, and lets it sign up anew", async () => {
    const { email, visitor } = await newAccount();
    const id = await userId(visitor);
    await turnOnTwoFactor(visitor);
    await okJson(
      visitor.api.places.$post({ json: { name: "Lindisfarne", photoUrl: await pngDataUrl() } }),
    );
    await t.db
      .insertInto("adminGrant")
      .values({ userId: id, grantedAt: new Date().toISOString() })
      .execute();
    // A failed sign-in names the address in the audit log.
    await new Visitor(t.baseUrl).signIn(email, "a wrong password");
    const before = await rowsOf(id);
    expect(before).toMatchObject({
      user: 1,
      place: 1,
      photo: 1,
      achievement: 1,
      adminGrant: 1,
      twoFactor: 1,
    });
    expect(before.session).toBeGreaterThan(0);

    const deleted = await visitor.auth("/delete-user", { password: PASSWORD });
    expect(deleted.status).toBe(200);
    // Photos the browser's own cache kept go too, as at sign-out.
    expect(deleted.headers.get("clear-site-data")).toBe('"cache"');
    expect(Object.values(await rowsOf(id)).every((n) => n === 0)).toBe(true);
    expect((await visitor.get("/api/auth/user")).status).toBe(401);

    const audit = await t.db.selectFrom("auditLog").selectAll().execute();
    expect(audit.some((e) => e.actor === email || e.target === email)).toBe(false);
    const deletions = audit.filter((e) => e.kind === "account-deleted");
    expect(deletions.length).toBeGreaterThan(0);
    for (const entry of deletions) {
      expect(entry).toMatchObject({
        action: "delete-account",
        actor: null,
        target: null,
        ip: null,
      });
    }

    const again = new Visitor(t.baseUrl);
    expect((await again.signUp(email, "another password 2")).status).toBe(200);
    expect(await okJson(again.api.places.$get())).toEqual([]);
    expect(await okJson(again.api.achievements.$get())).toEqual([]);
    expect(await okJson(again.api.account.$get())).toMatchObject({
      twoFactorEnabled: false,
      passkeyCount: 0,
      emailVerified: false,
    });
    expect(await userId(again)).not.toBe(id);
  });

  it("takes a recent sign-in from an account without a password, and refuses an old one", async () => {
    const { visitor } = await newAccount();
    const id = await userId(visitor);
    await withoutPasswordSignedInLongAgo(id);
    const old = await visitor.auth("/delete-user", {});
    expect(old.status).toBe(403);
    expect((await errorOf(old)).message).toMatch(/passkey/);
    await t.db
      .updateTable("session")
      .set({ createdAt: new Date().toISOString() })
      .where("userId", "=", id)
      .execute();
    expect((await visitor.auth("/delete-user", {})).status).toBe(200);
    expect((await rowsOf(id)).user).toBe(0);
  });

  it("takes at most 5 tries a minute from one address", async () => {
    const { visitor } = await newAccount();
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await visitor.auth("/delete-user", { password: `wrong ${i}` })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const refused = await visitor.auth("/delete-user", { password: PASSWORD });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toMatch(/^Too many tries\. Wait \d+ seconds?, then/);
    expect((await visitor.get("/api/auth/user")).status).toBe(200);
  });

  it("counts a code given instead of a password against the two-factor paths' limit", async () => {
    const { visitor } = await newAccount();
    const id = await userId(visitor);
    const { totpURI } = await turnOnTwoFactor(visitor);
    await withoutPasswordSignedInLongAgo(id);
    // A new address: turning two-factor on took this one's tries on verify-totp.
    const elsewhere = { "x-forwarded-for": "192.0.2.77" };
    const attempt = (code: string) =>
      visitor.request("POST", "/api/auth/delete-user", { json: { code }, headers: elsewhere });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await attempt("000000")).status);
    expect(statuses).toEqual([400, 400, 400]);
    const refused = await attempt(totpCode(totpURI));
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toMatch(/^Too many tries\. Wait \d+ seconds?, then/);
    expect((await rowsOf(id)).user).toBe(1);
  });

  it("takes a two-factor code from an account without a password", async () => {
    const { visitor } = await newAccount();
    const id = await userId(visitor);
    const { totpURI } = await turnOnTwoFactor(visitor);
    await withoutPasswordSignedInLongAgo(id);
    expect((await visitor.auth("/delete-user", {})).status).toBe(403);
    const wrong = await visitor.auth("/delete-user", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toMatch(/^That code is not right/);
    expect((await visitor.auth("/delete-user", { code: totpCode(totpURI) })).status).toBe(200);
    expect((await rowsOf(id)).user).toBe(0);
  });
});

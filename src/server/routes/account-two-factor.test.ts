import type { ExpressionBuilder } from "kysely";
import { describe, expect, it } from "vitest";
import { plainAuthError } from "#shared/account.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Database } from "../db/schema.ts";
import {
  accountAppForFile,
  errorOf,
  PASSWORD,
  turnOnTwoFactor,
  userId,
  Visitor,
} from "../testing/account-visitor.ts";
import { totpCode } from "../testing/totp.ts";

// Two-factor sign-in: turning it on and off, backup codes, trusted devices, and the limits on
// wrong codes.
const accounts = accountAppForFile();
const { newAccount } = accounts;

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

    const browser = new Visitor(accounts.app.baseUrl);
    const first = await browser.signIn(email, PASSWORD);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    // No session yet: only the code finishes signing in.
    expect((await browser.get("/api/auth/user")).status).toBe(401);

    const wrong = await browser.auth("/two-factor/verify-totp", { code: "000000" });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).code).toBe("INVALID_CODE");
    const audit = await accounts.app.db
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

    const first = new Visitor(accounts.app.baseUrl);
    await first.signIn(email, PASSWORD);
    expect((await first.auth("/two-factor/verify-backup-code", { code })).status).toBe(200);
    expect((await first.get("/api/auth/user")).status).toBe(200);

    const second = new Visitor(accounts.app.baseUrl);
    await second.signIn(email, PASSWORD);
    const reused = await second.auth("/two-factor/verify-backup-code", { code });
    expect(reused.status).toBe(401);
    expect((await errorOf(reused)).code).toBe("INVALID_BACKUP_CODE");
    expect((await second.get("/api/auth/user")).status).toBe(401);
  });

  it("lets a trusted device skip the code for 30 days", async () => {
    const { email, visitor } = await newAccount();
    const { totpURI } = await turnOnTwoFactor(visitor);
    const browser = new Visitor(accounts.app.baseUrl);
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
    const plain = await new Visitor(accounts.app.baseUrl).signIn(email, PASSWORD);
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

    const withOld = new Visitor(accounts.app.baseUrl);
    await withOld.signIn(email, PASSWORD);
    const refused = await withOld.auth("/two-factor/verify-backup-code", { code: old[1] });
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).code).toBe("INVALID_BACKUP_CODE");
    expect((await withOld.get("/api/auth/user")).status).toBe(401);

    const code = backupCodes[0] ?? "";
    for (const expected of [200, 401]) {
      const browser = new Visitor(accounts.app.baseUrl);
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
    const signedOut = await new Visitor(accounts.app.baseUrl).auth(
      "/two-factor/generate-backup-codes",
      {
        password: PASSWORD,
      },
    );
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
    const browser = new Visitor(accounts.app.baseUrl);
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
    expect(seconds).toBeLessThanOrEqual(accounts.app.dialect === "sqlite" ? 10 : 60);
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
    const [row] = await accounts.app.db
      .selectFrom("twoFactor")
      .select((eb) => lockedUntil(eb).as("until"))
      .where("userId", "=", id)
      .execute();
    const until = new Date(row?.until as unknown as string | Date).getTime();
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    // Once the 15 minutes are over, the right code signs in.
    const past = new Date(Date.now() - 1000);
    await accounts.app.db
      .updateTable("twoFactor")
      .set({ lockedUntil: accounts.app.dialect === "sqlite" ? past.toISOString() : past } as never)
      .where("userId", "=", id)
      .execute();
    const later = await atCodeScreen(email);
    expect((await later.auth(TOTP, { code: totpCode(totpURI) })).status).toBe(200);
  });
});

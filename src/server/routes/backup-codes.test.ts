import { symmetricEncrypt } from "better-auth/crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ApiError } from "#shared/api-error.ts";
import {
  accountAppForFile,
  PASSWORD,
  turnOnTwoFactor,
  Visitor,
} from "../testing/account-visitor.ts";

// Each visitor names its own address, so the two-factor paths' per-address limit (3 tries in
// 10 s) meets one visitor's requests only.
const accounts = accountAppForFile();

/** A new account with two-factor sign-in on; answers its address and the codes shown. */
async function accountWithTwoFactor() {
  const { email, visitor } = await accounts.newAccount();
  const { backupCodes } = await turnOnTwoFactor(visitor);
  return { email, backupCodes };
}

/** A sign-in from a new browser finished with this backup code; answers its status. */
async function signInWithBackupCode(email: string, code: string) {
  const browser = new Visitor(accounts.app.baseUrl);
  expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
  const answer = await browser.auth("/two-factor/verify-backup-code", { code });
  if (answer.status !== 200) {
    expect((await ApiError.from(answer)).code).toBe("INVALID_BACKUP_CODE");
  }
  return answer.status;
}

describe("backup codes", () => {
  it("are made without look-alike characters, in one case", async () => {
    const { backupCodes } = await accountWithTwoFactor();
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) {
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    }
  });

  it("are taken as typed from paper: any case, spaces or no dash, and each still only once", async () => {
    const { email, backupCodes } = await accountWithTwoFactor();
    const [first = "", second = "", third = ""] = backupCodes;
    expect(await signInWithBackupCode(email, first.toLowerCase())).toBe(200);
    expect(await signInWithBackupCode(email, ` ${second.replace("-", " ").toLowerCase()} `)).toBe(
      200,
    );
    expect(await signInWithBackupCode(email, third.replace("-", ""))).toBe(200);
    // Used, in whatever form it is typed again.
    expect(await signInWithBackupCode(email, first)).toBe(401);
    expect(await signInWithBackupCode(email, second.toLowerCase())).toBe(401);
  });

  it("issued before, in mixed case, keep working, typed exactly or in lower case", async () => {
    const { email } = await accountWithTwoFactor();
    // Codes as Better Auth made them before: letters of both cases and digits, stored as it
    // stores them by default (encrypted with the app's secret).
    const old = ["z9LlM-kW21L", "Ab3dE-9xY2z", "QqOo0-IiLl1"];
    const { secretConfig } = await accounts.app.auth.$context;
    const stored = await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(old) });
    const user = await accounts.app.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    // The app's own table types leave the codes out: nothing of ours reads them.
    await sql`update "twoFactor" set "backupCodes" = ${stored} where "userId" = ${user.id}`.execute(
      accounts.app.db,
    );

    expect(await signInWithBackupCode(email, "z9llm-kw21l")).toBe(200);
    expect(await signInWithBackupCode(email, "Ab3dE-9xY2z")).toBe(200);
    expect(await signInWithBackupCode(email, "qqoo0 iill1")).toBe(200);
    expect(await signInWithBackupCode(email, "z9LlM-kW21L")).toBe(401);
    expect(await signInWithBackupCode(email, "ab3de9xy2z")).toBe(401);
  });
});

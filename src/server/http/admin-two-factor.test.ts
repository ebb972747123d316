import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#shared/api-error.ts";
import { startTestApp, type TestApp, uniqueEmail } from "../testing/test-app.ts";
import { totpCode } from "../testing/totp.ts";
import { ADMIN_NEEDS_SECOND_FACTOR_SESSION, ADMIN_NEEDS_TWO_FACTOR } from "./admin.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_REQUIRE_TWO_FACTOR: "true" } });
});
afterAll(() => t.close());

describe("ADMIN_REQUIRE_TWO_FACTOR=true", () => {
  it("keeps /api/admin closed to an admin until they turn two-factor sign-in on", async () => {
    const email = uniqueEmail("admin");
    const password = "correct horse battery";
    const admin = t.client();
    expect((await admin.signUp(email, password)).status).toBe(200);
    const user = await t.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("adminGrant")
      .values({ userId: user.id, grantedAt: new Date().toISOString() })
      .execute();

    for (const path of ["/api/admin/stats", "/api/admin/users"]) {
      const refused = await admin.get(path);
      expect(refused.status).toBe(403);
      const error = await ApiError.from(refused);
      expect(error).toMatchObject({ code: "forbidden", message: ADMIN_NEEDS_TWO_FACTOR });
    }
    expect(ADMIN_NEEDS_TWO_FACTOR).toBe("Turn on two-factor sign-in to use the admin dashboard");

    const enabled = await admin.request("POST", "/api/auth/two-factor/enable", {
      json: { password },
    });
    const { totpURI, backupCodes } = (await enabled.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    const verified = await admin.request("POST", "/api/auth/two-factor/verify-totp", {
      json: { code: totpCode(totpURI) },
    });
    expect(verified.status).toBe(200);
    // Turning it on proves nothing of who began this session: someone with only the password
    // could have done it with an authenticator of their own.
    const stillRefused = await admin.get("/api/admin/stats");
    expect(stillRefused.status).toBe(403);
    expect((await ApiError.from(stillRefused)).message).toBe(ADMIN_NEEDS_SECOND_FACTOR_SESSION);

    // A password alone, from another browser, is not enough either.
    const withPassword = t.client();
    expect(await (await withPassword.signIn(email, password)).json()).toMatchObject({
      twoFactorRedirect: true,
    });
    expect((await withPassword.get("/api/admin/stats")).status).toBe(401);

    // A sign-in finished with a code, or with a backup code, is.
    const withCode = t.client();
    await withCode.signIn(email, password);
    const coded = await withCode.request("POST", "/api/auth/two-factor/verify-totp", {
      json: { code: totpCode(totpURI, Date.now(), 1) },
    });
    expect(coded.status).toBe(200);
    expect((await withCode.get("/api/admin/stats")).status).toBe(200);
    const withBackupCode = t.client();
    await withBackupCode.signIn(email, password);
    const backedUp = await withBackupCode.request(
      "POST",
      "/api/auth/two-factor/verify-backup-code",
      { json: { code: backupCodes[0] } },
    );
    expect(backedUp.status).toBe(200);
    expect((await withBackupCode.get("/api/admin/stats")).status).toBe(200);

    // A device trusted after a code: the next sign-in there asks for no code, and is enough.
    const trusted = t.client();
    await trusted.signIn(email, password);
    const trusting = await trusted.request("POST", "/api/auth/two-factor/verify-totp", {
      json: { code: totpCode(totpURI, Date.now(), -1), trustDevice: true },
    });
    expect(trusting.status).toBe(200);
    expect((await trusted.request("POST", "/api/auth/sign-out", { json: {} })).status).toBe(200);
    const again = await trusted.signIn(email, password);
    expect(await again.json()).not.toMatchObject({ twoFactorRedirect: true });
    expect((await trusted.get("/api/admin/stats")).status).toBe(200);
    // Elsewhere, the same password still needs its code.
    const untrusted = t.client();
    expect(await (await untrusted.signIn(email, password)).json()).toMatchObject({
      twoFactorRedirect: true,
    });
  });

  it("still answers a non-admin the plain 403", async () => {
    const visitor = await t.signedInClient();
    const refused = await visitor.get("/api/admin/stats");
    expect(refused.status).toBe(403);
    expect((await ApiError.from(refused)).message).not.toBe(ADMIN_NEEDS_TWO_FACTOR);
  });
});

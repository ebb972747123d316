import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#shared/api-error.ts";
import { startTestApp, type TestApp, uniqueEmail } from "../testing/test-app.ts";
import { totpCode } from "../testing/totp.ts";
import { ADMIN_NEEDS_TWO_FACTOR } from "./admin.ts";

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
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const verified = await admin.request("POST", "/api/auth/two-factor/verify-totp", {
      json: { code: totpCode(totpURI) },
    });
    expect(verified.status).toBe(200);
    expect((await admin.get("/api/admin/stats")).status).toBe(200);
  });

  it("still answers a non-admin the plain 403", async () => {
    const visitor = await t.signedInClient();
    const refused = await visitor.get("/api/admin/stats");
    expect(refused.status).toBe(403);
    expect((await ApiError.from(refused)).message).not.toBe(ADMIN_NEEDS_TWO_FACTOR);
  });
});

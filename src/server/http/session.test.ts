import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const COOKIE = "better-auth.session_token";

function sessionToken(visitor: HttpClient): string {
  const signed = decodeURIComponent(visitor.cookie(COOKIE) ?? "");
  return signed.slice(0, signed.lastIndexOf("."));
}

function asCookie(value: string) {
  return { cookie: `${COOKIE}=${encodeURIComponent(value)}` };
}

describe("reading the session", () => {
  it("accepts the signed cookie and refuses a tampered signature or token", async () => {
    const visitor = await t.signedInClient();
    const signed = decodeURIComponent(visitor.cookie(COOKIE) ?? "");
    expect((await t.client().get("/api/auth/user", asCookie(signed))).status).toBe(200);
    const [token, signature = ""] = signed.split(".");
    const otherSignature = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect(
      (await t.client().get("/api/auth/user", asCookie(`${token}.${otherSignature}`))).status,
    ).toBe(401);
    expect(
      (await t.client().get("/api/auth/user", asCookie(`x${token}.${signature}`))).status,
    ).toBe(401);
    expect((await t.client().get("/api/auth/user", asCookie(token ?? ""))).status).toBe(401);
  });

  it("refuses an expired session", async () => {
    const visitor = await t.signedInClient();
    await t.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("token", "=", sessionToken(visitor))
      .execute();
    expect((await visitor.get("/api/auth/user")).status).toBe(401);
  });

  it("extends a day-old session through Better Auth and sends the refreshed cookie", async () => {
    const visitor = await t.signedInClient();
    const token = sessionToken(visitor);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await t.db
      .updateTable("session")
      .set({ updatedAt: twoDaysAgo, expiresAt: soon })
      .where("token", "=", token)
      .execute();
    const response = await visitor.get("/api/auth/user");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${COOKIE}=`))).toBe(true);
    const row = await t.db
      .selectFrom("session")
      .select(["expiresAt", "updatedAt"])
      .where("token", "=", token)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(new Date(row.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("accepts a bearer token with or without its signature", async () => {
    const visitor = await t.signedInClient();
    const signed = decodeURIComponent(visitor.cookie(COOKIE) ?? "");
    for (const value of [signed, sessionToken(visitor)]) {
      const response = await fetch(`${t.baseUrl}/api/auth/user`, {
        headers: { authorization: `Bearer ${value}` },
      });
      expect(response.status).toBe(200);
    }
    const forged = await fetch(`${t.baseUrl}/api/auth/user`, {
      headers: { authorization: "Bearer not-a-session" },
    });
    expect(forged.status).toBe(401);
  });

  it.each(["Bearer %E0%A4%A", `${COOKIE}=%E0%A4%A`])(
    "answers 401, not 500, to malformed encoding: %s",
    async (value) => {
      const headers: Record<string, string> = value.startsWith("Bearer")
        ? { authorization: value }
        : { cookie: value };
      const response = await fetch(`${t.baseUrl}/api/auth/user`, { headers });
      expect(response.status).toBe(401);
    },
  );
});

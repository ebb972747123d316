import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#shared/api-error.ts";
import { ACCOUNT_SIGN_IN_LIMIT } from "../http/account-lockout.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { linkIn, type Mailbox } from "../testing/mailbox.ts";
import { startTestAppWithMailbox, type TestApp, uniqueEmail } from "../testing/test-app.ts";

let t: TestApp;
let mailbox: Mailbox;
let close: () => Promise<void>;
beforeAll(async () => {
  ({
    app: t,
    mailbox,
    close,
  } = await startTestAppWithMailbox({
    // The test is the proxy: each request may name its client address.
    TRUSTED_PROXIES: "127.0.0.1",
  }));
});
afterAll(() => close());

const storedUser = (visitor: HttpClient) =>
  visitor.get("/api/auth/user").then((r) => r.json() as Promise<Record<string, unknown>>);

describe("POST /api/auth/update-user", () => {
  const update = (visitor: HttpClient, json: unknown) =>
    visitor.request("POST", "/api/auth/update-user", { json });

  it.each([
    [{ name: {} }, "name"],
    [{ name: [] }, "name"],
    [{ image: {} }, "image"],
    [{ name: "x".repeat(1_000_000) }, "name"],
    [{ name: "x".repeat(101) }, "name"],
    [{ image: "javascript:alert(1)" }, "image"],
    [{ image: "http://example.org/me.png" }, "image"],
    [{ image: "data:image/png;base64,AAAA" }, "image"],
    [{}, "body"],
  ])("refuses %j with 400 naming the field, and changes nothing", async (json, field) => {
    const visitor = await t.signedInClient("Kept Name");
    const before = await storedUser(visitor);
    const response = await update(visitor, json);
    expect(response.status).toBe(400);
    const error = await ApiError.from(response);
    expect(error.code).toBe("validation_error");
    expect(error.details?.[0]?.field).toBe(field);
    expect(await storedUser(visitor)).toEqual(before);
  });

  it("changes the name and an https picture, drops unknown fields, and clears the picture with null", async () => {
    const visitor = await t.signedInClient("Old Name");
    const response = await update(visitor, {
      name: "  Ada Lovelace  ",
      image: "https://images.example.org/ada.png",
      emailVerified: true,
      role: "admin",
    });
    expect(response.status).toBe(200);
    expect(await storedUser(visitor)).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: "https://images.example.org/ada.png",
    });
    expect((await update(visitor, { image: null })).status).toBe(200);
    expect((await storedUser(visitor)).profileImageUrl).toBeNull();
  });
});

describe("a picture stored before pictures had to be https", () => {
  it("is answered as none, so it never reaches an <img src>", async () => {
    const visitor = await t.signedInClient("Legacy Picture");
    const { email } = (await storedUser(visitor)) as { email: string };
    await t.db
      .updateTable("user")
      .set({ image: "javascript:alert(document.cookie)" })
      .where("email", "=", email)
      .execute();
    expect((await storedUser(visitor)).profileImageUrl).toBeNull();
  });
});

describe("Better Auth paths that do not exist", () => {
  it("answer 404 in the app's error shape", async () => {
    for (const [method, path] of [
      ["GET", "/api/auth/no-such-thing"],
      ["POST", "/api/auth/no-such-thing"],
    ] as const) {
      const response = await t
        .client()
        .request(method, path, method === "POST" ? { json: {} } : {});
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toMatchObject({ code: "not_found" });
    }
  });
});

describe("failed sign-ins per account", () => {
  const attempt = (email: string, password: string, address: string) =>
    t.client().request("POST", "/api/auth/sign-in/email", {
      json: { email, password },
      headers: { "x-forwarded-for": address },
    });

  it("pauses an account's password sign-in after repeated failures from many addresses", async () => {
    const email = uniqueEmail("targeted");
    await t.client().signUp(email, "the real password 1");
    await mailbox.next(email);
    const statuses: number[] = [];
    // 60 wrong passwords from 6 addresses: each address stays under its own limit.
    for (let i = 0; i < 60; i += 1) {
      statuses.push((await attempt(email, `wrong ${i}`, `203.0.113.${i % 6}`)).status);
    }
    expect(statuses.slice(0, ACCOUNT_SIGN_IN_LIMIT.failures)).toEqual(
      Array(ACCOUNT_SIGN_IN_LIMIT.failures).fill(401),
    );
    expect(statuses.slice(ACCOUNT_SIGN_IN_LIMIT.failures).every((s) => s === 429)).toBe(true);

    // Even the right password waits, from a new address; the answer says for how long.
    const paused = await attempt(email.toUpperCase(), "the real password 1", "198.51.100.7");
    expect(paused.status).toBe(429);
    const retryAfter = Number(paused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_SIGN_IN_LIMIT.windowMs / 1000);
    expect(await paused.json()).toMatchObject({
      code: "rate_limited",
      message: expect.stringContaining("reset your password"),
    });

    // Another account is not affected.
    const other = uniqueEmail("bystander");
    await t.client().signUp(other, "bystander password");
    await mailbox.next(other);
    expect((await attempt(other, "bystander password", "198.51.100.8")).status).toBe(200);

    // The pause is in the audit log, once, with the account and the address.
    const logged = await t.db
      .selectFrom("auditLog")
      .selectAll()
      .where("kind", "=", "rate-limited")
      .where("actor", "=", email)
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: "sign-in (account)", ip: "203.0.113.4" });

    // The owner gets in through a password reset.
    await t.client().request("POST", "/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    const opened = await t
      .client()
      .get(linkIn(await mailbox.next(email), t.baseUrl).slice(t.baseUrl.length));
    const token = new URL(opened.headers.get("location") ?? "", t.baseUrl).searchParams.get(
      "token",
    );
    const reset = await t.client().request("POST", "/api/auth/reset-password", {
      json: { newPassword: "a fresh password 2", token },
    });
    expect(reset.status).toBe(200);
    expect((await attempt(email, "a fresh password 2", "198.51.100.9")).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, uniqueEmail } from "./testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const visitor = t.client();
  await visitor.signUp(uniqueEmail());
  return visitor;
}

describe("CSRF protection", () => {
  it("hands a signed-in user a token, and refuses one to a visitor", async () => {
    expect((await t.client().get("/api/csrf-token")).status).toBe(401);
    const visitor = await signedIn();
    const response = await visitor.get("/api/csrf-token");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ csrfToken: expect.stringMatching(/^[\w-]{43}$/) });
  });

  it("answers 403 JSON to a signed-in POST without the token", async () => {
    const visitor = await signedIn();
    const response = await visitor.request("POST", "/api/anything", { json: {} });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "Security token missing or expired.",
      code: "csrf_invalid",
    });
  });

  it("refuses another session's token", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const bobsToken = await bob.fetchCsrfToken();
    const response = await alice.request("DELETE", "/api/anything", {
      headers: { "x-csrf-token": bobsToken },
    });
    expect(response.status).toBe(403);
  });

  it("refuses a write from another origin even with the right token", async () => {
    const visitor = await signedIn();
    const token = await visitor.fetchCsrfToken();
    const response = await visitor.request("POST", "/api/anything", {
      json: {},
      headers: { origin: "https://evil.example", "x-csrf-token": token },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("forbidden");
  });

  it("lets a write with the token (header or body _csrf) through to the route", async () => {
    const visitor = await signedIn();
    const token = await visitor.fetchCsrfToken();
    const viaHeader = await visitor.request("POST", "/api/no-such-route", {
      json: {},
      headers: { "x-csrf-token": token },
    });
    expect(viaHeader.status).toBe(404);
    const viaBody = await visitor.request("POST", "/api/no-such-route", { json: { _csrf: token } });
    expect(viaBody.status).toBe(404);
  });

  it("checks the Origin, but not our token, on Better Auth's own routes", async () => {
    const visitor = await signedIn();
    const forged = await visitor.request("POST", "/api/auth/sign-out", {
      json: {},
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect((await forged.json()).code).toBe("forbidden");
    expect((await visitor.get("/api/auth/user")).status).toBe(200);
    const signOut = await visitor.request("POST", "/api/auth/sign-out", { json: {} });
    expect(signOut.status).toBe(200);
    expect((await visitor.get("/api/auth/user")).status).toBe(401);
  });

  it("gives a new token after signing in again", async () => {
    const email = uniqueEmail();
    const first = t.client();
    await first.signUp(email);
    const second = t.client();
    await second.signIn(email);
    expect(await first.fetchCsrfToken()).not.toBe(await second.fetchCsrfToken());
  });
});

describe("errors", () => {
  it("answers 404 JSON for an unknown /api path, signed in or not", async () => {
    const response = await t.client().get("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: "No such API route: GET /api/does-not-exist",
      code: "not_found",
    });
  });

  it("answers through app.request() too, with no socket", async () => {
    const response = await t.app.request("/api/auth/user");
    expect(response.status).toBe(401);
  });

  it("answers 413 JSON to a body over the limit", async () => {
    const response = await t.client().request("POST", "/api/auth/sign-in/email", {
      json: { email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("answers 400 to a body that is not JSON, on our routes and Better Auth's alike", async () => {
    const visitor = await signedIn();
    const token = await visitor.fetchCsrfToken();
    for (const path of ["/api/places", "/api/auth/sign-in/email"]) {
      const response = await visitor.request("POST", path, {
        body: "{not json",
        headers: { "content-type": "application/json", "x-csrf-token": token },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "The request body is not valid JSON.",
        code: "validation_error",
      });
    }
  });

  it("answers 415 to a body sent as anything but JSON", async () => {
    const visitor = await signedIn();
    const token = await visitor.fetchCsrfToken();
    const response = await visitor.request("POST", "/api/places", {
      body: "name=Bath",
      headers: { "content-type": "text/plain", "x-csrf-token": token },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: "Send the body as application/json.",
      code: "unsupported_media_type",
    });
  });

  it("never sends a stack trace or an HTML page for malformed input", async () => {
    const response = await t.client().request("POST", "/api/auth/sign-in/email", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(text).not.toMatch(/at .+\.(ts|js):\d+/);
    expect(text).not.toMatch(/<html/i);
  });
});

describe("rate limiting", () => {
  it("answers 429 within 20 wrong passwords in a row", async () => {
    const email = uniqueEmail();
    await t.client().signUp(email);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await t.client().signIn(email, `wrong password ${i}`)).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
  });
});

// docs/security.md#headers: the headers and cookies every answer carries, checked over real HTTP.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, uniqueEmail } from "../testing/test-app.ts";

const clientDir = mkdtempSync(path.join(os.tmpdir(), "uka-page-"));
const page = readFileSync(path.join(import.meta.dirname, "../../client/index.html"), "utf8");
let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  writeFileSync(path.join(clientDir, "index.html"), page);
  t = await startTestApp({ clientDir });
  // Behind a TLS-terminating proxy: BASE_URL is https, the app itself still speaks HTTP.
  https = await startTestApp({ env: { BASE_URL: "https://adventures.example" } });
});
afterAll(async () => {
  await t.close();
  await https.close();
  rmSync(clientDir, { recursive: true, force: true });
});

function sessionCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.includes("session_token="));
}

function sessionToken(response: Response): string | undefined {
  return /session_token=([^;]+)/.exec(sessionCookie(response) ?? "")?.[1];
}

describe("security headers", () => {
  it("sends a CSP with scripts from this origin only, no inline script, on every answer", async () => {
    const answers = [
      await t.client().get("/api/auth/user"),
      await t.client().get("/api/no-such-route"),
      await (await t.signedInClient()).get("/api/places"),
    ];
    for (const response of answers) {
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
      expect(scriptSrc).toBe("'self'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toBe(
        "camera=(), microphone=(), geolocation=(self)",
      );
    }
  });

  it("serves the app's page under the same CSP, and the page has no inline script to need more", async () => {
    // Every <script> in the page loads a file; none carries code of its own.
    for (const [, attributes, body] of page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes).toMatch(/\ssrc=/);
      expect(body?.trim()).toBe("");
    }
    const response = await t.client().get("/sign-in");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("names no server software or version", async () => {
    for (const response of [
      await t.client().get("/api/auth/user"),
      await t.client().get("/api/sign-in-options"),
      await t.client().request("POST", "/api/auth/sign-in/email", {
        body: "{not json",
        headers: { "content-type": "application/json" },
      }),
    ]) {
      expect(response.headers.get("server")).toBeNull();
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("sends HSTS for a year only when the site is served over HTTPS", async () => {
    expect(
      (await t.client().get("/api/auth/user")).headers.get("strict-transport-security"),
    ).toBeNull();
    const response = await https.client().get("/api/auth/user");
    expect(response.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});

describe("the session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and not Secure over plain HTTP", async () => {
    const cookie = sessionCookie(await t.client().signUp(uniqueEmail()));
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("is Secure, with the __Secure- prefix, behind HTTPS", async () => {
    const visitor = https.client();
    const response = await visitor.request("POST", "/api/auth/sign-up/email", {
      json: { email: uniqueEmail(), password: "correct horse battery", name: "Secure Tester" },
      headers: { origin: "https://adventures.example" },
    });
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it("rotates at every sign-in, so a token planted before sign-in is never promoted", async () => {
    const email = uniqueEmail();
    const visitor = t.client();
    const first = sessionToken(await visitor.signUp(email));
    expect((await visitor.request("POST", "/api/auth/sign-out", { json: {} })).status).toBe(200);
    // The old cookie is still in this jar's past: sign in again while sending a stale token.
    const planted = t.client();
    planted.remember(
      new Response(null, { headers: { "set-cookie": `better-auth.session_token=${first}` } }),
    );
    const again = await planted.signIn(email);
    expect(again.status).toBe(200);
    const second = sessionToken(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await planted.get("/api/auth/user")).status).toBe(200);
    // The stale token stays dead.
    const stale = t.client();
    stale.remember(
      new Response(null, { headers: { "set-cookie": `better-auth.session_token=${first}` } }),
    );
    expect((await stale.get("/api/auth/user")).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, uniqueEmail } from "#server/testing/test-app.ts";
import { AUTH_ENDPOINTS_IN_USE, isAuthEndpointInUse } from "./auth-endpoints.ts";

let t: TestApp;
beforeAll(async () => {
  // With an external sign-in, so its endpoints are enumerated too. (An OpenID Connect issuer
  // adds none of its own: it signs in through the same /sign-in/social and /callback/:id.)
  t = await startTestApp({
    env: { GOOGLE_CLIENT_ID: "google-id", GOOGLE_CLIENT_SECRET: "google-secret" },
  });
});
afterAll(() => t.close());

type Endpoint = { path?: string; options?: { method?: string | string[] } };

/** Every endpoint Better Auth and its plugins answer over HTTP, as "METHOD /path". */
function betterAuthEndpoints(): string[] {
  const listed = new Set<string>();
  for (const endpoint of Object.values(t.auth.api as Record<string, Endpoint>)) {
    if (!endpoint.path) continue; // the server-only ones have no path
    const methods = [endpoint.options?.method ?? "GET"].flat();
    for (const method of methods) listed.add(`${method} ${endpoint.path}`);
  }
  return [...listed].sort();
}

/** A concrete address for a path pattern. */
const concrete = (path: string) => `/api/auth${path.replace(/:[A-Za-z]+/g, "sample")}`;

async function send(method: string, path: string, as: "json" | "form") {
  const init: RequestInit = { method, redirect: "manual", headers: { origin: t.baseUrl } };
  if (method === "POST") {
    init.headers = {
      origin: t.baseUrl,
      "content-type": as === "json" ? "application/json" : "application/x-www-form-urlencoded",
    };
    init.body = as === "json" ? "{}" : "name=x";
  }
  const response = await fetch(`${t.baseUrl}${concrete(path)}`, init);
  const text = await response.text();
  return { status: response.status, text };
}

describe("Better Auth's endpoints", () => {
  it("are all known: each is either in use or closed", () => {
    const endpoints = betterAuthEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    // Every endpoint the app says it uses exists (a stale entry would hide a rename).
    for (const entry of AUTH_ENDPOINTS_IN_USE) expect(endpoints).toContain(entry);
  });

  it("answer 404 in our error shape unless the app uses them", async () => {
    const answers: Record<string, number> = {};
    for (const entry of betterAuthEndpoints()) {
      const [method = "", path = ""] = entry.split(" ");
      if (isAuthEndpointInUse(method, path)) continue;
      const { status, text } = await send(method, path, "json");
      answers[entry] = status;
      expect(JSON.parse(text), entry).toMatchObject({ code: "not_found" });
    }
    expect(Object.values(answers).every((status) => status === 404)).toBe(true);
    for (const closed of ["POST /get-session", "GET /get-session", "POST /update-session"]) {
      expect(answers[closed]).toBe(404);
    }
  });

  it("take JSON only: every write the app uses answers 415 to a form body", async () => {
    for (const entry of AUTH_ENDPOINTS_IN_USE.filter((e) => e.startsWith("POST "))) {
      const path = entry.slice("POST ".length);
      const form = await send("POST", path, "form");
      expect(form.status, entry).toBe(415);
      const json = await send("POST", path, "json");
      expect([404, 415, 500], entry).not.toContain(json.status);
    }
  });
});

describe("a sign-up", () => {
  const signUp = (body: Record<string, unknown>) =>
    t.client().request("POST", "/api/auth/sign-up/email", {
      json: {
        email: uniqueEmail("sign-up"),
        password: "correct horse battery",
        name: "A",
        ...body,
      },
    });

  it("takes a picture only as an https address", async () => {
    for (const image of ["javascript:alert(1)", "x".repeat(900_000), "http://example.org/a.png"]) {
      const refused = await signUp({ image });
      expect(refused.status).toBe(400);
      expect((await refused.json()).details).toEqual([expect.objectContaining({ field: "image" })]);
    }
    expect((await signUp({ image: "https://example.org/me.png" })).status).toBe(200);
  });

  it("keeps the name's limit, and answers no token a page could read", async () => {
    expect((await signUp({ name: "n".repeat(200_000) })).status).toBe(400);
    const made = await signUp({});
    expect(made.status).toBe(200);
    expect(made.headers.get("set-auth-token")).toBeNull();
    expect(await made.json()).not.toHaveProperty("token");
  });
});

import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, uniqueEmail } from "../testing/test-app.ts";
import { trustedOriginsFor } from "./origins.ts";

/**
 * A browser that reached the app at `address` (a LAN name or IP): the Host it sends and the
 * Origin of its pages are that address, whatever socket the request travels on.
 */
function browserAt(app: TestApp, address: string) {
  const origin = `http://${address}`;
  let cookie = "";
  const send = (method: string, path: string, json?: unknown, extra: Record<string, string> = {}) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const body = json === undefined ? undefined : JSON.stringify(json);
      const request = httpRequest(
        `${app.baseUrl}${path}`,
        {
          method,
          headers: {
            host: address,
            origin,
            ...(cookie && { cookie }),
            ...(body && { "content-type": "application/json" }),
            ...extra,
          },
        },
        (response) => {
          const cookies = response.headers["set-cookie"] ?? [];
          if (cookies.length > 0) cookie = cookies.map((line) => line.split(";")[0]).join("; ");
          let text = "";
          response.on("data", (chunk) => {
            text += chunk;
          });
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  return {
    signUp: (email: string) =>
      send("POST", "/api/auth/sign-up/email", {
        email,
        password: "correct horse battery",
        name: "First Run",
      }),
    async addPlace(name: string) {
      const token = await send("GET", "/api/csrf-token");
      const { csrfToken } = token.body as { csrfToken: string };
      return send("POST", "/api/places", { name }, { "x-csrf-token": csrfToken });
    },
  };
}

describe("trusted origins, with BASE_URL unset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { BASE_URL: undefined } });
  });
  afterAll(() => t.close());

  it("signs up and writes from the address the app was opened at: 127.0.0.1 or a LAN address", async () => {
    for (const address of [new URL(t.baseUrl).host, "192.168.1.10:5000"]) {
      const browser = browserAt(t, address);
      expect((await browser.signUp(uniqueEmail("first-run"))).status).toBe(200);
      expect((await browser.addPlace("Stirling Castle")).status).toBe(201);
    }
  });

  it("still refuses a page on another site", async () => {
    const visitor = t.client();
    const response = await visitor.request("POST", "/api/auth/sign-up/email", {
      json: { email: uniqueEmail(), password: "correct horse battery", name: "X" },
      headers: { origin: "http://evil.example" },
    });
    expect(response.status).toBe(403);
    const signedIn = await t.signedInClient();
    const token = await signedIn.fetchCsrfToken();
    const write = await signedIn.request("POST", "/api/places", {
      json: { name: "Forged" },
      headers: { origin: "http://evil.example", "x-csrf-token": token },
    });
    expect(write.status).toBe(403);
  });
});

describe("trusted origins, with BASE_URL set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { BASE_URL: "https://trips.example.org" } });
  });
  afterAll(() => t.close());

  it("is strict: the address the request used is not enough", async () => {
    const browser = browserAt(t, "192.168.1.10:5000");
    const signUp = await browser.signUp(uniqueEmail("strict"));
    expect(signUp.status).toBe(403);
  });
});

describe("trustedOriginsFor", () => {
  const listed = ["http://localhost:5000"];
  it("adds the request's own origin only when BASE_URL is unset", () => {
    const unset = { trustedOrigins: listed, baseUrlSet: false };
    expect(trustedOriginsFor(unset, "http://192.168.1.10:5000/api/places")).toEqual([
      ...listed,
      "http://192.168.1.10:5000",
    ]);
    expect(trustedOriginsFor(unset, undefined)).toEqual(listed);
    expect(trustedOriginsFor(unset, "not a url")).toEqual(listed);
    const set = { trustedOrigins: listed, baseUrlSet: true };
    expect(trustedOriginsFor(set, "http://192.168.1.10:5000/api/places")).toEqual(listed);
  });
});

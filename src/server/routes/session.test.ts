import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, uniqueEmail } from "../testing/test-app.ts";
import { createTestDatabase } from "../testing/test-database.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("GET /api/auth/user", () => {
  it("answers 401 JSON in the error shape when signed out", async () => {
    const response = await t.client().get("/api/auth/user");
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      message: "Please log in to continue",
      code: "unauthorized",
    });
  });

  it("answers the User shape, the display name split into first and last", async () => {
    const visitor = t.client();
    const email = uniqueEmail();
    expect((await visitor.signUp(email, "correct horse battery", "Mary Ann Evans")).status).toBe(
      200,
    );
    const response = await visitor.get("/api/auth/user");
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toEqual({
      id: expect.any(String),
      email,
      firstName: "Mary",
      lastName: "Ann Evans",
      profileImageUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isAdmin: false,
      twoFactorEnabled: false,
      language: "en",
    });
  });

  it("reports isAdmin only for a verified email listed in ADMIN_EMAILS", async () => {
    const admins = await startTestApp({ env: { ADMIN_EMAILS: "Boss@Example.org" } });
    try {
      const boss = admins.client();
      await boss.signUp("boss@example.org");
      const isAdmin = async () => (await (await boss.get("/api/auth/user")).json()).isAdmin;
      // Anyone may sign up with the admin's address: unverified, it grants nothing.
      expect(await isAdmin()).toBe(false);
      await admins.db
        .updateTable("user")
        .set({ emailVerified: admins.dialect === "postgres" ? true : 1 })
        .where("email", "=", "boss@example.org")
        .execute();
      expect(await isAdmin()).toBe(true);
      const other = admins.client();
      await other.signUp(uniqueEmail());
      expect((await (await other.get("/api/auth/user")).json()).isAdmin).toBe(false);
    } finally {
      await admins.close();
    }
  });

  it("answers null names for an account made without a name", async () => {
    const visitor = t.client();
    await visitor.signUp(uniqueEmail(), "correct horse battery", "");
    const user = await (await visitor.get("/api/auth/user")).json();
    expect(user).toMatchObject({ firstName: null, lastName: null });
  });
});

describe("accounts", () => {
  it("refuses a second sign-up with the same email with a clear message", async () => {
    const email = uniqueEmail();
    await t.client().signUp(email);
    const again = await t.client().signUp(email);
    expect(again.status).toBe(422);
    expect((await again.json()).message).toMatch(/already exists/i);
  });

  it("refuses a password shorter than 8 characters", async () => {
    const response = await t.client().signUp(uniqueEmail(), "short");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "Use at least 8 characters",
      details: [{ field: "password" }],
    });
  });

  it("stores the password as an argon2id hash", async () => {
    const email = uniqueEmail();
    await t.client().signUp(email, "correct horse battery");
    const user = await t.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const row = await sql<{
      password: string;
    }>`select password from account where "userId" = ${user.id}`.execute(t.db);
    expect(row.rows[0]?.password).toMatch(/^\$argon2id\$/);
  });

  it("signs in with the right password, and not with a wrong one", async () => {
    const email = uniqueEmail();
    await t.client().signUp(email, "correct horse battery");
    const wrong = await t.client().signIn(email, "not the password");
    expect(wrong.status).toBe(401);
    const visitor = t.client();
    expect((await visitor.signIn(email, "correct horse battery")).status).toBe(200);
    expect((await visitor.get("/api/auth/user")).status).toBe(200);
  });

  it("gives a new session token at each sign-in", async () => {
    const email = uniqueEmail();
    const first = t.client();
    await first.signUp(email);
    const second = t.client();
    await second.signIn(email);
    const name = "better-auth.session_token";
    expect(first.cookie(name)).toBeTruthy();
    expect(second.cookie(name)).toBeTruthy();
    expect(second.cookie(name)).not.toBe(first.cookie(name));
  });

  it("keeps a user across a restart of the app on the same database", async () => {
    const database = await createTestDatabase();
    const email = uniqueEmail();
    const before = await startTestApp({ database });
    await before.client().signUp(email, "a password kept safe");
    await before.close();
    const after = await startTestApp({ database });
    try {
      const visitor = after.client();
      expect((await visitor.signIn(email, "a password kept safe")).status).toBe(200);
      expect((await visitor.get("/api/auth/user")).status).toBe(200);
    } finally {
      await after.close();
      await database.drop();
    }
  });
});

describe("bearer tokens for API clients", () => {
  it("signs in with the session cookie's value, with no cookie and no CSRF token", async () => {
    const email = uniqueEmail();
    await t.client().signUp(email);
    const signIn = await t.client().signIn(email);
    // A page script can read neither a header nor the JSON: only the cookie holds the token.
    expect(signIn.headers.get("set-auth-token")).toBeNull();
    expect(await signIn.json()).not.toHaveProperty("token");
    const cookie = signIn.headers.getSetCookie().find((line) => line.includes("session_token="));
    const token = decodeURIComponent(cookie?.split(";")[0]?.split("=")[1] ?? "");
    expect(token).toBeTruthy();
    const response = await fetch(`${t.baseUrl}/api/auth/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).email).toBe(email);
    const write = await fetch(`${t.baseUrl}/api/no-such-route`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(write.status).toBe(404);
  });
});

describe("navigations", () => {
  it("/api/login redirects to the sign-in screen", async () => {
    const response = await t.client().get("/api/login");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sign-in");
  });

  it("/api/logout ends the session and redirects home", async () => {
    const visitor = t.client();
    await visitor.signUp(uniqueEmail());
    const token = visitor.cookieHeader;
    const response = await visitor.get("/api/logout");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    // Cached photos must not outlive the session on a shared browser.
    expect(response.headers.get("clear-site-data")).toBe('"cache"');
    expect((await visitor.get("/api/auth/user")).status).toBe(401);
    // The old cookie is dead on the server too, not just forgotten by the browser.
    const replay = await t.client().get("/api/auth/user", { cookie: token });
    expect(replay.status).toBe(401);
  });

  it("/api/logout from a link on another site redirects home and leaves the session alone", async () => {
    const visitor = await t.signedInClient();
    for (const site of ["cross-site", "same-site"]) {
      const response = await visitor.get("/api/logout", { "sec-fetch-site": site });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
      expect(response.headers.get("clear-site-data")).toBeNull();
      expect((await visitor.get("/api/auth/user")).status).toBe(200);
    }
  });

  it("/api/logout signs out on our own pages' navigation, a typed address, or a POST", async () => {
    for (const how of ["same-origin", "none", "POST"]) {
      const visitor = await t.signedInClient();
      const response =
        how === "POST"
          ? await visitor.write("POST", "/api/logout")
          : await visitor.get("/api/logout", { "sec-fetch-site": how });
      expect(response.status).toBe(302);
      expect((await visitor.get("/api/auth/user")).status).toBe(401);
    }
  });

  it("POST /api/logout from another site is refused", async () => {
    const visitor = await t.signedInClient();
    const response = await visitor.request("POST", "/api/logout", {
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect((await visitor.get("/api/auth/user")).status).toBe(200);
  });

  it("/api/logout when signed out still redirects home", async () => {
    const response = await t.client().get("/api/logout");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("GET /api/sign-in-options and Google", () => {
  it("offers no external button unless one is set up", async () => {
    const plain = await startTestApp();
    try {
      expect(await (await plain.client().get("/api/sign-in-options")).json()).toEqual({
        external: [],
      });
    } finally {
      await plain.close();
    }
  });

  it("offers Google when it is set up, asking Google for email and profile only", async () => {
    const withGoogle = await startTestApp({
      env: {
        GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "s",
      },
    });
    try {
      const visitor = withGoogle.client();
      const options = await (await visitor.get("/api/sign-in-options")).json();
      expect(options).toEqual({ external: [{ id: "google", label: "Google" }] });
      const started = await visitor.request("POST", "/api/auth/sign-in/social", {
        json: { provider: "google", callbackURL: "/" },
      });
      expect(started.status).toBe(200);
      const url = new URL((await started.json()).url);
      expect(url.origin).toBe("https://accounts.google.com");
      expect(url.searchParams.get("client_id")).toBe("test-client.apps.googleusercontent.com");
      expect(url.searchParams.get("redirect_uri")).toBe(
        `${withGoogle.baseUrl}/api/auth/callback/google`,
      );
      expect(url.searchParams.get("scope")?.split(" ").sort()).toEqual([
        "email",
        "openid",
        "profile",
      ]);
    } finally {
      await withGoogle.close();
    }
  });
});

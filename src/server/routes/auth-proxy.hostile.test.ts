import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { API_BODY_LIMIT_BYTES } from "../app.ts";
import {
  describeFoundInputs,
  describeHostileEndpoints,
  type Endpoint,
  type Found,
  fixedPath,
  jsonRequest,
  PASSWORD,
  setUpHostileApp,
  withSummary,
} from "../testing/hostile-app.ts";
import { hostileBody, nastyString, placeName } from "../testing/hostile-values.ts";

// Better Auth's sign-up and sign-in (auth-proxy.ts) with hostile input: testing/hostile-app.ts
// says what every request is checked for.

const app = setUpHostileApp();

const badEmail = fc.oneof(
  fc.constantFrom(
    "",
    "a",
    "@",
    "a@",
    "@b.co",
    "a@b",
    "a@@b.co",
    "a b@c.co",
    "a@b.co\u0000",
    "\u0000@b.co",
    "a@b.co\r\nBcc: victim@example.com",
    "<script>@b.co",
    '"quoted"@example.com',
    "ünïcode@exämple.com",
    `${"a".repeat(250)}@example.com`,
  ),
  fc.emailAddress(),
);
const newEmail = fc.uuid().map((id) => `hostile-${id}@example.com`);
const myEmail = fc.constant(null).map(() => app.me.email);
const badPassword = fc.oneof(
  fc.constantFrom("", "short", "1234567", "x".repeat(129), " ".repeat(200)),
  fc.string({ unit: "binary", maxLength: 40 }),
);
const callbackURL = fc.constantFrom(
  "/",
  "/places",
  "https://evil.example/",
  "//evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\u2603",
  "\u0000",
  "/a\r\nSet-Cookie: x=1",
);

const signUpAnswer = z.object({ user: z.object({ id: z.string() }).nullish() });

/** A new user never verified its email or became an admin by asking at sign-up. */
async function expectUnprivileged(answer: unknown) {
  const { user } = signUpAnswer.parse(answer);
  if (!user) return;
  const row = await app.t.db
    .selectFrom("user")
    .select("emailVerified")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  expect(Boolean(row.emailVerified)).toBe(false);
  const grant = await app.t.db
    .selectFrom("adminGrant")
    .select("userId")
    .where("userId", "=", user.id)
    .executeTakeFirst();
  expect(grant).toBeUndefined();
}

/** A profile change kept `me` unverified and no admin, whatever the body claimed. */
async function expectStillMe() {
  const row = await app.t.db
    .selectFrom("user")
    .select(["email", "emailVerified"])
    .where("id", "=", app.me.id)
    .executeTakeFirstOrThrow();
  expect({ ...row, emailVerified: Boolean(row.emailVerified) }).toEqual({
    email: app.me.email,
    emailVerified: false,
  });
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "POST /api/auth/sign-up/email",
    method: "POST",
    who: "visitor",
    limit: API_BODY_LIMIT_BYTES,
    path: fixedPath("/api/auth/sign-up/email"),
    valid: () => ({
      email: `valid-${Math.random().toString(36).slice(2)}@example.com`,
      password: PASSWORD,
      name: "Valid Visitor",
    }),
    fields: ["email", "password", "name"],
    json: hostileBody(
      {
        email: { valid: newEmail, wrong: fc.oneof(badEmail, myEmail) },
        password: { valid: fc.string({ minLength: 8, maxLength: 64 }), wrong: badPassword },
        name: { valid: placeName, wrong: nastyString },
        image: { valid: fc.constantFrom(null, "https://example.com/me.png") },
        rememberMe: { valid: fc.boolean() },
        callbackURL: { valid: callbackURL },
        emailVerified: { valid: fc.constantFrom(true, "true", 1) },
      },
      ["email", "password", "name"],
    ),
    onSuccess: expectUnprivileged,
  },
  {
    name: "POST /api/auth/sign-in/email",
    method: "POST",
    who: "visitor",
    limit: API_BODY_LIMIT_BYTES,
    path: fixedPath("/api/auth/sign-in/email"),
    valid: () => ({ email: app.me.email, password: `wrong ${Math.random()}` }),
    fields: ["email", "password"],
    json: hostileBody(
      {
        email: { valid: fc.oneof(myEmail, newEmail), wrong: badEmail },
        password: { valid: fc.constantFrom(PASSWORD, "wrong but long enough"), wrong: badPassword },
        rememberMe: { valid: fc.boolean() },
        callbackURL: { valid: callbackURL },
      },
      ["email", "password"],
    ),
  },
  {
    name: "POST /api/auth/update-user",
    method: "POST",
    who: "me",
    limit: API_BODY_LIMIT_BYTES,
    path: fixedPath("/api/auth/update-user"),
    valid: () => ({ name: `Valid ${Math.random()}` }),
    fields: ["name", "image"],
    // Only the shared profile rule's fields go on to Better Auth: the rest must be dropped.
    json: hostileBody({
      name: { valid: placeName, wrong: nastyString },
      image: {
        valid: fc.constantFrom(null, "https://example.com/me.png"),
        wrong: fc.constantFrom("javascript:alert(1)", "http://example.com/me.png", "/me.png"),
      },
      email: { valid: newEmail },
      emailVerified: { valid: fc.constantFrom(true, "true", 1) },
    }),
    onSuccess: expectStillMe,
  },
  {
    // The hostile app sets up no external sign-in: every provider is one it does not have.
    name: "POST /api/auth/sign-in/social",
    method: "POST",
    who: "visitor",
    limit: API_BODY_LIMIT_BYTES,
    path: fixedPath("/api/auth/sign-in/social"),
    valid: () => ({ provider: "google", callbackURL: "/" }),
    fields: ["provider"],
    json: hostileBody(
      {
        provider: { valid: fc.constantFrom("google", "github", "oidc"), wrong: nastyString },
        callbackURL: { valid: callbackURL },
        disableRedirect: { valid: fc.boolean() },
      },
      ["provider"],
    ),
  },
  {
    // No reset was asked for: every token names nothing.
    name: "POST /api/auth/reset-password",
    method: "POST",
    who: "visitor",
    limit: API_BODY_LIMIT_BYTES,
    path: fixedPath("/api/auth/reset-password"),
    valid: () => ({ newPassword: PASSWORD, token: `token-${Math.random()}` }),
    fields: ["newPassword", "token"],
    json: hostileBody(
      {
        newPassword: { valid: fc.string({ minLength: 8, maxLength: 64 }), wrong: badPassword },
        token: { valid: fc.string({ minLength: 1, maxLength: 40 }), wrong: nastyString },
      },
      ["newPassword"],
    ),
  },
];

describeHostileEndpoints(app, ENDPOINTS);

const signIn = () => ({ email: app.me.email, password: PASSWORD });

const FOUND: Found[] = [
  [
    "a NUL character in a new user's name",
    "POST /api/auth/sign-up/email",
    () =>
      jsonRequest(() => "/api/auth/sign-up/email", {
        email: `nul-${Date.now()}@example.com`,
        password: PASSWORD,
        name: "Nul\u0000Name",
      }),
  ],
  [
    "a sign-in whose callbackURL is outside Latin-1",
    "POST /api/auth/sign-in/email",
    () => jsonRequest(() => "/api/auth/sign-in/email", { ...signIn(), callbackURL: "/\u2603" }),
  ],
  [
    "an empty JSON body to sign-in",
    "POST /api/auth/sign-in/email",
    () =>
      withSummary({
        path: "/api/auth/sign-in/email",
        body: Buffer.alloc(0),
        contentType: "application/json",
        csrf: "header",
        chunked: false,
      }),
  ],
  [
    "a text/plain body to sign-up",
    "POST /api/auth/sign-up/email",
    () =>
      withSummary({
        path: "/api/auth/sign-up/email",
        body: Buffer.from("hello"),
        contentType: "text/plain",
        csrf: "header",
        chunked: false,
      }),
  ],
];

describeFoundInputs(app, ENDPOINTS, FOUND);

describe("a flood of sign-ins", () => {
  it("is refused with 429 in the error shape", async () => {
    await app.t.db.deleteFrom("rateLimit").execute();
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let i = 0; i < 15 && !refusal; i++) {
      const response = await app.t.client().signIn(app.me.email, `wrong ${i}`);
      statuses.push(response.status);
      if (response.status === 429) refusal = response;
      else await response.body?.cancel();
    }
    await app.t.db.deleteFrom("rateLimit").execute();
    expect(statuses).toContain(429);
    const text = (await refusal?.text()) ?? "";
    expect(JSON.parse(text)).toMatchObject({
      message: expect.any(String),
      code: expect.any(String),
    });
  });
});

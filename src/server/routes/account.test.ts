import { describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import {
  accountAppForFile,
  errorOf,
  PASSWORD,
  userId,
  Visitor,
} from "../testing/account-visitor.ts";
import { linkIn } from "../testing/mailbox.ts";
import { uniqueEmail } from "../testing/test-app.ts";

// The account page's server side: sessions, password, address and passkeys. Two-factor
// sign-in is in account-two-factor.test.ts; the account's download and deletion in
// account-data.test.ts.
const accounts = accountAppForFile();
const { newAccount } = accounts;

describe("GET /api/account", () => {
  it("describes the account and its sign-in methods", async () => {
    const { email, visitor } = await newAccount("Ada Lovelace");
    expect(await okJson(visitor.api.account.$get())).toEqual({
      name: "Ada Lovelace",
      email,
      emailVerified: false,
      createdAt: expect.any(String),
      hasPassword: true,
      twoFactorEnabled: false,
      externalSignIns: [],
      passkeyCount: 0,
      language: "en",
    });
  });
});

describe("PATCH /api/account", () => {
  it("keeps the account's language, for every session, after signing out and in again", async () => {
    const { email, visitor } = await newAccount();
    const changed = await visitor.write("PATCH", "/api/account", { language: "cy" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ email, language: "cy" });
    expect((await okJson(visitor.api.account.$get())).language).toBe("cy");

    const later = new Visitor(accounts.app.baseUrl);
    expect((await later.signIn(email, PASSWORD)).status).toBe(200);
    expect((await okJson(later.api.account.$get())).language).toBe("cy");
    await later.write("PATCH", "/api/account", { language: "en" });
    expect((await okJson(visitor.api.account.$get())).language).toBe("en");
  });

  it("refuses a language the product does not speak, saying which it does, and keeps the old", async () => {
    const { visitor } = await newAccount();
    for (const body of [{ language: "fr" }, { language: "CY" }, { language: null }, {}]) {
      const refused = await visitor.write("PATCH", "/api/account", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(refused);
      expect(error.details).toEqual([
        { field: "language", message: 'Choose "en" (English) or "cy" (Cymraeg)' },
      ]);
    }
    expect((await okJson(visitor.api.account.$get())).language).toBe("en");
  });

  it("is not set by Better Auth's own sign-up or update-user", async () => {
    const visitor = new Visitor(accounts.app.baseUrl);
    await visitor.auth("/sign-up/email", {
      email: uniqueEmail("language"),
      password: PASSWORD,
      name: "Ada",
      language: "cy",
    });
    expect((await okJson(visitor.api.account.$get())).language).toBe("en");
    await visitor.auth("/update-user", { name: "Ada", language: "cy" });
    expect((await okJson(visitor.api.account.$get())).language).toBe("en");
  });
});

describe("sessions", () => {
  it("lists each with its browser and system, marking this device", async () => {
    const { email, visitor } = await newAccount();
    const phone = new Visitor(accounts.app.baseUrl);
    phone.userAgent =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
    expect((await phone.signIn(email, PASSWORD)).status).toBe(200);

    const sessions = await okJson(visitor.api.account.sessions.$get());
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({ browser: "Firefox", system: "Linux" });
    expect(sessions.find((s) => !s.current)).toMatchObject({ browser: "Safari", system: "iPhone" });
    // Told apart by where each began: this one here, the phone by its address's first parts.
    expect(sessions.find((s) => s.current)?.network).toBe("This network");
    expect(sessions.find((s) => !s.current)?.network).toMatch(/^\d+\.\d+\.\d+\.…$/);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ["browser", "createdAt", "current", "id", "lastUsedAt", "network", "system"].sort(),
      );
    }
  });

  it("signs one out: it stops working at once", async () => {
    const { email, visitor } = await newAccount();
    const other = new Visitor(accounts.app.baseUrl);
    await other.signIn(email, PASSWORD);
    const sessions = await okJson(visitor.api.account.sessions.$get());
    const theirs = sessions.find((s) => !s.current);
    const ended = await visitor.write("DELETE", `/api/account/sessions/${theirs?.id}`);
    expect(ended.status).toBe(204);
    expect((await other.get("/api/auth/user")).status).toBe(401);
    expect((await visitor.get("/api/auth/user")).status).toBe(200);
    // Gone: asking again is the same 404 as for an id that never was.
    const again = await visitor.write("DELETE", `/api/account/sessions/${theirs?.id}`);
    expect(again.status).toBe(404);
  });

  it("answers 404 for another account's session, which keeps working", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const [bobs] = await okJson(bob.visitor.api.account.sessions.$get());
    const refused = await alice.visitor.write("DELETE", `/api/account/sessions/${bobs?.id}`);
    const missing = await alice.visitor.write("DELETE", "/api/account/sessions/no-such-session");
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(await missing.json());
    expect((await bob.visitor.get("/api/auth/user")).status).toBe(200);
  });

  it("signs out everywhere else, keeping this device", async () => {
    const { email, visitor } = await newAccount();
    const others = [new Visitor(accounts.app.baseUrl), new Visitor(accounts.app.baseUrl)];
    for (const other of others) await other.signIn(email, PASSWORD);
    const answer = await okJson(visitor.api.account.sessions["sign-out-others"].$post());
    expect(answer).toEqual({ signedOut: 2 });
    for (const other of others) expect((await other.get("/api/auth/user")).status).toBe(401);
    expect(await okJson(visitor.api.account.sessions.$get())).toHaveLength(1);
  });

  it("does not offer Better Auth's session list or revocations, which carry tokens", async () => {
    const { visitor } = await newAccount();
    expect((await visitor.get("/api/auth/list-sessions")).status).toBe(404);
    for (const path of ["/revoke-session", "/revoke-sessions", "/revoke-other-sessions"]) {
      expect((await visitor.auth(path, { token: "x" })).status).toBe(404);
    }
  });
});

describe("POST /api/auth/change-password", () => {
  it("needs the current password", async () => {
    const { visitor } = await newAccount();
    const wrong = await visitor.auth("/change-password", {
      currentPassword: "not my password",
      newPassword: "a brand new password",
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe("INVALID_PASSWORD");
    const short = await visitor.auth("/change-password", {
      currentPassword: PASSWORD,
      newPassword: "short",
    });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).details?.[0]?.field).toBe("newPassword");
  });

  it("changes it and ends every other session, even when not asked to", async () => {
    const { email, visitor } = await newAccount();
    const other = new Visitor(accounts.app.baseUrl);
    await other.signIn(email, PASSWORD);
    const changed = await visitor.auth("/change-password", {
      currentPassword: PASSWORD,
      newPassword: "a brand new password",
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect((await visitor.get("/api/auth/user")).status).toBe(200);
    expect((await other.get("/api/auth/user")).status).toBe(401);
    expect((await new Visitor(accounts.app.baseUrl).signIn(email, PASSWORD)).status).toBe(401);
    expect(
      (await new Visitor(accounts.app.baseUrl).signIn(email, "a brand new password")).status,
    ).toBe(200);
  });
});

describe("POST /api/auth/change-email", () => {
  it("mails a link to the new address and a notice to the old; it applies once confirmed", async () => {
    const { email, visitor } = await newAccount();
    const newEmail = uniqueEmail("moved");
    const asked = await visitor.auth("/change-email", { newEmail });
    expect(asked.status).toBe(200);

    const notice = await accounts.mailbox.next(email);
    expect(notice).toContain(newEmail);
    expect(notice).not.toContain(accounts.app.baseUrl);
    const link = linkIn(await accounts.mailbox.next(newEmail), accounts.app.baseUrl);
    expect(link).toContain("/api/auth/verify-email");
    expect((await okJson(visitor.api.auth.user.$get())).email).toBe(email);

    // Opened signed out, it changes nothing and asks to sign in first.
    const signedOut = await new Visitor(accounts.app.baseUrl).get(
      link.slice(accounts.app.baseUrl.length),
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/sign-in?confirm-email=1");
    expect((await okJson(visitor.api.auth.user.$get())).email).toBe(email);

    // Opened in another account's browser, it changes nothing either.
    const stranger = await newAccount();
    const wrongAccount = await stranger.visitor.get(link.slice(accounts.app.baseUrl.length));
    expect(wrongAccount.headers.get("location")).toContain("error=INVALID_USER");
    expect((await okJson(visitor.api.auth.user.$get())).email).toBe(email);

    const confirmed = await visitor.get(link.slice(accounts.app.baseUrl.length));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/account?email=confirmed");
    const account = await okJson(visitor.api.account.$get());
    expect(account).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await new Visitor(accounts.app.baseUrl).signIn(newEmail, PASSWORD)).status).toBe(200);
  });

  it("refuses an address that is not one", async () => {
    const { visitor } = await newAccount();
    const refused = await visitor.auth("/change-email", { newEmail: "nowhere" });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).details?.[0]?.field).toBe("newEmail");
  });
});

describe("passkeys", () => {
  it("are registered for BASE_URL's host, and listed empty to start with", async () => {
    const { visitor } = await newAccount();
    const options = await visitor.get("/api/auth/passkey/generate-register-options");
    expect(options.status).toBe(200);
    expect(await options.json()).toMatchObject({
      rp: { id: new URL(accounts.app.baseUrl).hostname, name: "UK Adventures" },
      challenge: expect.any(String),
    });
    const listed = await visitor.get("/api/auth/passkey/list-user-passkeys");
    expect(await listed.json()).toEqual([]);
    const signedOut = await new Visitor(accounts.app.baseUrl).get(
      "/api/auth/passkey/list-user-passkeys",
    );
    expect(signedOut.status).toBe(401);
  });

  /** A passkey row as the plugin stores one: the page never reads its key. */
  async function storedPasskey(owner: Visitor, name: string) {
    const ownerId = await userId(owner);
    const id = `pk-${ownerId}-${name.length}`;
    const now = new Date().toISOString();
    await accounts.app.db
      .insertInto("passkey")
      .values({
        id,
        name,
        userId: ownerId,
        deviceType: "singleDevice",
        backedUp: accounts.app.dialect === "sqlite" ? 0 : false,
        createdAt: now,
        // Columns the app never reads, which the table still requires.
        ...({ publicKey: "AAAA", credentialID: `cred-${id}`, counter: 0 } as object),
      })
      .execute();
    return id;
  }
  const passkeyNames = async (visitor: Visitor) =>
    (
      (await (await visitor.get("/api/auth/passkey/list-user-passkeys")).json()) as {
        name: string;
      }[]
    ).map((p) => p.name);

  it("are renamed and removed by their own account", async () => {
    const { visitor } = await newAccount();
    const id = await storedPasskey(visitor, "Laptop");
    const renamed = await visitor.auth("/passkey/update-passkey", { id, name: "Work laptop" });
    expect(renamed.status).toBe(200);
    expect(await passkeyNames(visitor)).toEqual(["Work laptop"]);
    expect(await okJson(visitor.api.account.$get())).toMatchObject({ passkeyCount: 1 });

    expect((await visitor.auth("/passkey/delete-passkey", { id })).status).toBe(200);
    expect(await passkeyNames(visitor)).toEqual([]);
    expect(await okJson(visitor.api.account.$get())).toMatchObject({ passkeyCount: 0 });
    const again = await visitor.auth("/passkey/delete-passkey", { id });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  it("cannot be renamed or removed by another account", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const id = await storedPasskey(bob.visitor, "Bob's phone");
    const rename = await alice.visitor.auth("/passkey/update-passkey", { id, name: "Mine now" });
    const remove = await alice.visitor.auth("/passkey/delete-passkey", { id });
    expect(rename.status).toBeGreaterThanOrEqual(400);
    expect(remove.status).toBeGreaterThanOrEqual(400);
    expect(await passkeyNames(bob.visitor)).toEqual(["Bob's phone"]);
  });
});

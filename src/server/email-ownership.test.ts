import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import type { HttpClient } from "./testing/http-client.ts";
import { linkIn, type Mailbox } from "./testing/mailbox.ts";
import { startTestAppWithMailbox, type TestApp, uniqueEmail } from "./testing/test-app.ts";
import { totpCode } from "./testing/totp.ts";

// Pre-hijacked accounts (Sudhodanan and Paverd, USENIX Security 2022): someone signs up with an
// address before its owner does. Whoever proves the address must end up holding the account.

const ADMIN = "owner-admin@example.org";
let t: TestApp;
let mailbox: Mailbox;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, mailbox, close } = await startTestAppWithMailbox({ ADMIN_EMAILS: ADMIN }));
});
afterAll(() => close());

const ATTACKER_PASSWORD = "attacker password 1";
const OWNER_PASSWORD = "owner's own password 2";

const status = async (visitor: HttpClient, path: string) => (await visitor.get(path)).status;
const isAdmin = async (visitor: HttpClient) => (await okJson(visitor.api.auth.user.$get())).isAdmin;

const userRow = (email: string) =>
  t.db
    .selectFrom("user")
    .select(["id", "emailVerified"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
const signInMethods = async (email: string) => {
  const { id } = await userRow(email);
  const rows = await t.db
    .selectFrom("account")
    .select("providerId")
    .where("userId", "=", id)
    .execute();
  return rows.map((row) => row.providerId).sort();
};
/** An external sign-in joined to the account, as Better Auth's link-social would leave it. */
async function linkExternalSignIn(email: string) {
  const { id } = await userRow(email);
  const now = new Date().toISOString();
  await t.db
    .insertInto("account")
    .values({
      id: `linked-${id}`,
      accountId: "attacker-at-the-idp",
      providerId: "oidc",
      userId: id,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/** The attacker signs up with the victim's address and a password of their own. */
async function preRegister(email: string) {
  const attacker = t.client();
  expect((await attacker.signUp(email, ATTACKER_PASSWORD)).status).toBe(200);
  const welcome = await mailbox.next(email);
  return { attacker, link: linkIn(welcome, t.baseUrl).slice(t.baseUrl.length) };
}

/** The owner opens the mailed link in a browser of their own and chooses a password. */
async function confirmElsewhere(link: string) {
  const owner = t.client();
  const opened = await owner.get(link);
  expect(opened.status).toBe(302);
  const landing = new URL(opened.headers.get("location") ?? "", t.baseUrl);
  expect(landing.pathname).toBe("/reset-password");
  expect(landing.searchParams.get("confirmed")).toBe("1");
  const token = landing.searchParams.get("token") ?? "";
  // Not signed in yet: first the password.
  expect(await status(owner, "/api/auth/user")).toBe(401);
  return { owner, token };
}

const choosePassword = (token: string, password: string) =>
  t.client().request("POST", "/api/auth/reset-password", {
    json: { newPassword: password, token },
  });

describe("an address confirmed in another browser than the one that signed up", () => {
  it("takes the account from whoever set it up, and gives the admin rights to the owner", async () => {
    const { attacker, link } = await preRegister(ADMIN);
    expect(await isAdmin(attacker)).toBe(false);
    // The owner cannot sign up: the address is taken.
    expect((await t.client().signUp(ADMIN, OWNER_PASSWORD)).status).toBe(422);

    const { token } = await confirmElsewhere(link);
    expect(Boolean((await userRow(ADMIN)).emailVerified)).toBe(true);
    // The attacker's session and password died with the confirmation.
    expect(await status(attacker, "/api/auth/user")).toBe(401);
    expect(await status(attacker, "/api/admin/users")).toBe(401);
    expect((await t.client().signIn(ADMIN, ATTACKER_PASSWORD)).status).toBe(401);
    expect(await signInMethods(ADMIN)).toEqual([]);

    expect((await choosePassword(token, OWNER_PASSWORD)).status).toBe(200);
    const owner = t.client();
    expect((await owner.signIn(ADMIN, OWNER_PASSWORD)).status).toBe(200);
    expect(await isAdmin(owner)).toBe(true);
    expect(await status(owner, "/api/admin/users")).toBe(200);
    expect((await t.client().signIn(ADMIN, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it("ends an external sign-in linked before the confirmation (trojan identifier)", async () => {
    const email = uniqueEmail("trojan");
    const { link } = await preRegister(email);
    await linkExternalSignIn(email);
    expect(await signInMethods(email)).toEqual(["credential", "oidc"]);
    const { token } = await confirmElsewhere(link);
    expect(await signInMethods(email)).toEqual([]);
    expect((await choosePassword(token, OWNER_PASSWORD)).status).toBe(200);
    expect(await signInMethods(email)).toEqual(["credential"]);
  });

  it("works once: the link opened again changes nothing", async () => {
    const email = uniqueEmail("twice");
    const { link } = await preRegister(email);
    const { token } = await confirmElsewhere(link);
    expect((await choosePassword(token, OWNER_PASSWORD)).status).toBe(200);
    const owner = t.client();
    expect((await owner.signIn(email, OWNER_PASSWORD)).status).toBe(200);
    const again = await t.client().get(link);
    expect(again.status).toBe(302);
    expect(new URL(again.headers.get("location") ?? "", t.baseUrl).pathname).toBe("/");
    expect(await status(owner, "/api/auth/user")).toBe(200);
  });
});

describe("what a squatter set up before the owner confirmed", () => {
  it("ends their two-factor, passkeys and email change: the owner signs in alone", async () => {
    const email = uniqueEmail("squatted");
    const { attacker, link } = await preRegister(email);
    const enabled = await attacker.request("POST", "/api/auth/two-factor/enable", {
      json: { password: ATTACKER_PASSWORD },
    });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const verified = await attacker.request("POST", "/api/auth/two-factor/verify-totp", {
      json: { code: totpCode(totpURI) },
    });
    expect(verified.status).toBe(200);
    const { id } = await userRow(email);
    await t.db
      .insertInto("passkey")
      .values({
        id: `squatter-${id}`,
        name: "squatter's key",
        userId: id,
        deviceType: "singleDevice",
        backedUp: t.dialect === "sqlite" ? 0 : false,
        createdAt: new Date().toISOString(),
        ...({ publicKey: "AAAA", credentialID: `squatter-${id}`, counter: 0 } as object),
      })
      .execute();
    const theirs = uniqueEmail("squatter-own");
    const moved = await attacker.request("POST", "/api/auth/change-email", {
      json: { newEmail: theirs },
    });
    expect(moved.status).toBe(200);
    const moveLink = linkIn(await mailbox.next(theirs), t.baseUrl).slice(t.baseUrl.length);

    const { token } = await confirmElsewhere(link);
    expect((await choosePassword(token, OWNER_PASSWORD)).status).toBe(200);
    const owner = t.client();
    const signedIn = await owner.signIn(email, OWNER_PASSWORD);
    expect(await signedIn.json()).not.toHaveProperty("twoFactorRedirect");
    expect(await status(owner, "/api/auth/user")).toBe(200);
    expect(await okJson(owner.api.account.$get())).toMatchObject({
      twoFactorEnabled: false,
      passkeyCount: 0,
    });

    // The owner, tricked into opening the squatter's link while signed in, keeps the address.
    const opened = await owner.get(moveLink);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/account?email=confirmed&error=link_expired");
    expect(
      (await t.db.selectFrom("user").select("email").where("id", "=", id).execute())[0],
    ).toEqual({ email });
  });
});

describe("an address confirmed in the browser that signed up", () => {
  it("keeps that browser signed in with its password, and ends every other session", async () => {
    const email = uniqueEmail("same-browser");
    const browser = t.client();
    expect((await browser.signUp(email, OWNER_PASSWORD)).status).toBe(200);
    const link = linkIn(await mailbox.next(email), t.baseUrl).slice(t.baseUrl.length);
    const elsewhere = t.client();
    expect((await elsewhere.signIn(email, OWNER_PASSWORD)).status).toBe(200);
    await linkExternalSignIn(email);

    const opened = await browser.get(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/");
    expect(Boolean((await userRow(email)).emailVerified)).toBe(true);
    expect(await status(browser, "/api/auth/user")).toBe(200);
    expect(await status(elsewhere, "/api/auth/user")).toBe(401);
    expect(await signInMethods(email)).toEqual(["credential"]);
    expect((await t.client().signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });
});

describe("a password reset on an unconfirmed account", () => {
  it("confirms the address for the person who reset it, and ends what was set up before", async () => {
    const email = uniqueEmail("reset-claims");
    const { attacker } = await preRegister(email);
    await linkExternalSignIn(email);
    const asked = await t.client().request("POST", "/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);
    const opened = await t
      .client()
      .get(linkIn(await mailbox.next(email), t.baseUrl).slice(t.baseUrl.length));
    const token = new URL(opened.headers.get("location") ?? "", t.baseUrl).searchParams.get(
      "token",
    );
    expect((await choosePassword(token ?? "", OWNER_PASSWORD)).status).toBe(200);

    expect(Boolean((await userRow(email)).emailVerified)).toBe(true);
    expect(await signInMethods(email)).toEqual(["credential"]);
    expect(await status(attacker, "/api/auth/user")).toBe(401);
    expect((await t.client().signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
  });
});

describe("an email change onto someone else's address", () => {
  it("waits for the link, which only a browser signed in to the account can use", async () => {
    const attacker = await t.signedInClient();
    const victim = uniqueEmail("victim");
    const response = await attacker.request("POST", "/api/auth/change-email", {
      json: { newEmail: victim, callbackURL: "/" },
    });
    expect(response.status).toBe(200);
    const link = linkIn(await mailbox.next(victim), t.baseUrl);
    const emailOf = () =>
      t.db.selectFrom("user").select("id").where("email", "=", victim).execute();
    expect(await emailOf()).toEqual([]);

    // The address's holder opens the link: it neither moves the account nor signs them in.
    const holder = t.client();
    const opened = await holder.get(link.slice(t.baseUrl.length));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/sign-in?confirm-email=1");
    expect(opened.headers.getSetCookie()).toEqual([]);
    expect(await status(holder, "/api/auth/user")).toBe(401);
    expect(await emailOf()).toEqual([]);
  });
});

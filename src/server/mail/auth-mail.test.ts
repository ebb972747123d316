import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translated } from "../i18n/catalogue.ts";
import { linkIn, type Mailbox } from "../testing/mailbox.ts";
import {
  startTestApp,
  startTestAppWithMailbox,
  type TestApp,
  uniqueEmail,
} from "../testing/test-app.ts";

let t: TestApp;
let mailbox: Mailbox;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, mailbox, close } = await startTestAppWithMailbox());
});
afterAll(() => close());

const isVerified = async (email: string) =>
  Boolean(
    (
      await t.db
        .selectFrom("user")
        .select("emailVerified")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).emailVerified,
  );

describe("the mails' language", () => {
  it("is the language the account was made in: the browser's, for a new visitor", async () => {
    const email = uniqueEmail("cymraeg");
    const made = await t.client().request("POST", "/api/auth/sign-up/email", {
      json: { email, password: "correct horse battery", name: "Gwen" },
      headers: { "accept-language": "cy-GB, en;q=0.5" },
    });
    expect(made.status).toBe(200);
    const user = await t.db
      .selectFrom("user")
      .select("language")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(user.language).toBe("cy");
    const mail = await mailbox.next(email);
    const subject = translated("cy", "Confirm your email for UK Adventures");
    expect(subject).not.toBe("Confirm your email for UK Adventures");
    expect(mail).toContain(`Subject: ${subject}`);
    expect(mail).not.toContain("Welcome to UK Adventures!");
  });
});

describe("email verification", () => {
  it("mails a link on sign-up that verifies the address once", async () => {
    const email = uniqueEmail("verify");
    const visitor = t.client();
    expect((await visitor.signUp(email)).status).toBe(200);
    const mail = await mailbox.next(email);
    expect(mail).toContain("Subject: Confirm your email for UK Adventures");
    expect(await isVerified(email)).toBe(false);

    const link = linkIn(mail, t.baseUrl);
    const opened = await t.client().request("GET", link.slice(t.baseUrl.length));
    expect(opened.status).toBe(302);
    expect(await isVerified(email)).toBe(true);
  });

  it("keeps an unverified account out when REQUIRE_EMAIL_VERIFICATION is true", async () => {
    const strict = await startTestApp({ env: { REQUIRE_EMAIL_VERIFICATION: "true" } });
    try {
      const email = uniqueEmail("strict");
      const visitor = strict.client();
      await visitor.signUp(email);
      const signIn = await visitor.signIn(email);
      expect(signIn.status).toBe(403);
      expect((await visitor.get("/api/places")).status).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe("password reset", () => {
  const requestReset = (email: string) =>
    t.client().request("POST", "/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });

  it("answers the same whether or not the email has an account", async () => {
    const known = uniqueEmail("known");
    await t.client().signUp(known);
    await mailbox.next(known);
    const forKnown = await requestReset(known);
    const forUnknown = await requestReset(uniqueEmail("nobody"));
    expect(forUnknown.status).toBe(forKnown.status);
    expect(await forUnknown.json()).toEqual(await forKnown.json());
    await mailbox.next(known);
  });

  it("sets a new password through a single-use link: the new one signs in, the old one not", async () => {
    const email = uniqueEmail("reset");
    await t.client().signUp(email, "old password 1");
    await mailbox.next(email);
    expect((await requestReset(email)).status).toBe(200);
    const mail = await mailbox.next(email);
    expect(mail).toContain(`Subject: Reset your UK Adventures password`);

    // The mailed link checks the token and sends the browser to our reset page with it.
    const link = linkIn(mail, t.baseUrl);
    const opened = await t.client().request("GET", link.slice(t.baseUrl.length));
    expect(opened.status).toBe(302);
    const page = new URL(opened.headers.get("location") ?? "", t.baseUrl);
    expect(page.pathname).toBe("/reset-password");
    const token = page.searchParams.get("token") ?? "";
    expect(token).not.toBe("");

    const reset = (password: string) =>
      t.client().request("POST", "/api/auth/reset-password", {
        json: { newPassword: password, token },
      });
    expect((await reset("new password 2")).status).toBe(200);
    expect((await t.client().signIn(email, "new password 2")).status).toBe(200);
    expect((await t.client().signIn(email, "old password 1")).status).toBe(401);
    // Used once, the link is spent.
    expect((await reset("third password 3")).status).toBe(400);
    expect((await t.client().signIn(email, "third password 3")).status).toBe(401);
  });
});

import { describe, expect, it } from "vitest";
import { plainAuthError } from "#shared/account.ts";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import { accountAppForFile, Visitor } from "../testing/account-visitor.ts";
import { linkIn } from "../testing/mailbox.ts";
import { uniqueEmail } from "../testing/test-app.ts";

// Each visitor names its own address, so the per-address limits meet its requests only.
const accounts = accountAppForFile();

/** Asks for the confirmation mail again, as the home's banner does. */
const sendAgain = (visitor: Visitor, json: unknown = {}) =>
  visitor.auth("/send-verification-email", json);

/** A new account, its address not confirmed yet, signed in; the sign-up's own mail taken. */
const unconfirmedAccount = () => accounts.newAccount();

describe("POST /api/auth/send-verification-email", () => {
  it("mails the signed-in account a new confirmation link, which confirms it", async () => {
    const { email, visitor } = await unconfirmedAccount();
    const sent = await sendAgain(visitor);
    expect(sent.status).toBe(200);
    const link = linkIn(await accounts.mailbox.next(email), accounts.app.baseUrl);
    expect(link).toContain("/api/auth/verify-email");

    const opened = await visitor.get(link.slice(accounts.app.baseUrl.length));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/");
    expect(await okJson(visitor.api.account.$get())).toMatchObject({ emailVerified: true });

    const again = await sendAgain(visitor);
    expect(again.status).toBe(400);
    const refusal = await ApiError.from(again);
    expect(plainAuthError(refusal.code)).toBe("Your email is already confirmed.");
  });

  it("sends only to the account's own address, whatever address the request names", async () => {
    const stranger = await unconfirmedAccount();
    const { email, visitor } = await unconfirmedAccount();
    const sent = await sendAgain(visitor, { email: stranger.email, callbackURL: "/elsewhere" });
    expect(sent.status).toBe(200);
    const mail = await accounts.mailbox.next(email);
    expect(linkIn(mail, accounts.app.baseUrl)).toMatch(/[?&]callbackURL=%2F$/);
    expect(accounts.mailbox.pending(stranger.email)).toBe(0);
  });

  it("is refused signed out, so it mails no one and says nothing of who has an account", async () => {
    const { email } = await unconfirmedAccount();
    for (const named of [email, uniqueEmail("nobody")]) {
      const answer = await sendAgain(new Visitor(accounts.app.baseUrl), { email: named });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: "unauthorized" });
    }
    expect(accounts.mailbox.pending(email)).toBe(0);
  });

  it("sends at most three a minute from one address", async () => {
    const { email, visitor } = await unconfirmedAccount();
    for (let i = 0; i < 3; i += 1) {
      expect((await sendAgain(visitor)).status).toBe(200);
      await accounts.mailbox.next(email);
    }
    const fourth = await sendAgain(visitor);
    expect(fourth.status).toBe(429);
    expect((await ApiError.from(fourth)).message).toMatch(/^Too many tries\. Wait \d+ seconds?/);
    expect(accounts.mailbox.pending(email)).toBe(0);
  });
});

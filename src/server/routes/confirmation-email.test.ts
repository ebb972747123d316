import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainAuthError } from "#shared/account.ts";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import { HttpClient } from "../testing/http-client.ts";
import { linkIn, type Mailbox } from "../testing/mailbox.ts";
import { startTestAppWithMailbox, type TestApp, uniqueEmail } from "../testing/test-app.ts";

let t: TestApp;
let mailbox: Mailbox;
let close: () => Promise<void>;
beforeAll(async () => {
  // Each visitor names its own address, so the per-address limits meet its requests only.
  ({ app: t, mailbox, close } = await startTestAppWithMailbox({ TRUSTED_PROXIES: "127.0.0.1" }));
});
afterAll(() => close());

let addressCounter = 0;
class Visitor extends HttpClient {
  readonly address = `198.51.100.${++addressCounter}`;
  override request(
    method: string,
    path: string,
    options: { json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {},
  ) {
    return super.request(method, path, {
      ...options,
      headers: { "x-forwarded-for": this.address, ...options.headers },
    });
  }
  sendAgain(json: unknown = {}) {
    return this.request("POST", "/api/auth/send-verification-email", { json });
  }
}

/** A new account, its address not confirmed yet, signed in; the sign-up's own mail taken. */
async function unconfirmedAccount() {
  const email = uniqueEmail("unconfirmed");
  const visitor = new Visitor(t.baseUrl);
  expect((await visitor.signUp(email)).status).toBe(200);
  await mailbox.next(email);
  return { email, visitor };
}

describe("POST /api/auth/send-verification-email", () => {
  it("mails the signed-in account a new confirmation link, which confirms it", async () => {
    const { email, visitor } = await unconfirmedAccount();
    const sent = await visitor.sendAgain();
    expect(sent.status).toBe(200);
    const link = linkIn(await mailbox.next(email), t.baseUrl);
    expect(link).toContain("/api/auth/verify-email");

    const opened = await visitor.get(link.slice(t.baseUrl.length));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/");
    expect(await okJson(visitor.api.account.$get())).toMatchObject({ emailVerified: true });

    const again = await visitor.sendAgain();
    expect(again.status).toBe(400);
    const refusal = await ApiError.from(again);
    expect(plainAuthError(refusal.code)).toBe("Your email is already confirmed.");
  });

  it("sends only to the account's own address, whatever address the request names", async () => {
    const stranger = await unconfirmedAccount();
    const { email, visitor } = await unconfirmedAccount();
    const sent = await visitor.sendAgain({ email: stranger.email, callbackURL: "/elsewhere" });
    expect(sent.status).toBe(200);
    const mail = await mailbox.next(email);
    expect(linkIn(mail, t.baseUrl)).toMatch(/[?&]callbackURL=%2F$/);
    expect(mailbox.pending(stranger.email)).toBe(0);
  });

  it("is refused signed out, so it mails no one and says nothing of who has an account", async () => {
    const { email } = await unconfirmedAccount();
    for (const named of [email, uniqueEmail("nobody")]) {
      const answer = await new Visitor(t.baseUrl).sendAgain({ email: named });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: "unauthorized" });
    }
    expect(mailbox.pending(email)).toBe(0);
  });

  it("sends at most three a minute from one address", async () => {
    const { email, visitor } = await unconfirmedAccount();
    for (let i = 0; i < 3; i += 1) {
      expect((await visitor.sendAgain()).status).toBe(200);
      await mailbox.next(email);
    }
    const fourth = await visitor.sendAgain();
    expect(fourth.status).toBe(429);
    expect((await ApiError.from(fourth)).message).toMatch(/^Too many tries\. Wait \d+ seconds?/);
    expect(mailbox.pending(email)).toBe(0);
  });
});

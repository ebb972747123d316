import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, uniqueEmail } from "../testing/test-app.ts";

/** A real SMTP server on loopback that keeps what it receives. */
function startMailbox() {
  const received: { to: string; text: string }[] = [];
  const waiting: { to: string; resolve: (text: string) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        raw += chunk;
      });
      stream.on("end", () => {
        // Quoted-printable soft line breaks would split a long link: join them back.
        const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        for (const recipient of session.envelope.rcptTo) {
          const to = recipient.address.toLowerCase();
          received.push({ to, text });
          const index = waiting.findIndex((w) => w.to === to);
          if (index >= 0) waiting.splice(index, 1)[0]?.resolve(text);
        }
        callback();
      });
    },
  });
  return {
    received,
    /** The next message to `to` (one already received counts). */
    next(to: string): Promise<string> {
      const index = received.findIndex((m) => m.to === to.toLowerCase());
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0]?.text ?? "");
      return new Promise((resolve) => waiting.push({ to: to.toLowerCase(), resolve }));
    },
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link into the app in a message. */
function linkIn(text: string, baseUrl: string): string {
  const match = text.match(new RegExp(`${baseUrl.replace(/[.:/]/g, "\\$&")}[^\\s]+`));
  if (!match) throw new Error(`no link in:\n${text}`);
  return match[0];
}

let t: TestApp;
let mailbox: ReturnType<typeof startMailbox>;
beforeAll(async () => {
  mailbox = startMailbox();
  const port = await mailbox.listen();
  t = await startTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "UK Adventures <hello@example.org>" },
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

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

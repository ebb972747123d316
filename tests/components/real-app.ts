import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { queryClient } from "#client/lib/query-client.ts";
import { startMailbox } from "#server/testing/mailbox.ts";
import { freePort, startAppProcess } from "../app-process.ts";

export const PASSWORD = "correct horse battery";

/**
 * The real app for a component test file whose components send what they change: started as
 * `npm start` runs it (a process of its own, on a SQLite file, with its mail caught by a real
 * SMTP server), with happy-dom's page put at its address first, so that the components' own
 * requests reach it over HTTP, with the session cookie as a browser keeps it. (Not in this
 * process: happy-dom's Request and Headers replace Node's, which the server needs.)
 *
 * Each `signUp` comes from an address of its own (the app trusts the loopback proxy's
 * X-Forwarded-For), so Better Auth's per-address limits count one test's requests only.
 */
export function realApp(env: Record<string, string> = {}) {
  let app: Awaited<ReturnType<typeof startAppProcess>> | undefined;
  let mailbox: ReturnType<typeof startMailbox> | undefined;
  let address = 0;
  const pageFetch = globalThis.fetch;
  // Each test waits on the app's answers, which hash passwords: slow on a busy machine.
  vi.setConfig({ testTimeout: 20_000 });

  beforeAll(async () => {
    mailbox = startMailbox();
    const smtpPort = await mailbox.listen();
    const port = await freePort();
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      `http://127.0.0.1:${port}/`,
    );
    // What happy-dom leaves out of a request and a browser sends: the page's Origin with a
    // POST (the app refuses a cookie-carrying write without it). And the address it comes from.
    globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      if (request.method !== "GET" && request.method !== "HEAD") {
        request.headers.set("origin", window.location.origin);
      }
      if (!request.headers.has("x-forwarded-for")) {
        request.headers.set("x-forwarded-for", `198.51.100.${address}`);
      }
      return pageFetch(request);
    };
    app = await startAppProcess(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "UK Adventures <hello@example.org>",
        TRUSTED_PROXIES: "127.0.0.1,::1",
        ...env,
      },
      { port },
    );
  }, 30_000);
  afterEach(() => queryClient.clear());
  afterAll(async () => {
    globalThis.fetch = pageFetch;
    await app?.stop();
    await mailbox?.close();
  });

  let counter = 0;
  return {
    get baseUrl() {
      if (!app) throw new Error("the app has not started");
      return app.baseUrl;
    },
    /** The app's SQLite file, for a test that stores what no page can make (a passkey). */
    get databaseFile() {
      if (!app) throw new Error("the app has not started");
      return `${app.dataDir}/uk-adventures.db`;
    },
    /** The mail the app sent to an address, waited for. */
    mail: (to: string) => {
      if (!mailbox) throw new Error("the app has not started");
      return mailbox.next(to);
    },
    /**
     * Signs up a new account through the API, as the sign-up form does, from a new address:
     * this page is then signed in as it. Answers its email.
     */
    async signUp(name = "Ada Lovelace"): Promise<string> {
      counter += 1;
      address += 1;
      const email = `${name.split(" ")[0]?.toLowerCase()}-${process.pid}-${counter}@example.com`;
      const answer = await fetch("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD, name }),
      });
      if (!answer.ok) throw new Error(`sign-up answered ${answer.status}`);
      return email;
    },
    /** This page's requests come from another address from now on, as a phone's would. */
    moveAddress() {
      address += 1;
    },
    /** Whether this page is signed in, as the app answers it. */
    async signedIn(): Promise<boolean> {
      return (await fetch("/api/auth/user")).status === 200;
    },
  };
}

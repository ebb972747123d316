import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { bootstrap } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { HttpClient } from "./http-client.ts";
import { startMailbox } from "./mailbox.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The real app on a fresh database, listening on a free loopback port: tests talk to it over
 * HTTP (`client()`), or without a socket through `app.request()`.
 */
export async function startTestApp(
  options: {
    /** Overrides; a variable set to undefined is removed (BASE_URL: undefined runs without it). */
    env?: Record<string, string | undefined>;
    database?: TestDatabase;
    clientDir?: string;
  } = {},
) {
  // A database passed in outlives this app (a restart test); one made here is dropped with it.
  const database = options.database ?? (await createTestDatabase());
  let listener: RequestListener | undefined;
  // Listening first, so that the app can be given its own address.
  const server = createServer((request, response) => {
    if (!listener) throw new Error("app not ready");
    listener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    BASE_URL: baseUrl,
    LOG_LEVEL: "error",
    ...options.env,
  });
  const runtime = await bootstrap(config, { clientDir: options.clientDir });
  const { auth } = runtime;
  listener = runtime.listener;

  return {
    app: runtime.app,
    /** Better Auth itself, for tests that enumerate its endpoints. */
    auth,
    baseUrl,
    config,
    db: runtime.db,
    dialect: runtime.dialect,
    /** A new visitor with an empty cookie jar. */
    client: () => new HttpClient(baseUrl),
    /**
     * A visitor signed in as a new user, made directly through the app's auth (so a test file
     * can make many without meeting the sign-up rate limit).
     */
    async signedInClient(name = "Test Traveller") {
      const email = uniqueEmail();
      const password = "correct horse battery";
      await auth.api.signUpEmail({ body: { email, password, name } });
      const visitor = new HttpClient(baseUrl);
      visitor.remember(await auth.api.signInEmail({ body: { email, password }, asResponse: true }));
      return visitor;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.close();
      if (!options.database) await database.drop();
    },
  };
}

let counter = 0;
/** A unique, valid email for a test user. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

/** The test app with its mail sent to a real SMTP server on loopback, which keeps it. */
export async function startTestAppWithMailbox(env: Record<string, string | undefined> = {}) {
  const mailbox = startMailbox();
  const port = await mailbox.listen();
  const app = await startTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "UK Adventures <hello@example.org>",
      ...env,
    },
  });
  return {
    app,
    mailbox,
    async close() {
      await app.close();
      await mailbox.close();
    },
  };
}

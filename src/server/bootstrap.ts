import { existsSync } from "node:fs";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createAuth } from "./auth.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { createDb } from "./db/index.ts";
import { migrate } from "./db/migrate.ts";
import { sessionTokenReaderNow } from "./http/session.ts";
import { sessionGate } from "./http/session-gate.ts";
import { createLogger, type Logger } from "./logger.ts";
import { resolveAuthSecret } from "./secret.ts";

/**
 * The configuration from the environment and a `.env` file in the working directory (the
 * environment wins). A bad value stops the process with one line naming it, and exit code 1.
 */
export function configOrExit(): Config {
  try {
    if (existsSync(".env")) process.loadEnvFile(".env");
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** The database could not be opened or migrated: the message says which and why. */
export class DatabaseSetupError extends Error {
  override name = "DatabaseSetupError";
}

export type Runtime = Awaited<ReturnType<typeof bootstrap>>;

/**
 * Everything the app runs on, built from one configuration, the same way for the server
 * (`main.ts`), the admin command, the API tests and the browser tests' fixtures: the secret,
 * the database (migrated), Better Auth and the Hono app. A new dependency is added here, once.
 */
export async function bootstrap(
  config: Config,
  options: {
    logger?: Logger;
    /** The built web app to serve; without it only the API is served. */
    clientDir?: string | undefined;
  } = {},
) {
  const logger = options.logger ?? createLogger(config.logLevel);
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const database = createDb(config.database, logger);
  const deps = { config, secret, db: database.db, dialect: database.dialect, logger };
  try {
    await migrate(deps);
  } catch (error) {
    await database.destroy().catch(() => {});
    throw new DatabaseSetupError(
      `could not prepare the ${database.dialect} database: ${(error as Error).message}`,
    );
  }
  const auth = createAuth(deps);
  const app = createApp({
    config,
    auth,
    db: database.db,
    secret,
    logger,
    clientDir: options.clientDir,
  });
  // What the HTTP server answers with: the app, behind the gate that turns away a session's
  // requests beyond its limit before the app does any work for them.
  const listener = sessionGate(app, getRequestListener(app.fetch, { hostname: config.host }), {
    tokenOf: await sessionTokenReaderNow(auth, secret),
  });
  return {
    config,
    logger,
    secret,
    db: database.db,
    dialect: database.dialect,
    auth,
    app,
    listener,
    /** Closes the database; waits for queries under way. */
    close: () => database.destroy(),
  };
}

import { getMigrations } from "better-auth/db/migration";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll } from "vitest";
import { authOptions, createAuth } from "../auth.ts";
import { loadConfig } from "../config.ts";
import { createDb, type DatabaseHandle } from "../db/index.ts";
import { appMigrations } from "../db/migrations/index.ts";
import { createLogger } from "../logger.ts";
import { resolveAuthSecret } from "../secret.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export type DatabaseBeforeMigration = {
  database: TestDatabase;
  handle: DatabaseHandle;
  /** Runs the migrations on from where the database stands. */
  migrator: Migrator;
  /** Better Auth over this database, to sign people up as the earlier version did. */
  auth: ReturnType<typeof createAuth>;
  close(): Promise<void>;
};

/**
 * A new test database as the version before `migration` left it: Better Auth's tables, and
 * ours up to the migration before that one. For a migration's own test, which writes rows the
 * way the earlier version stored them and then migrates.
 */
export async function databaseBeforeMigration(migration: string): Promise<DatabaseBeforeMigration> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    BASE_URL: "http://127.0.0.1:3000",
    LOG_LEVEL: "error",
  });
  const handle = createDb(config.database);
  const deps = {
    config,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    db: handle.db,
    dialect: handle.dialect,
    logger: createLogger("error"),
  };
  await (await getMigrations(authOptions(deps))).runMigrations();
  const migrations = appMigrations(handle.dialect);
  const names = Object.keys(migrations);
  const previous = names[names.indexOf(migration) - 1];
  if (!previous) throw new Error(`${migration} is not registered after another migration`);
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error } = await migrator.migrateTo(previous);
  if (error) throw error;
  return {
    database,
    handle,
    migrator,
    auth: createAuth(deps),
    close: async () => {
      await handle.destroy();
      await database.drop();
    },
  };
}

/**
 * `databaseBeforeMigration` for a whole test file: made before its tests, dropped after them.
 * The fields are there once the file's tests run.
 */
export function databaseBeforeMigrationForFile(migration: string): DatabaseBeforeMigration {
  const made = {} as DatabaseBeforeMigration;
  beforeAll(async () => {
    Object.assign(made, await databaseBeforeMigration(migration));
  });
  afterAll(() => made.close?.());
  return made;
}

import { getMigrations } from "better-auth/db/migration";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { type AuthDeps, authOptions } from "../auth.ts";
import { appMigrations } from "./migrations/index.ts";

// Any constant will do: it only has to be the same in every process of this app.
const MIGRATION_LOCK_ID = 7_410_2025;

/**
 * Brings the schema up to date at start-up. Better Auth creates and upgrades its own tables
 * from its options (it also checks them at run time, so it must own their exact shape); then
 * Kysely's migrator runs ours (docs/decisions/0001).
 * On PostgreSQL an advisory lock lets several app processes start at once safely.
 */
export async function migrate(deps: AuthDeps): Promise<void> {
  const run = async (db: AuthDeps["db"]) => {
    const { runMigrations } = await getMigrations(authOptions({ ...deps, db }));
    await runMigrations();
    const provider = { getMigrations: async () => appMigrations(deps.dialect) };
    const { error } = await new Migrator({ db, provider }).migrateToLatest();
    if (error) throw error;
  };
  if (deps.dialect === "sqlite") {
    await run(deps.db);
    return;
  }
  await deps.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(connection);
    try {
      await run(connection);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(connection);
    }
  });
}

import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseTarget } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { Database } from "./schema.ts";

export type Dialect = DatabaseTarget["dialect"];
export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: Dialect;
  /** Closes every connection; waits for queries under way. */
  destroy(): Promise<void>;
};

function openSqlite(file: string): SQLite.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // docs/security.md#durability. WAL; FULL so an acknowledged write survives power loss;
  // foreign keys on; wait for a lock rather than fail when another process (a CLI, a backup)
  // holds it.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh, and compiling SQL was the largest single cost of a
 * signed-in request (`npm run bench`). The same SQL text reuses its compiled statement; safe
 * because Kysely runs one query at a time on this single connection.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

export function createDb(target: DatabaseTarget, logger?: Pick<Logger, "warn">): DatabaseHandle {
  if (target.dialect === "sqlite") {
    // One connection: Kysely's SQLite driver serialises queries on it, so there is one writer.
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(openSqlite(target.file)) }),
    });
    return { db, dialect: "sqlite", destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle connection the server ends (a restart, a failover, an admin's terminate) is an
  // 'error' event on the pool; unheard, it would crash the process. The pool drops that
  // connection and the next query opens a new one: worth a line in the log, no more.
  pool.on("error", (error) =>
    logger?.warn("PostgreSQL connection lost; the pool will reconnect", { error: error.message }),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", destroy: () => db.destroy() };
}

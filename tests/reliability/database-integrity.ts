import SQLite from "better-sqlite3";
import pg from "pg";

/**
 * The database's own consistency checks, run with the app stopped: SQLite's integrity and
 * foreign-key checks, or PostgreSQL's amcheck over every B-tree index (each index entry
 * matches its table row, and every row is indexed). Returns the problems found.
 */
export async function integrityProblems(databaseUrl: string): Promise<string[]> {
  if (databaseUrl.startsWith("file:")) {
    const sqlite = new SQLite(databaseUrl.slice("file:".length));
    try {
      const integrity = sqlite.pragma("integrity_check", { simple: true });
      const foreignKeys = sqlite.pragma("foreign_key_check") as unknown[];
      return [
        ...(integrity === "ok" ? [] : [`integrity_check: ${String(integrity)}`]),
        ...foreignKeys.map((row) => `foreign key broken: ${JSON.stringify(row)}`),
      ];
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("CREATE EXTENSION IF NOT EXISTS amcheck");
    const indexes = await client.query<{ name: string; oid: number }>(
      `SELECT c.relname AS name, c.oid FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_am a ON a.oid = c.relam
        WHERE n.nspname = 'public' AND a.amname = 'btree'`,
    );
    if (indexes.rowCount === 0) return ["no indexes found to check"];
    const problems: string[] = [];
    for (const { name, oid } of indexes.rows) {
      try {
        await client.query("SELECT bt_index_check(index => $1::oid, heapallindexed => true)", [
          oid,
        ]);
      } catch (error) {
        problems.push(`index ${name}: ${(error as Error).message}`);
      }
    }
    return problems;
  } finally {
    await client.end();
  }
}

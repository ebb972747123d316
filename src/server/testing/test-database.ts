import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type TestDatabase = {
  /** A DATABASE_URL for the app under test. */
  url: string;
  dialect: "sqlite" | "postgres";
  /** A data folder of its own (secret, SQLite file). */
  dataDir: string;
  drop(): Promise<void>;
};

/** Which database the API tests run on: the project sets TEST_DIALECT. */
export function testDialect(): "sqlite" | "postgres" {
  return process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";
}

/** Every database this machine can test on: SQLite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function availableDialects(): readonly ("sqlite" | "postgres")[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

/**
 * A fresh, empty database for one test file: a new SQLite file, or a new PostgreSQL database
 * made on the server that TEST_DATABASE_URL names (dropped afterwards).
 */
export async function createTestDatabase(dialect = testDialect()): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "uka-test-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (dialect === "sqlite") {
    return {
      url: `file:${path.join(dataDir, "test.db")}`,
      dialect: "sqlite",
      dataDir,
      drop: async () => removeDir(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error("TEST_DATABASE_URL is not set: the PostgreSQL tests need a server to run on");
  }
  const name = `uka_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dialect: "postgres",
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      removeDir();
    },
  };
}

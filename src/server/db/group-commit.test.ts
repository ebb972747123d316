import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "../testing/test-database.ts";
import { inTransaction, oneStatement } from "./group-commit.ts";

let t: TestApp;
let database: TestDatabase;
let userId = "";
let run = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp({ database });
  const visitor = await t.signedInClient();
  userId = (await okJson(visitor.api.auth.user.$get())).id;
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

/** A write of one row, named `key`, to a table with nothing else to it. */
const keep = (key: string) =>
  inTransaction(t.db, async (trx) => {
    await trx
      .insertInto("idempotencyKey")
      .values({ userId, key, fingerprint: "-", createdAt: new Date().toISOString() })
      .execute();
    return key;
  });

/** The keys kept with this prefix, read on the app's own connection. */
async function kept(prefix: string) {
  const rows = await t.db
    .selectFrom("idempotencyKey")
    .select("key")
    .where("userId", "=", userId)
    .where("key", "like", `${prefix}%`)
    .orderBy("key")
    .execute();
  return rows.map((row) => row.key);
}

describe("inTransaction", () => {
  it("keeps or undoes each write alone, and passes its error on", async () => {
    const prefix = `alone-${run++}-`;
    const refused = new Error("refused");
    const answers = await Promise.allSettled([
      keep(`${prefix}a`),
      inTransaction(t.db, async (trx) => {
        await trx
          .insertInto("idempotencyKey")
          .values({ userId, key: `${prefix}b`, fingerprint: "-", createdAt: "now" })
          .execute();
        throw refused;
      }),
      keep(`${prefix}c`),
    ]);
    expect(answers).toEqual([
      { status: "fulfilled", value: `${prefix}a` },
      { status: "rejected", reason: refused },
      { status: "fulfilled", value: `${prefix}c` },
    ]);
    expect(await kept(prefix)).toEqual([`${prefix}a`, `${prefix}c`]);
  });

  it("keeps a write of one statement through oneStatement too", async () => {
    const prefix = `one-${run++}-`;
    const inserted = await oneStatement(t.db, (on) =>
      on
        .insertInto("idempotencyKey")
        .values({ userId, key: `${prefix}a`, fingerprint: "-", createdAt: "now" })
        .returning("key")
        .executeTakeFirst(),
    );
    expect(inserted).toEqual({ key: `${prefix}a` });
    expect(await kept(prefix)).toEqual([`${prefix}a`]);
  });
});

describe.skipIf(testDialect() === "postgres")(
  "on SQLite, writes that come together share one commit",
  () => {
    /** What another connection to the file sees: only what has been committed. */
    function committed(prefix: string) {
      const reader = new SQLite(database.url.replace(/^file:/, ""), { readonly: true });
      try {
        return (
          reader
            .prepare(`select "key" from "idempotencyKey" where "key" like ? order by "key"`)
            .all(`${prefix}%`) as { key: string }[]
        ).map((row) => row.key);
      } finally {
        reader.close();
      }
    }

    it("has each write see those before it in its group, as one commit apart would", async () => {
      const prefix = `order-${run++}-`;
      const [, seen] = await Promise.all([
        keep(`${prefix}a`),
        inTransaction(t.db, async (trx) =>
          trx.selectFrom("idempotencyKey").select("key").where("key", "=", `${prefix}a`).execute(),
        ),
      ]);
      expect(seen).toEqual([{ key: `${prefix}a` }]);
    });

    it("answers the first write only once the last of its group is committed", async () => {
      const prefix = `group-${run++}-`;
      const first = keep(`${prefix}a`).then(() => committed(prefix));
      void keep(`${prefix}b`);
      const last = keep(`${prefix}c`);
      expect(await first).toEqual([`${prefix}a`, `${prefix}b`, `${prefix}c`]);
      await last;
    });

    it("answers no write of a group that could not commit, and keeps none", async () => {
      const prefix = `lost-${run++}-`;
      const answers = await Promise.allSettled([
        keep(`${prefix}a`),
        // Ends the shared transaction under the others' feet, as a failed disk would.
        inTransaction(t.db, async (trx) => {
          await sql`rollback`.execute(trx);
        }),
        keep(`${prefix}c`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected", "rejected"]);
      expect(await kept(prefix)).toEqual([]);
      expect(committed(prefix)).toEqual([]);
      // The connection is usable again afterwards.
      expect(await keep(`${prefix}d`)).toBe(`${prefix}d`);
    });
  },
);

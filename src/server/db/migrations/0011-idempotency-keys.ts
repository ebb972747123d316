import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../index.ts";

/**
 * The answers to writes sent with an `Idempotency-Key` (http/idempotency.ts), kept a day: a
 * phone that lost the answer to a change it made offline sends it again with the same key and
 * gets the first answer back, and nothing is written twice. `fingerprint` is a hash of the
 * method, path and body, so a key reused for another request is refused. `status` is null
 * while the first request is still being handled. Rows go with the account.
 */
export function idempotencyKeysMigration(dialect: Dialect): Migration {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("idempotencyKey")
        .addColumn("userId", "text", (column) =>
          column.notNull().references("user.id").onDelete("cascade"),
        )
        .addColumn("key", "text", (column) => column.notNull())
        .addColumn("fingerprint", "text", (column) => column.notNull())
        .addColumn("status", "integer")
        .addColumn("contentType", "text")
        .addColumn("body", "text")
        .addColumn("createdAt", timestamp, (column) => column.notNull())
        .addPrimaryKeyConstraint("idempotency_key_pk", ["userId", "key"])
        .execute();
      await db.schema
        .createIndex("idempotency_key_created")
        .on("idempotencyKey")
        .column("createdAt")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("idempotencyKey").execute();
    },
  };
}

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../index.ts";

/**
 * Admins granted from the command line (`npm run admin -- grant EMAIL`), beside those named in
 * ADMIN_EMAILS; and the audit log the Security tab reads: failed sign-ins, rate-limited
 * requests and admin actions. The log keeps emails and addresses as text, not user ids, so an
 * entry outlives the account it names.
 */
export function adminMigration(dialect: Dialect): Migration {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("adminGrant")
        .addColumn("userId", "text", (column) =>
          column.primaryKey().references("user.id").onDelete("cascade"),
        )
        .addColumn("grantedAt", timestamp, (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("auditLog")
        .addColumn("id", "integer", (column) =>
          dialect === "postgres"
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("at", timestamp, (column) => column.notNull())
        .addColumn("actor", "text")
        .addColumn("action", "text", (column) => column.notNull())
        .addColumn("target", "text")
        .addColumn("ip", "text")
        .execute();
      await db.schema.createIndex("audit_kind_at").on("auditLog").columns(["kind", "at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("auditLog").execute();
      await db.schema.dropTable("adminGrant").execute();
    },
  };
}

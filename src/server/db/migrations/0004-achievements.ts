import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../index.ts";

/**
 * Earned achievements, one row per user and badge: the key makes saving one twice harmless.
 * Badges stay when places are deleted and go with the account.
 */
export function achievementsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("achievement")
        .addColumn("userId", "text", (column) =>
          column.notNull().references("user.id").onDelete("cascade"),
        )
        .addColumn("achievementId", "text", (column) => column.notNull())
        .addColumn("earnedAt", dialect === "postgres" ? "timestamptz" : "text", (column) =>
          column.notNull(),
        )
        .addPrimaryKeyConstraint("achievement_pk", ["userId", "achievementId"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("achievement").execute();
    },
  };
}

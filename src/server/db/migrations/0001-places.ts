import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../index.ts";

/**
 * Places, one row per place in one user's list. Timestamps are ISO text on SQLite and
 * timestamptz on PostgreSQL; `visited` is a 0/1 integer on SQLite and a boolean on PostgreSQL
 * (both accept 0/1 as input). `duplicateKey` is the folded name and address (shared/place.ts):
 * unique per user, so a duplicate cannot slip in between a check and an insert.
 */
export function placesMigration(dialect: Dialect): Migration {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("place")
        .addColumn("id", "integer", (column) =>
          dialect === "postgres"
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn("userId", "text", (column) =>
          column.notNull().references("user.id").onDelete("cascade"),
        )
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("address", "text")
        .addColumn("notes", "text")
        .addColumn("category", "text")
        .addColumn("mood", "text")
        .addColumn("visited", dialect === "postgres" ? "boolean" : "integer", (column) =>
          column.notNull().defaultTo(sql`${sql.lit(dialect === "postgres" ? false : 0)}`),
        )
        .addColumn("visitedDate", timestamp)
        .addColumn("duplicateKey", "text", (column) => column.notNull())
        .addColumn("createdAt", timestamp, (column) => column.notNull())
        .addColumn("updatedAt", timestamp, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("place_user_duplicate_key")
        .on("place")
        .columns(["userId", "duplicateKey"])
        .unique()
        .execute();
      await db.schema
        .createIndex("place_user_created")
        .on("place")
        .columns(["userId", "createdAt", "id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("place").execute();
    },
  };
}

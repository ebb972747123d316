import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A place's version: a counter that rises by one with each change, named by a write's
 * `If-Match`. It replaces `updatedAt` in that role, which two writes in the same millisecond
 * shared. Every existing place starts at 1.
 */
export function placeVersionMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("place")
        .addColumn("version", "integer", (column) => column.notNull().defaultTo(sql`1`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("place").dropColumn("version").execute();
    },
  };
}

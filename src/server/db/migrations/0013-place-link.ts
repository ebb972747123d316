import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A place's link: a web address to find it again, such as the Google Maps link a saved list
 * carries (null when there is none; the API's shared schema checks it is https or http and at
 * most 2,000 characters). "text" is the same type on SQLite and PostgreSQL. Existing places
 * have none.
 */
export function placeLinkMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("place").addColumn("link", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("place").dropColumn("link").execute();
    },
  };
}

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Where a place is: WGS84 latitude and longitude in decimal degrees, both or neither (null
 * when not set; the API's shared schema checks the pair and the ranges). "double precision" is
 * a float on PostgreSQL and has REAL affinity on SQLite. Existing places have none.
 */
export function placeLocationMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("place").addColumn("latitude", "double precision").execute();
      await db.schema.alterTable("place").addColumn("longitude", "double precision").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("place").dropColumn("longitude").execute();
      await db.schema.alterTable("place").dropColumn("latitude").execute();
    },
  };
}

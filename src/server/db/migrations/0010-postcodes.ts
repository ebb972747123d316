import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The UK's postcodes and where they are, for the geocoder: filled by
 * `npm run postcodes -- import FILE.csv` from the ONS Postcode Directory, empty until then.
 * The postcode is upper case without spaces ("SW1A1AA"); the position is WGS84 decimal degrees.
 */
export function postcodesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("postcode")
        .addColumn("postcode", "varchar(8)", (column) => column.primaryKey())
        .addColumn("latitude", "double precision", (column) => column.notNull())
        .addColumn("longitude", "double precision", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("postcode").execute();
    },
  };
}

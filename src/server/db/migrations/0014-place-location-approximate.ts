import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../index.ts";

/**
 * Whether a place's location is approximate: found on import from a town or postcode its name
 * or address gives, not from coordinates. A boolean on PostgreSQL and a 0/1 integer on SQLite,
 * as `visited` is; false for every existing place, whose location someone set or a file gave.
 */
export function placeLocationApproximateMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("place")
        .addColumn(
          "locationApproximate",
          dialect === "postgres" ? "boolean" : "integer",
          (column) =>
            column.notNull().defaultTo(sql`${sql.lit(dialect === "postgres" ? false : 0)}`),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("place").dropColumn("locationApproximate").execute();
    },
  };
}

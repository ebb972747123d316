import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../index.ts";

/**
 * Trips (docs/product.md#trips): a named plan of days, each an ordered list of the user's own
 * places. Dates are YYYY-MM-DD text on both databases, as visits' are, so they sort and compare
 * the same way. `dayCount` is kept on the trip: a dated trip has one day per date, an undated
 * one as many as its plan says.
 *
 * A stop is one place on one day (`day`, from 0; null while unscheduled) at a `position`. A
 * stop goes with its place (deleting a place removes its stops) and with its trip; deleting a
 * trip leaves the places alone.
 *
 * A share is a trip's public link, kept only as the SHA-256 of its token
 * (docs/decisions/0036-trip-share-links.md): one per trip at a time.
 */
export function tripsMigration(dialect: Dialect): Migration {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  const flag = dialect === "postgres" ? "boolean" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("trip")
        .addColumn("id", "integer", (column) =>
          dialect === "postgres"
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn("userId", "text", (column) =>
          column.notNull().references("user.id").onDelete("cascade"),
        )
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("startDate", "text")
        .addColumn("endDate", "text")
        .addColumn("notes", "text")
        .addColumn("dayCount", "integer", (column) => column.notNull())
        .addColumn("createdAt", timestamp, (column) => column.notNull())
        .addColumn("updatedAt", timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex("trip_user").on("trip").columns(["userId", "id"]).execute();

      await db.schema
        .createTable("tripStop")
        .addColumn("id", "integer", (column) =>
          dialect === "postgres"
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn("tripId", "integer", (column) =>
          column.notNull().references("trip.id").onDelete("cascade"),
        )
        // Beside the trip's own owner, so every query names the owner without a join.
        .addColumn("userId", "text", (column) =>
          column.notNull().references("user.id").onDelete("cascade"),
        )
        .addColumn("placeId", "integer", (column) =>
          column.notNull().references("place.id").onDelete("cascade"),
        )
        .addColumn("day", "integer")
        .addColumn("position", "integer", (column) => column.notNull())
        .addColumn("note", "text")
        .execute();
      await db.schema
        .createIndex("trip_stop_order")
        .on("tripStop")
        .columns(["tripId", "day", "position"])
        .execute();
      // For the cascade when a place is deleted, which would otherwise read every stop.
      await db.schema.createIndex("trip_stop_place").on("tripStop").column("placeId").execute();
      await db.schema.createIndex("trip_stop_user").on("tripStop").column("userId").execute();

      await db.schema
        .createTable("tripShare")
        .addColumn("tripId", "integer", (column) =>
          column.primaryKey().references("trip.id").onDelete("cascade"),
        )
        .addColumn("userId", "text", (column) =>
          column.notNull().references("user.id").onDelete("cascade"),
        )
        // SHA-256 of the link's token, base64url: the token itself is never stored.
        .addColumn("tokenHash", "text", (column) => column.notNull().unique())
        .addColumn("showName", flag, (column) => column.notNull())
        .addColumn("includePhotos", flag, (column) => column.notNull())
        .addColumn("createdAt", timestamp, (column) => column.notNull())
        .addColumn("expiresAt", timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex("trip_share_user").on("tripShare").column("userId").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("tripShare").execute();
      await db.schema.dropTable("tripStop").execute();
      await db.schema.dropTable("trip").execute();
    },
  };
}

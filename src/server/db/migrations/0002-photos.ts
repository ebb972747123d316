import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../index.ts";

/**
 * Photos, stored in the database beside the places (so a backup of the database holds them
 * too). A place points at its photo; replacing a photo adds a new row and deletes the old one,
 * so a photo's id never changes its bytes and the browser may cache it for good. The owner's
 * id is kept on the photo so that reading one is checked without a join, and so deleting a
 * user deletes their photos.
 */
export function photosMigration(dialect: Dialect): Migration {
  const bytes = dialect === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("photo")
        .addColumn("id", "integer", (column) =>
          dialect === "postgres"
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn("userId", "text", (column) =>
          column.notNull().references("user.id").onDelete("cascade"),
        )
        .addColumn("full", bytes, (column) => column.notNull())
        .addColumn("thumbnail", bytes, (column) => column.notNull())
        .addColumn("etag", "text", (column) => column.notNull())
        .addColumn("createdAt", dialect === "postgres" ? "timestamptz" : "text", (column) =>
          column.notNull(),
        )
        .execute();
      await db.schema.createIndex("photo_user").on("photo").column("userId").execute();
      await db.schema
        .alterTable("place")
        .addColumn("photoId", "integer", (column) =>
          column.references("photo.id").onDelete("set null"),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("place").dropColumn("photoId").execute();
      await db.schema.dropTable("photo").execute();
    },
  };
}

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The hashes of the photos we encoded for each user (photos/encode-photo.ts): such bytes come
 * back in a restored backup and are kept as they are, anything else is re-encoded. A hash
 * outlives its photo, so a backup restores byte for byte after its places were deleted, and
 * goes with the account. Photos stored before this table are not entered: they may hold bytes
 * an upload brought in, and a backup of them is re-encoded once when restored.
 */
export function issuedPhotosMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("issuedPhoto")
        .addColumn("userId", "text", (column) =>
          column.notNull().references("user.id").onDelete("cascade"),
        )
        .addColumn("hash", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("issued_photo_pk", ["userId", "hash"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("issuedPhoto").execute();
    },
  };
}

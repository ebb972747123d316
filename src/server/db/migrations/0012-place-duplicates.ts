import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { duplicateKey } from "#shared/duplicate-place.ts";

/** The columns this migration reads and writes, as they were when it was written. */
type Tables = {
  place: { id: number; name: string; address: string | null; duplicateKey: string };
};

const INDEX = "place_user_duplicate_key";
const PAGE = 1000;

/**
 * Places of the same name and address are the same place only when they are also close
 * together (shared/duplicate-place.ts): a route's points, or a chain's shops, share a name. So
 * `duplicateKey` is no longer unique per user; it stays indexed to find the places a new one
 * may repeat, and each write compares their positions in its transaction, the owner's places
 * locked (db/queries/places.ts). The key now ignores accents too: every stored key is made
 * again, a page of places at a time so a large instance is never held in memory at once.
 */
export function placeDuplicatesMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Tables>;
      await db.schema.dropIndex(INDEX).execute();
      await db.schema.createIndex(INDEX).on("place").columns(["userId", "duplicateKey"]).execute();
      let after = 0;
      for (;;) {
        const page = await db
          .selectFrom("place")
          .select(["id", "name", "address", "duplicateKey"])
          .where("id", ">", after)
          .orderBy("id")
          .limit(PAGE)
          .execute();
        for (const place of page) {
          const key = duplicateKey(place);
          if (key === place.duplicateKey) continue;
          await db
            .updateTable("place")
            .set({ duplicateKey: key })
            .where("id", "=", place.id)
            .execute();
        }
        const last = page.at(-1);
        if (!last || page.length < PAGE) break;
        after = last.id;
      }
    },
    // Fails while a list holds two places of one name and address, as it now may.
    async down(untyped: Kysely<unknown>) {
      await untyped.schema.dropIndex(INDEX).execute();
      await untyped.schema
        .createIndex(INDEX)
        .on("place")
        .columns(["userId", "duplicateKey"])
        .unique()
        .execute();
    },
  };
}

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { nationFinder } from "#server/geocode/nations.ts";

/** The columns this migration reads and writes, as they were when it was written. */
type Tables = {
  place: { id: number; latitude: number | null; longitude: number | null; nation: string | null };
};

/** Places read at a time, so a large instance is never held in memory at once. */
const PAGE = 1000;

/**
 * The UK nation a place is in ("England", "Scotland", "Wales", "Northern Ireland"), from the
 * town nearest its location; null without a location or far from every UK town. Kept on the
 * place because finding it is a look-up over the towns, too slow to repeat for every place on
 * every read of the year in review. Each place with a location gets its nation here; the
 * towns are read only when some place has one.
 *
 * The year in review also reads a user's visits by day and by place: the index by day gains
 * the place, and a second index orders them by place, so each count reads an index alone
 * (the index by place alone stays, for the visits of a place deleted).
 */
export function placeNationMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      await untyped.schema.alterTable("place").addColumn("nation", "text").execute();
      await untyped.schema.dropIndex("visit_user_date").execute();
      await untyped.schema
        .createIndex("visit_user_date_place")
        .on("visit")
        .columns(["userId", "date", "placeId"])
        .execute();
      await untyped.schema
        .createIndex("visit_user_place_date")
        .on("visit")
        .columns(["userId", "placeId", "date"])
        .execute();
      const db = untyped as Kysely<Tables>;
      let after = 0;
      for (;;) {
        const page = await db
          .selectFrom("place")
          .select(["id", "latitude", "longitude"])
          .where("latitude", "is not", null)
          .where("longitude", "is not", null)
          .where("id", ">", after)
          .orderBy("id")
          .limit(PAGE)
          .execute();
        const last = page.at(-1);
        if (!last) break;
        const nationAt = await nationFinder();
        const byNation = new Map<string, number[]>();
        for (const place of page) {
          const nation = nationAt({
            latitude: place.latitude as number,
            longitude: place.longitude as number,
          });
          if (!nation) continue;
          const ids = byNation.get(nation);
          if (ids) ids.push(place.id);
          else byNation.set(nation, [place.id]);
        }
        for (const [nation, ids] of byNation) {
          await db.updateTable("place").set({ nation }).where("id", "in", ids).execute();
        }
        after = last.id;
      }
    },
    async down(untyped: Kysely<unknown>) {
      await untyped.schema.dropIndex("visit_user_place_date").execute();
      await untyped.schema.dropIndex("visit_user_date_place").execute();
      await untyped.schema
        .createIndex("visit_user_date")
        .on("visit")
        .columns(["userId", "date"])
        .execute();
      await untyped.schema.alterTable("place").dropColumn("nation").execute();
    },
  };
}

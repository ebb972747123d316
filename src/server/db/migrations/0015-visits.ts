import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { ukDayOf } from "#shared/visit.ts";
import type { Dialect } from "../index.ts";

/** The columns this migration reads and writes, as they were when it was written. */
type Tables = {
  place: {
    id: number;
    userId: string;
    visited: boolean | number;
    visitedDate: Date | string | null;
    updatedAt: Date | string;
    visitCount: number;
  };
  visit: {
    placeId: number;
    userId: string;
    date: string | null;
    note: string | null;
    createdAt: Date | string;
  };
};

/** Places read and turned into visits at a time, so a large instance is never read at once. */
const BATCH = 1000;

/**
 * Visits: a place may be visited many times, each visit a day (YYYY-MM-DD, as text on both
 * databases, so that days sort and group the same way) with an optional note. The place keeps
 * `visited` and `visitedDate` (the latest visit's) so every answer keeps its meaning, and
 * `visitCount`, so the list says "Visited 3 times" without counting on each read.
 *
 * Each place visited until now becomes one visit, on the day its `visitedDate` falls in the UK.
 * A place marked visited with no date gets a visit of unknown day (`date` null): nobody knows
 * it, and the app would otherwise make one up.
 */
export function visitsMigration(dialect: Dialect): Migration {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(untyped: Kysely<unknown>) {
      await untyped.schema
        .createTable("visit")
        .addColumn("id", "integer", (column) =>
          dialect === "postgres"
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn("placeId", "integer", (column) =>
          column.notNull().references("place.id").onDelete("cascade"),
        )
        // Beside the place's own owner, so every query names the owner without a join.
        .addColumn("userId", "text", (column) =>
          column.notNull().references("user.id").onDelete("cascade"),
        )
        .addColumn("date", "text")
        .addColumn("note", "text")
        .addColumn("createdAt", timestamp, (column) => column.notNull())
        .execute();
      await untyped.schema
        .createIndex("visit_place")
        .on("visit")
        .columns(["placeId", "date"])
        .execute();
      await untyped.schema
        .createIndex("visit_user_date")
        .on("visit")
        .columns(["userId", "date"])
        .execute();
      await untyped.schema
        .alterTable("place")
        .addColumn("visitCount", "integer", (column) => column.notNull().defaultTo(0))
        .execute();

      const db = untyped as Kysely<Tables>;
      let after = 0;
      for (;;) {
        const places = await db
          .selectFrom("place")
          .select(["id", "userId", "visitedDate", "updatedAt"])
          .where("visited", "=", dialect === "postgres" ? true : 1)
          .where("id", ">", after)
          .orderBy("id")
          .limit(BATCH)
          .execute();
        if (places.length === 0) break;
        await db
          .insertInto("visit")
          .values(
            places.map((place) => ({
              placeId: place.id,
              userId: place.userId,
              date: place.visitedDate === null ? null : ukDayOf(place.visitedDate),
              note: null,
              createdAt: place.visitedDate ?? place.updatedAt,
            })),
          )
          .execute();
        after = places.at(-1)?.id ?? after;
      }
      await db
        .updateTable("place")
        .set({ visitCount: 1 })
        .where("visited", "=", dialect === "postgres" ? true : 1)
        .execute();
    },
    async down(untyped: Kysely<unknown>) {
      await untyped.schema.alterTable("place").dropColumn("visitCount").execute();
      await untyped.schema.dropTable("visit").execute();
    },
  };
}

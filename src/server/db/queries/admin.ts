import { type SqlBool, sql } from "kysely";
import type { AdminStats } from "#shared/admin.ts";
import type { Place } from "#shared/place.ts";
import type { Db } from "../index.ts";
import { iso } from "../timestamps.ts";
import { placeColumns, toPlace } from "./place-row.ts";
import { recordsByPlace, visitColumns } from "./visit-records.ts";

const RECENT_SIGNUP_DAYS = 7;

const count = (value: number | string | bigint) => Number(value);

/** Data access for the admin dashboard and the admin CLI: the only queries across all users. */
export function adminQueries(db: Db) {
  const countAll = async (table: "user" | "place", visitedOnly = false) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      // `visited` is 0/1 on SQLite and a boolean on PostgreSQL: both read as a condition.
      .$if(visitedOnly, (query) => query.where(sql<SqlBool>`${sql.ref("visited")}`))
      .executeTakeFirstOrThrow();
    return count(row.n);
  };

  return {
    async stats(now: Date): Promise<AdminStats> {
      const since = new Date(now.getTime() - RECENT_SIGNUP_DAYS * 24 * 60 * 60 * 1000);
      const recent = await db
        .selectFrom("user")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("createdAt", ">=", since.toISOString())
        .executeTakeFirstOrThrow();
      return {
        totalUsers: await countAll("user"),
        totalPlaces: await countAll("place"),
        visitedPlaces: await countAll("place", true),
        recentSignups: count(recent.n),
      };
    },

    /** Every account, newest first, with its place count and whether it holds a CLI grant. */
    async users() {
      const rows = await db
        .selectFrom("user")
        .leftJoin("adminGrant", "adminGrant.userId", "user.id")
        .select((eb) => [
          "user.id",
          "user.email",
          "user.name",
          "user.image",
          "user.emailVerified",
          "user.createdAt",
          eb("adminGrant.userId", "is not", null).as("granted"),
          eb
            .selectFrom("place")
            .select((inner) => inner.fn.countAll<number | string>().as("n"))
            .whereRef("place.userId", "=", "user.id")
            .as("placeCount"),
        ])
        .orderBy("user.createdAt", "desc")
        .orderBy("user.id")
        .execute();
      return rows.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        granted: Boolean(row.granted),
        placeCount: count(row.placeCount ?? 0),
      }));
    },

    /** Every place of every user, with its owner: for the system backup. */
    async allPlaces(): Promise<(Place & { userId: string })[]> {
      const rows = await db
        .selectFrom("place")
        .select([...placeColumns, "userId"])
        .orderBy("userId")
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map((row) => ({ ...toPlace(row), userId: row.userId }));
    },

    /** Every visit of every user, by place, newest first: for the system backup, in one query. */
    async allVisits() {
      const rows = await db
        .selectFrom("visit")
        .select(["placeId", ...visitColumns])
        .execute();
      return recordsByPlace(rows);
    },

    async findUser(id: string) {
      return db
        .selectFrom("user")
        .select(["id", "email", "emailVerified"])
        .where("id", "=", id)
        .executeTakeFirst();
    },

    async findUserByEmail(email: string) {
      return db
        .selectFrom("user")
        .select(["id", "email"])
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst();
    },

    async isGranted(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom("adminGrant")
        .select("userId")
        .where("userId", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Grants admin to an account; false when it already had the grant. */
    async grant(userId: string): Promise<boolean> {
      const added = await db
        .insertInto("adminGrant")
        .values({ userId, grantedAt: new Date().toISOString() })
        .onConflict((conflict) => conflict.column("userId").doNothing())
        .executeTakeFirst();
      return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Takes a CLI grant away; false when there was none. */
    async revoke(userId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom("adminGrant")
        .where("userId", "=", userId)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },

    /**
     * Deletes an account and everything of it in one transaction: places, photos, sessions,
     * sign-in methods and grants (the last three by the foreign keys' cascade). Answers the
     * deleted account's email, or undefined when there was none.
     */
    async deleteUser(id: string): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom("user")
          .select("email")
          .where("id", "=", id)
          .executeTakeFirst();
        if (!user) return undefined;
        await trx.deleteFrom("place").where("userId", "=", id).execute();
        await trx.deleteFrom("photo").where("userId", "=", id).execute();
        await trx.deleteFrom("user").where("id", "=", id).execute();
        return user.email;
      });
    },
  };
}

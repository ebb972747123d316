import type { Kysely } from "kysely";
import type { AchievementRecord } from "#shared/achievement-input.ts";
import {
  ACHIEVEMENT_IDS,
  ACHIEVEMENTS,
  type Measure,
  type PlaceTally,
  tallyOf,
} from "#shared/achievements.ts";
import type { Db } from "../index.ts";
import { type Param, prepared } from "../prepared.ts";
import type { Database } from "../schema.ts";
import { iso } from "../timestamps.ts";

const listed = (id: string) => ACHIEVEMENT_IDS.indexOf(id as (typeof ACHIEVEMENT_IDS)[number]);

/**
 * What a write added that a condition counts (shared/achievements.ts PlaceTally): `places`, the
 * list's length after a write that added places; `visited`, that it made a place visited;
 * `category` and `mood`, a value it gave place `placeId`, which the list may have had already.
 * "all" counts everything afresh. A write that adds none of these (a delete, a change of notes,
 * a visit unticked) can earn no badge, since every condition only grows with its count.
 */
export type Growth =
  | {
      places?: number;
      visited?: boolean;
      placeId?: number;
      category?: string | null;
      mood?: string | null;
    }
  | "all";

type Kept = Kysely<Database>;

/**
 * Records the badges a write earned: those not recorded yet whose condition the user's places
 * now meet. Run inside the transaction of the write that changed the places (after it, and
 * after the owner's row is locked; see places.ts), so the badges and the write are kept or lost
 * together. A badge once recorded is never taken away.
 *
 * Every write before this one recorded what it earned, so a badge not recorded is one the places
 * did not meet before the write, and only what the write added can change that: only those
 * counts are read, with bounded queries where they can be. A user with a thousand places adding
 * one then costs a few index lookups, not a read of the thousand.
 */
export function earnedRecorder(db: Db) {
  const recorded = prepared(db, (param: Param<{ userId: string }>) =>
    db.selectFrom("achievement").select("achievementId").where("userId", "=", param("userId")),
  );
  const visitedCount = prepared(db, (param: Param<{ userId: string }>) =>
    db
      .selectFrom("place")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("userId", "=", param("userId"))
      .where("visited", "=", 1),
  );
  const facts = prepared(db, (param: Param<{ userId: string }>) =>
    db
      .selectFrom("place")
      .select(["category", "mood", "visited"])
      .where("userId", "=", param("userId")),
  );
  /** Whether another of the user's places has this category (mood), and every one used. */
  const used = (column: "category" | "mood") => ({
    elsewhere: prepared(db, (param: Param<{ userId: string; value: string; placeId: number }>) =>
      db
        .selectFrom("place")
        .select("id")
        .where("userId", "=", param("userId"))
        .where(column, "=", param("value"))
        .where("id", "!=", param("placeId"))
        .limit(1),
    ),
    all: prepared(db, (param: Param<{ userId: string }>) =>
      db
        .selectFrom("place")
        .select(`${column} as value`)
        .distinct()
        .where("userId", "=", param("userId"))
        .where(column, "is not", null),
    ),
  });
  const usedBy = { categories: used("category"), moods: used("mood") };

  /** The set of values the places use, when `value` is new to them; undefined when it is not. */
  const grownSet = async (
    trx: Kept,
    measure: "categories" | "moods",
    userId: string,
    value: string | null | undefined,
    placeId = 0,
  ) => {
    if (!value) return undefined;
    const queries = usedBy[measure];
    if (await queries.elsewhere.first({ userId, value, placeId }, trx)) return undefined;
    const rows = await queries.all.all({ userId }, trx);
    return new Set(rows.flatMap((row) => (row.value === null ? [] : [row.value])));
  };

  /** The counts that grew, counted; the rest left out. */
  const grown = async (
    trx: Kept,
    userId: string,
    growth: Growth,
    wanted: ReadonlySet<Measure>,
  ): Promise<Partial<PlaceTally>> => {
    if (growth === "all") {
      const rows = await facts.all({ userId }, trx);
      return tallyOf(rows.map((row) => ({ ...row, visited: Boolean(row.visited) })));
    }
    const tally: { -readonly [M in Measure]?: PlaceTally[M] } = {};
    if (wanted.has("places") && growth.places !== undefined) tally.places = growth.places;
    if (wanted.has("visited") && growth.visited) {
      tally.visited = Number((await visitedCount.first({ userId }, trx))?.count ?? 0);
    }
    for (const measure of ["categories", "moods"] as const) {
      if (!wanted.has(measure)) continue;
      const value = measure === "categories" ? growth.category : growth.mood;
      const values = await grownSet(trx, measure, userId, value, growth.placeId);
      if (values) tally[measure] = values;
    }
    return tally;
  };

  return async function recordEarned(
    trx: Kept,
    userId: string,
    growth: Growth,
  ): Promise<AchievementRecord[]> {
    if (growth !== "all" && Object.values(growth).every((value) => value === undefined)) {
      return [];
    }
    const have = new Set((await recorded.all({ userId }, trx)).map((row) => row.achievementId));
    const open = ACHIEVEMENTS.filter((achievement) => !have.has(achievement.id));
    // Everything earned already: no need to count anything.
    if (open.length === 0) return [];
    const tally = await grown(trx, userId, growth, new Set(open.map((a) => a.measure)));
    const earned = open.filter((achievement) => {
      const counted = tally[achievement.measure] !== undefined;
      return counted && achievement.condition(tally as PlaceTally);
    });
    if (earned.length === 0) return [];
    const earnedAt = new Date().toISOString();
    const rows = await trx
      .insertInto("achievement")
      .values(earned.map((achievement) => ({ userId, achievementId: achievement.id, earnedAt })))
      .onConflict((conflict) => conflict.columns(["userId", "achievementId"]).doNothing())
      .returning(["achievementId", "earnedAt"])
      .execute();
    return rows
      .map((row) => ({ achievementId: row.achievementId, earnedAt: iso(row.earnedAt) }))
      .sort((a, b) => listed(a.achievementId) - listed(b.achievementId));
  };
}

/** A user's earned achievements. Every query names the owner. */
export function achievementQueries(db: Db) {
  const find = async (userId: string, achievementId: string) =>
    db
      .selectFrom("achievement")
      .select(["achievementId", "earnedAt"])
      .where("userId", "=", userId)
      .where("achievementId", "=", achievementId)
      .executeTakeFirst();
  return {
    async list(userId: string): Promise<AchievementRecord[]> {
      const rows = await db
        .selectFrom("achievement")
        .select(["achievementId", "earnedAt"])
        .where("userId", "=", userId)
        .orderBy("earnedAt")
        .orderBy("achievementId")
        .execute();
      return rows.map((row) => ({ ...row, earnedAt: iso(row.earnedAt) }));
    },

    /** Records a badge; one already earned keeps its first date. Answers the record, and whether it is new. */
    async save(userId: string, achievementId: string) {
      const inserted = await db
        .insertInto("achievement")
        .values({ userId, achievementId, earnedAt: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(["userId", "achievementId"]).doNothing())
        .executeTakeFirst();
      const row = await find(userId, achievementId);
      if (!row) throw new Error("achievement row missing after insert");
      return {
        record: { ...row, earnedAt: iso(row.earnedAt) },
        isNew: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0,
      };
    },
  };
}

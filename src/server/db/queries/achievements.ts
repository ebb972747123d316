import type { Kysely } from "kysely";
import type { AchievementRecord } from "#shared/achievement-input.ts";
import { ACHIEVEMENT_IDS, achievementsMet } from "#shared/achievements.ts";
import type { Db } from "../index.ts";
import type { Database } from "../schema.ts";
import { iso } from "../timestamps.ts";

const listed = (id: string) => ACHIEVEMENT_IDS.indexOf(id as (typeof ACHIEVEMENT_IDS)[number]);

/**
 * Records every badge the user's places now meet and that is not recorded yet, and answers
 * those, in the order they are listed. Run inside the transaction of the write that changed the
 * places (after it, and after the owner's row is locked; see places.ts), so the badges and the
 * write are kept or lost together. A badge once recorded is never taken away.
 */
export async function recordEarned(
  trx: Kysely<Database>,
  userId: string,
): Promise<AchievementRecord[]> {
  const recorded = await trx
    .selectFrom("achievement")
    .select("achievementId")
    .where("userId", "=", userId)
    .execute();
  const have = new Set(recorded.map((row) => row.achievementId));
  // Everything earned already: no need to read the places.
  if (ACHIEVEMENT_IDS.every((id) => have.has(id))) return [];
  const places = await trx
    .selectFrom("place")
    .select(["category", "mood", "visited"])
    .where("userId", "=", userId)
    .execute();
  const earned = achievementsMet(
    places.map((place) => ({ ...place, visited: Boolean(place.visited) })),
  ).filter((achievement) => !have.has(achievement.id));
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

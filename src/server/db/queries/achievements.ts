import type { AchievementRecord } from "../../../shared/achievement-input.ts";
import type { Db } from "../index.ts";
import { iso } from "../timestamps.ts";

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

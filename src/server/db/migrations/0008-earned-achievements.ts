import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { achievementsMet } from "#shared/achievements.ts";

/** The columns this migration reads and writes, as they were when it was written. */
type Tables = {
  place: {
    userId: string;
    category: string | null;
    mood: string | null;
    visited: boolean | number;
  };
  achievement: { userId: string; achievementId: string; earnedAt: string };
};

/**
 * Until now the browser decided which badges were earned and saved only the first it noticed,
 * so many users meet badges they were never given. Since this version every write to a user's
 * places records them; this awards existing users, once, every badge their places already
 * meet, dated now. A badge already recorded keeps its date. One user at a time, so a large
 * instance never holds everyone's places in memory at once.
 */
export function earnedAchievementsMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Tables>;
      const earnedAt = new Date().toISOString();
      const owners = await db.selectFrom("place").select("userId").distinct().execute();
      for (const { userId } of owners) {
        const places = await db
          .selectFrom("place")
          .select(["category", "mood", "visited"])
          .where("userId", "=", userId)
          .execute();
        const met = achievementsMet(
          places.map((place) => ({ ...place, visited: Boolean(place.visited) })),
        );
        if (met.length === 0) continue;
        await db
          .insertInto("achievement")
          .values(met.map((achievement) => ({ userId, achievementId: achievement.id, earnedAt })))
          .onConflict((conflict) => conflict.columns(["userId", "achievementId"]).doNothing())
          .execute();
      }
    },
    // Badges are permanent, and those given here cannot be told from those earned since.
    async down() {},
  };
}

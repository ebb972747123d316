import { z } from "zod";
import { ACHIEVEMENT_IDS } from "./achievements.ts";
import { text } from "./i18n/text.ts";

/** POST /api/achievements. Kept apart from achievements.ts so the browser need not load Zod. */
export const saveAchievementSchema = z.object({
  achievementId: z.enum(ACHIEVEMENT_IDS, { error: text("Unknown achievement") }),
});

/** An earned achievement as the API answers it. */
export type AchievementRecord = { achievementId: string; earnedAt: string };

/**
 * What every write to a user's places adds to its answer: the badges that write earned, in the
 * order they are listed (empty when none). The server decides them, in the write's own
 * transaction; the browser only shows them.
 */
export type EarnedByWrite = { newAchievements: AchievementRecord[] };

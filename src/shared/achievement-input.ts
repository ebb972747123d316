import { z } from "zod";
import { ACHIEVEMENT_IDS } from "./achievements.ts";

/** POST /api/achievements. Kept apart from achievements.ts so the browser need not load Zod. */
export const saveAchievementSchema = z.object({
  achievementId: z.enum(ACHIEVEMENT_IDS, { error: "Unknown achievement" }),
});

/** An earned achievement as the API answers it (spec §3 'Achievement record'). */
export type AchievementRecord = { achievementId: string; earnedAt: string };

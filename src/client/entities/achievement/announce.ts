import { queryClient } from "#client/lib/query-client.ts";
import type { AchievementRecord } from "#shared/achievement-input.ts";
import { type Achievement, findAchievement } from "#shared/achievements.ts";
import { showAchievements } from "./popup-store.ts";
import { achievementsQuery } from "./query.ts";

/** Badges earned by adding or editing a place, or by an import, show 500 ms after the answer… */
export const SHOW_AFTER_ADD_MS = 500;
/** …and those earned by marking one visited 2 s after, once the celebration has had its moment. */
export const SHOW_AFTER_VISIT_MS = 2000;

/**
 * Takes the badges a write earned, as the server answered them (it alone decides): adds them to
 * the cached achievements, and `delayMs` later shows their popups, one after another.
 */
export function announceAchievements(earned: readonly AchievementRecord[], delayMs: number): void {
  if (earned.length === 0) return;
  queryClient.setQueryData<AchievementRecord[]>(
    achievementsQuery.queryKey,
    (list) =>
      list && [
        ...list,
        ...earned.filter((record) => !list.some((a) => a.achievementId === record.achievementId)),
      ],
  );
  void queryClient.invalidateQueries({ queryKey: achievementsQuery.queryKey });
  const achievements = earned
    .map((record) => findAchievement(record.achievementId))
    .filter((achievement): achievement is Achievement => achievement !== undefined);
  setTimeout(() => showAchievements(achievements), delayMs);
}

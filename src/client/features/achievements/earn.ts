import { newlyEarned } from "../../../shared/achievements.ts";
import type { Place } from "../../../shared/place.ts";
import { toast } from "../../components/ui/toast-store.ts";
import { queryClient } from "../../lib/query-client.ts";
import { achievementsQuery, saveAchievement } from "./api.ts";
import { showAchievement } from "./popup-store.ts";

/** Spec §4: the check runs 500 ms after adding a place… */
export const CHECK_AFTER_ADD_MS = 500;
/** …and 2 s after marking one visited, once the celebration has had its moment. */
export const CHECK_AFTER_VISIT_MS = 2000;

/**
 * After `delayMs`, compares the list as it was (`before`) with the list as it is now, and saves
 * and shows the first achievement newly earned (spec §4). A failure to save is said, not shown
 * as earned.
 */
export function checkAchievementsLater(
  before: readonly Place[],
  currentPlaces: () => readonly Place[],
  delayMs: number,
): void {
  setTimeout(async () => {
    try {
      const recorded = await queryClient.fetchQuery(achievementsQuery);
      const earned = newlyEarned(
        before,
        currentPlaces(),
        new Set(recorded.map((record) => record.achievementId)),
      );
      if (!earned) return;
      await saveAchievement(earned.id);
      showAchievement(earned);
    } catch {
      toast({ title: "Error", description: "Failed to save achievement", variant: "destructive" });
    }
  }, delayMs);
}

import { useCallback, useSyncExternalStore } from "react";
import {
  closeAchievement,
  shownAchievement,
  subscribeToAchievement,
} from "#client/entities/achievement/popup-store.ts";
import { useLazyComponent } from "#client/lib/use-lazy-component.ts";

const loadPopup = () => import("./achievement-popup.tsx").then((m) => m.AchievementPopup);

/**
 * Shows the popup for each achievement just earned, one after another; its UI is fetched with
 * the first one.
 */
export function AchievementPopupHost() {
  const achievement = useSyncExternalStore(subscribeToAchievement, shownAchievement);
  const id = achievement?.id;
  const close = useCallback(() => id && closeAchievement(id), [id]);
  const Popup = useLazyComponent(loadPopup, achievement !== null);
  return achievement && Popup ? (
    // Keyed, so the next achievement starts its own timings.
    <Popup key={achievement.id} achievement={achievement} onClosed={close} />
  ) : null;
}

import { useSyncExternalStore } from "react";
import { useLazyComponent } from "../../../lib/use-lazy-component.ts";
import { closeAchievement, shownAchievement, subscribeToAchievement } from "../popup-store.ts";

const loadPopup = () => import("./achievement-popup.tsx").then((m) => m.AchievementPopup);

/** Shows the popup for an achievement just earned; its UI is fetched with the first one. */
export function AchievementPopupHost() {
  const achievement = useSyncExternalStore(subscribeToAchievement, shownAchievement);
  const Popup = useLazyComponent(loadPopup, achievement !== null);
  return achievement && Popup ? (
    // Keyed, so a second achievement restarts the timings.
    <Popup key={achievement.id} achievement={achievement} onClosed={closeAchievement} />
  ) : null;
}

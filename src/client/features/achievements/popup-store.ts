// Which achievement the 'Achievement Unlocked!' popup shows, if any. Apart from the popup's UI
// so that noticing an achievement costs nothing until one is earned.
import type { Achievement } from "../../../shared/achievements.ts";

let shown: Achievement | null = null;
const listeners = new Set<() => void>();

function set(next: Achievement | null) {
  shown = next;
  for (const listener of listeners) listener();
}

export const showAchievement = (achievement: Achievement) => set(achievement);
export const closeAchievement = () => set(null);
export const shownAchievement = () => shown;
export function subscribeToAchievement(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

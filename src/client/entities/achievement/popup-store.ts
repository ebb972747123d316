// Which achievements the 'Achievement Unlocked!' popup shows: the first, then the next when it
// closes. Apart from the popup's UI so that showing nothing costs nothing.
import type { Achievement } from "#shared/achievements.ts";

let queue: readonly Achievement[] = [];
const listeners = new Set<() => void>();

function set(next: readonly Achievement[]) {
  queue = next;
  for (const listener of listeners) listener();
}

/** Shows these after any shown or waiting already; one already there is not shown twice. */
export function showAchievements(achievements: readonly Achievement[]): void {
  const fresh = achievements.filter((a) => !queue.some((queued) => queued.id === a.id));
  if (fresh.length > 0) set([...queue, ...fresh]);
}

/** Closes the popup of this achievement, if it is the one shown; the next waiting follows. */
export function closeAchievement(id: string): void {
  if (queue[0]?.id === id) set(queue.slice(1));
}

export const shownAchievement = (): Achievement | null => queue[0] ?? null;

export function subscribeToAchievement(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import { onPlacesChanged } from "../lib/place-events.ts";
import { cachedPlaces } from "../lib/places-query.ts";

/**
 * Spec §4: after a place is added (or a list imported) the achievement check runs 500 ms
 * later; after one is marked visited, 2 s later, once the celebration has had its moment.
 * The checker is fetched with the first change, keeping it out of the landing page's load.
 */
export function watchForAchievements(): void {
  onPlacesChanged(async ({ kind, before }) => {
    const earn = await import("../features/achievements/earn.ts");
    earn.checkAchievementsLater(
      before,
      cachedPlaces,
      kind === "visited" ? earn.CHECK_AFTER_VISIT_MS : earn.CHECK_AFTER_ADD_MS,
    );
  });
}

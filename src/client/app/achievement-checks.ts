import {
  CHECK_AFTER_ADD_MS,
  CHECK_AFTER_VISIT_MS,
  checkAchievementsLater,
} from "../features/achievements/earn.ts";
import { onPlacesChanged } from "../lib/place-events.ts";
import { cachedPlaces } from "../lib/places-query.ts";

/**
 * Spec §4: after a place is added (or a list imported) the achievement check runs 500 ms
 * later; after one is marked visited, 2 s later, once the celebration has had its moment.
 */
export function watchForAchievements(): void {
  onPlacesChanged(({ kind, before }) =>
    checkAchievementsLater(
      before,
      cachedPlaces,
      kind === "visited" ? CHECK_AFTER_VISIT_MS : CHECK_AFTER_ADD_MS,
    ),
  );
}

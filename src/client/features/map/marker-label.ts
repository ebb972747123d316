import { t } from "@lingui/core/macro";
// Sets the language `t` reads, should a label be made before the app has started (a unit test).
import "#client/lib/i18n.tsx";
import type { Place } from "#shared/place.ts";

/** A marker's accessible name: the place and whether it is visited ("Edinburgh Castle, to visit"). */
export const markerLabel = ({ name, visited }: Pick<Place, "name" | "visited">) =>
  visited ? t`${name}, visited` : t`${name}, to visit`;

/**
 * A marker's look, told by shape as well as colour: a filled disc with a tick for a visited
 * place, a ring for one to visit.
 */
export const markerHtml = (visited: boolean) =>
  visited
    ? '<span class="map-marker map-marker-visited" aria-hidden="true">✓</span>'
    : '<span class="map-marker map-marker-to-visit" aria-hidden="true"></span>';

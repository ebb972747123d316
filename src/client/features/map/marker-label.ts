import type { Place } from "#shared/place.ts";

/** A marker's accessible name: the place and whether it is visited ("Edinburgh Castle, to visit"). */
export const markerLabel = (place: Pick<Place, "name" | "visited">) =>
  `${place.name}, ${place.visited ? "visited" : "to visit"}`;

/**
 * A marker's look, told by shape as well as colour: a filled disc with a tick for a visited
 * place, a ring for one to visit.
 */
export const markerHtml = (visited: boolean) =>
  visited
    ? '<span class="map-marker map-marker-visited" aria-hidden="true">✓</span>'
    : '<span class="map-marker map-marker-to-visit" aria-hidden="true"></span>';

import { queryOptions } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Place } from "#shared/place.ts";

// The signed-in user's list is read by several features (places, summary, import and backup,
// the tour, achievements), so its query lives here rather than in any one of them.

type Overlay = (list: Place[]) => Place[];
let overlay: Overlay = (list) => list;

/**
 * What the list shows on top of the server's answer: the changes made on this device and not
 * yet sent (set by the offline feature), so a reload without a signal still shows them.
 */
export function setListOverlay(next: Overlay) {
  overlay = next;
}

/**
 * The server's places as it last answered them, without this device's waiting changes: what
 * a change made here was made over, for telling its own fields from another device's later.
 */
let fromServer = new Map<number, Place>();

/** The list is retried up to twice, never after a 401 (the query client's default). */
export const placesQuery = queryOptions({
  queryKey: ["/api/places"],
  queryFn: async () => {
    const list = await okJson(api.places.$get());
    // Noted only when it is a list: anything else is for the page to fail on, as it would.
    if (Array.isArray(list)) fromServer = new Map(list.map((place) => [place.id, place]));
    return overlay(list);
  },
});

/** A place as the server last answered it (the list, or a write's answer since). */
export const placeFromServer = (id: number): Place | undefined => fromServer.get(id);

/** Notes the server's answer to a write: the place as it now holds it, or gone. */
export function serverAnswered(id: number, place: Place | null) {
  if (place) fromServer.set(place.id, place);
  else fromServer.delete(id);
}

/** The list as the app holds it now. */
export const cachedPlaces = (): Place[] =>
  queryClient.getQueryData<Place[]>(placesQuery.queryKey) ?? [];

/**
 * The list's version, for the answers that follow it (the year's figures): 0 for the list as
 * it first came on this page load, and before it has come, then when it last changed. A page
 * asks for its figures beside the list, and asks again only once the list changes: keyed by
 * the list's own time, it asked a second time as soon as the list came.
 */
export function placeListVersion(): number {
  const state = queryClient.getQueryState(placesQuery.queryKey);
  return state && state.dataUpdateCount > 1 ? state.dataUpdatedAt : 0;
}

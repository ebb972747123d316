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

/** The list is retried up to twice, never after a 401 (the query client's default). */
export const placesQuery = queryOptions({
  queryKey: ["/api/places"],
  queryFn: async () => overlay(await okJson(api.places.$get())),
});

/** The list as the app holds it now. */
export const cachedPlaces = (): Place[] =>
  queryClient.getQueryData<Place[]>(placesQuery.queryKey) ?? [];

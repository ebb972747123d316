import { queryOptions } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Place } from "#shared/place.ts";

// The signed-in user's list is read by several features (places, summary, import and backup,
// the tour, achievements), so its query lives here rather than in any one of them.

/** The list is retried up to twice, never after a 401 (the query client's default). */
export const placesQuery = queryOptions({
  queryKey: ["/api/places"],
  queryFn: () => okJson(api.places.$get()),
});

/** The list as the app holds it now. */
export const cachedPlaces = (): Place[] =>
  queryClient.getQueryData<Place[]>(placesQuery.queryKey) ?? [];

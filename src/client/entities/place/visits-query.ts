import { queryOptions } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Visit } from "#shared/visit.ts";

// A place's visits are read by the place page (features/places) and written through the
// offline queue (entities/place/offline), so their query lives here, beside the list's.

type Overlay = (placeId: number, visits: Visit[]) => Visit[];
let overlay: Overlay = (_placeId, visits) => visits;

/**
 * What a place's visits show on top of the server's answer: the visit changes made on this
 * device and not yet sent (set by the offline queue).
 */
export function setVisitsOverlay(next: Overlay) {
  overlay = next;
}

/** The query key of a place's visits. */
export const visitsKey = (placeId: number) => ["visits", placeId] as const;

/**
 * A place's visits, newest first, with this device's waiting changes to them on top. A place
 * made on this device and not yet sent has none on the server: only its waiting ones.
 */
export const visitsQuery = (placeId: number) =>
  queryOptions({
    queryKey: visitsKey(placeId),
    queryFn: async () =>
      overlay(
        placeId,
        placeId < 0
          ? []
          : await okJson(api.places[":id"].visits.$get({ param: { id: String(placeId) } })),
      ),
  });

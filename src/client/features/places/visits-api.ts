import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toastFailure } from "#client/components/ui/toast-store.ts";
import {
  announceAchievements,
  SHOW_AFTER_VISIT_MS,
} from "#client/entities/achievement/announce.ts";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { api } from "#client/lib/api-client.ts";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import type { NewVisitInput, VisitChangeInput } from "#shared/visit.ts";
import { storePlace, visitsKey } from "./api.ts";

/** A place's visits, newest first. A place made on this device and not yet sent has none. */
export const visitsQuery = (placeId: number) =>
  queryOptions({
    queryKey: visitsKey(placeId),
    queryFn: () => okJson(api.places[":id"].visits.$get({ param: { id: String(placeId) } })),
    enabled: placeId > 0,
  });

/**
 * Adds, changes or deletes one of a place's visits. Each answers the place as it now is (its
 * latest date, its count), which goes straight into the list; the visits are read again.
 */
export function useVisitWrites(placeId: number) {
  const client = useQueryClient();
  const param = { id: String(placeId) };
  const settled = () => client.invalidateQueries({ queryKey: visitsKey(placeId) });

  const add = useMutation({
    mutationFn: (json: NewVisitInput) => okJson(api.places[":id"].visits.$post({ param, json })),
    onSuccess: (written) => {
      storePlace(written.place);
      announceAchievements(written.newAchievements, SHOW_AFTER_VISIT_MS);
    },
    onError: (error) => toastFailure(error, "Failed to save the visit. Please try again."),
    onSettled: settled,
  });
  const change = useMutation({
    mutationFn: ({ visitId, json }: { visitId: number; json: VisitChangeInput }) =>
      okJson(
        api.places[":id"].visits[":visitId"].$patch({
          param: { ...param, visitId: String(visitId) },
          json,
        }),
      ),
    onSuccess: (written) => storePlace(written.place),
    onError: (error) => toastFailure(error, "Failed to save the visit. Please try again."),
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: async (visitId: number) => {
      const response = await api.places[":id"].visits[":visitId"].$delete({
        param: { ...param, visitId: String(visitId) },
      });
      if (!response.ok) throw await ApiError.from(response);
    },
    // The place's date and count follow from the visits left: read the list again.
    onSuccess: () => client.invalidateQueries({ queryKey: placesQuery.queryKey }),
    onError: (error) => toastFailure(error, "Failed to delete the visit. Please try again."),
    onSettled: settled,
  });
  return { add, change, remove };
}

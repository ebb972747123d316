import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import { toast, toastFailure } from "#client/components/ui/toast-store.ts";
import {
  announceAchievements,
  SHOW_AFTER_VISIT_MS,
} from "#client/entities/achievement/announce.ts";
import type { PlaceWriteOutcome } from "#client/entities/place/offline/place-writes.ts";
import { addVisit, changeVisit, removeVisit } from "#client/entities/place/offline/visit-writes.ts";
import { visitsKey } from "#client/entities/place/visits-query.ts";
import { queryClient } from "#client/lib/query-client.ts";
import type { NewVisitInput, VisitChangeInput } from "#shared/visit.ts";
import { storePlace, WAITING } from "./api.ts";

export { visitsQuery } from "#client/entities/place/visits-query.ts";

/**
 * After a visit write: the place as it now is goes straight into the list. Sent, the visits
 * are read again; kept on this device (no signal), the page shows them with the change on top
 * already, and a toast says it waits (`waitingTitle`).
 */
function written(place: PlaceWriteOutcome, waitingTitle: string) {
  storePlace(place);
  announceAchievements(place.newAchievements, SHOW_AFTER_VISIT_MS);
  if (place.waiting) toast({ title: waitingTitle, description: i18n._(WAITING) });
}

/** Sent or refused, the visits are read again; a change kept on this device is on them already. */
function settled(placeId: number, place: PlaceWriteOutcome | undefined) {
  if (!place?.waiting) void queryClient.invalidateQueries({ queryKey: visitsKey(placeId) });
}

/**
 * Adds, changes or deletes one of a place's visits, through the offline queue: each runs with
 * or without a signal ("always") and decides itself whether to wait. Each answers the place as
 * it now is (its latest date, its count).
 */
export function useVisitWrites(placeId: number) {
  const add = useMutation({
    networkMode: "always",
    mutationFn: (json: NewVisitInput) => addVisit(placeId, json),
    onSuccess: (place) => written(place, t`Visit added`),
    onSettled: (place) => settled(placeId, place),
    onError: (error) => toastFailure(error, t`Failed to save the visit. Please try again.`),
  });
  const change = useMutation({
    networkMode: "always",
    mutationFn: ({ visitId, json }: { visitId: number; json: VisitChangeInput }) =>
      changeVisit(placeId, visitId, json),
    onSuccess: (place) => written(place, t`Visit changed`),
    onSettled: (place) => settled(placeId, place),
    onError: (error) => toastFailure(error, t`Failed to save the visit. Please try again.`),
  });
  const remove = useMutation({
    networkMode: "always",
    mutationFn: (visitId: number) => removeVisit(placeId, visitId),
    onSuccess: (place) => written(place, t`Visit removed`),
    onSettled: (place) => settled(placeId, place),
    onError: (error) => toastFailure(error, t`Failed to delete the visit. Please try again.`),
  });
  return { add, change, remove };
}

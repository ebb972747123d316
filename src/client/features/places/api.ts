import { i18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { toast, toastFailure } from "#client/components/ui/toast-store.ts";
import {
  announceAchievements,
  SHOW_AFTER_ADD_MS,
  SHOW_AFTER_VISIT_MS,
} from "#client/entities/achievement/announce.ts";
import { cachedPlaces, placesQuery } from "#client/entities/place/list-query.ts";
import {
  createPlace,
  deletePlace,
  editPlace,
  setVisit,
} from "#client/entities/place/offline/place-writes.ts";
import {
  type DeletedPlace,
  keepForUndo,
  undoDelete,
} from "#client/entities/place/offline/undo-delete.ts";
import { visitsKey } from "#client/entities/place/visits-query.ts";
import type { api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import type { Place, PlaceWriteResult } from "#shared/place.ts";

// A change made without a signal is kept on this device and sent later (features/offline):
// the list shows it at once, and the toast says it is waiting.
export const WAITING = msg`Saved on this device. It will be sent when you're back online.`;
// Each write runs with or without a signal ("always"): it decides itself whether to wait,
// where TanStack Query's default would hold it, unsaved, until the browser is online.

// Every write answers the place as it now is: put it in the list rather than fetch it again.
// The answer also names the badges the write earned; the list keeps only the place.
export function storePlace({
  newAchievements: _earned,
  waiting: _waiting,
  ...place
}: Place & Partial<PlaceWriteResult> & { waiting?: true }) {
  queryClient.setQueryData<Place[]>(placesQuery.queryKey, (list = []) =>
    list.some((p) => p.id === place.id)
      ? list.map((p) => (p.id === place.id ? place : p))
      : [place, ...list],
  );
}

const waiting = (place: { waiting?: true }) => (place.waiting ? i18n._(WAITING) : undefined);

const visitsChanged = (placeId: number) =>
  queryClient.invalidateQueries({ queryKey: visitsKey(placeId) });

/** What the add form sends: the fields POST /api/places accepts. */
export type NewPlaceFields = InferRequestType<typeof api.places.$post>["json"];
/** What the edit form sends; `photoUrl` left out keeps the current photo. */
export type PlaceChanges = InferRequestType<(typeof api.places)[":id"]["$patch"]>["json"];

export function useAddPlace() {
  return useMutation({
    networkMode: "always",
    mutationFn: createPlace,
    onSuccess: (place) => {
      storePlace(place);
      const { name } = place;
      toast({ title: t`Added "${name}" to your places!`, description: waiting(place) });
      announceAchievements(
        place.newAchievements,
        place.visited ? SHOW_AFTER_VISIT_MS : SHOW_AFTER_ADD_MS,
      );
    },
    // The server's 409 says 'This place is already in your list!'.
    onError: (error) => toastFailure(error, t`Failed to add place. Please try again.`),
  });
}

/**
 * Saves the edit form: its fields, then, when the form changed the visit, the visit as its own
 * write (the route that marks a place visited), so a visit set in the form is recorded as one
 * ticked on the place page is. The answer is the place after both, with the badges of both.
 */
async function saveEdit(id: number, { visited, visitedDate, ...fields }: EditedPlace) {
  // A new day for a place visited already corrects its latest visit, in the edit itself:
  // marking it visited again would add a second visit beside the mistaken one.
  const wasVisited = cachedPlaces().find((p) => p.id === id)?.visited ?? false;
  if (visited && wasVisited && visitedDate) return editPlace(id, { ...fields, visitedDate });
  const edited = await editPlace(id, fields);
  if (visited === undefined) return edited;
  // The visit builds on the edit's answer (its version), as a second tap would.
  storePlace(edited);
  const marked = await setVisit(id, visited, visitedDate);
  return {
    ...marked,
    newAchievements: [...edited.newAchievements, ...marked.newAchievements],
    ...(edited.waiting || marked.waiting ? { waiting: true as const } : {}),
  };
}

/** What the edit form sends: the place's changes, and its visit when that changed. */
export type EditedPlace = Omit<PlaceChanges, "visitedDate"> & {
  visited?: boolean;
  visitedDate?: string | null;
};

export function useUpdatePlace() {
  return useMutation({
    networkMode: "always",
    mutationFn: async ({ id, fields }: { id: number; fields: EditedPlace }) => saveEdit(id, fields),
    onSuccess: (place, { fields }) => {
      storePlace(place);
      if (fields.visited !== undefined) void visitsChanged(place.id);
      const { name } = place;
      toast({ title: t`Updated "${name}" successfully!`, description: waiting(place) });
      announceAchievements(
        place.newAchievements,
        fields.visited ? SHOW_AFTER_VISIT_MS : SHOW_AFTER_ADD_MS,
      );
    },
    onError: (error) => toastFailure(error, t`Failed to update place. Please try again.`),
  });
}

/** Marks a place visited or not. `onVisited` runs for every call that marks one visited. */
export function useSetVisited({ onVisited }: { onVisited?: (place: Place) => void } = {}) {
  return useMutation({
    networkMode: "always",
    mutationFn: async ({
      id,
      visited,
      visitDate,
    }: {
      id: number;
      visited: boolean;
      /** ISO date or date-time; omitted records no date. */
      visitDate?: string | null;
    }) => setVisit(id, visited, visitDate),
    // Tick the box at once; the server's answer (with its date) replaces the guess.
    onMutate: ({ id, visited, visitDate }) => {
      const before = cachedPlaces().find((p) => p.id === id);
      if (before)
        storePlace({
          ...before,
          visited,
          visitedDate: visited ? (visitDate ?? null) : null,
          visitCount: visited ? Math.max(before.visitCount, 1) : 0,
        });
      return { before };
    },
    // The celebration first (onVisited); any badge earned follows it.
    onSuccess: (place) => {
      void visitsChanged(place.id);
      storePlace(place);
      const { name } = place;
      toast({
        title: place.visited ? t`Marked "${name}" as visited!` : t`Marked "${name}" as unvisited!`,
        description: waiting(place),
      });
      if (place.visited) onVisited?.(place);
      announceAchievements(
        place.newAchievements,
        place.visited ? SHOW_AFTER_VISIT_MS : SHOW_AFTER_ADD_MS,
      );
    },
    onError: (error, _variables, context) => {
      // Put back only this place: other changes made meanwhile stand.
      if (context?.before) storePlace(context.before);
      toastFailure(error, t`Failed to update visit status`);
    },
  });
}

/** How long the toast after a delete offers Undo. */
export const UNDO_DELETE_MS = 10_000;

/** Undo: the deleted place back as it was, told in a toast like any write. */
async function bringBack(deleted: DeletedPlace) {
  try {
    const place = await undoDelete(deleted);
    if (place) storePlace(place);
    const { name } = deleted.place;
    toast({
      title: t`Restored "${name}" to your places!`,
      description: place ? waiting(place) : undefined,
    });
    if (place) announceAchievements(place.newAchievements, SHOW_AFTER_ADD_MS);
  } catch (error) {
    toastFailure(error, t`Failed to restore the place. Please try again.`);
  }
}

export function useDeletePlace() {
  return useMutation({
    networkMode: "always",
    // The whole place, photo and all, is kept first: the server deletes the photo with it.
    mutationFn: async (id: number) => {
      const deleted = await keepForUndo(id);
      return { ...(await deletePlace(id)), deleted };
    },
    onSuccess: ({ waiting: kept, deleted }, id) => {
      queryClient.setQueryData<Place[]>(placesQuery.queryKey, (list = []) =>
        list.filter((p) => p.id !== id),
      );
      toast({
        title: t`Place deleted successfully!`,
        description: kept ? i18n._(WAITING) : undefined,
        durationMs: UNDO_DELETE_MS,
        ...(deleted && {
          action: {
            label: t`Undo`,
            altText: t`To bring the place back, press F8 and choose Undo.`,
            onClick: () => void bringBack(deleted),
          },
        }),
      });
    },
    onError: (error) => toastFailure(error, t`Failed to delete place. Please try again.`),
  });
}

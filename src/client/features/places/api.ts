import { useMutation } from "@tanstack/react-query";
import { toast } from "#client/components/ui/toast-store.ts";
import { cachedPlaces, placesQuery } from "#client/entities/place/list-query.ts";
import { apiWrite, describeError } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import type { Place, PlaceWriteResult } from "#shared/place.ts";
import {
  announceAchievements,
  SHOW_AFTER_ADD_MS,
  SHOW_AFTER_VISIT_MS,
} from "../achievements/announce.ts";

/** The fields the add/edit form sends. `photoUrl` is left out to keep the current photo. */
export type PlaceFields = {
  name: string;
  address: string | null;
  notes: string | null;
  category: string | null;
  mood: string | null;
  /** A new photo as a data URL, or null to remove the current one. */
  photoUrl?: string | null;
};

// Every write answers the place as it now is: put it in the list rather than fetch it again.
// The answer also names the badges the write earned; the list keeps only the place.
function storePlace({ newAchievements: _earned, ...place }: Place & Partial<PlaceWriteResult>) {
  queryClient.setQueryData<Place[]>(placesQuery.queryKey, (list = []) =>
    list.some((p) => p.id === place.id)
      ? list.map((p) => (p.id === place.id ? place : p))
      : [place, ...list],
  );
}

function showError(error: unknown, fallback: string) {
  toast({ title: "Error", description: describeError(error, fallback), variant: "destructive" });
}

export function useAddPlace() {
  return useMutation({
    mutationFn: (fields: PlaceFields) => apiWrite<PlaceWriteResult>("POST", "/api/places", fields),
    onSuccess: (place) => {
      storePlace(place);
      toast({ title: `Added "${place.name}" to your places!` });
      announceAchievements(place.newAchievements, SHOW_AFTER_ADD_MS);
    },
    // The server's 409 says 'This place is already in your list!'.
    onError: (error) => showError(error, "Failed to add place. Please try again."),
  });
}

export function useUpdatePlace() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: Partial<PlaceFields> }) =>
      apiWrite<PlaceWriteResult>("PATCH", `/api/places/${id}`, fields),
    onSuccess: (place) => {
      storePlace(place);
      toast({ title: `Updated "${place.name}" successfully!` });
      announceAchievements(place.newAchievements, SHOW_AFTER_ADD_MS);
    },
    onError: (error) => showError(error, "Failed to update place. Please try again."),
  });
}

/** Marks a place visited or not. `onVisited` runs for every call that marks one visited. */
export function useSetVisited({ onVisited }: { onVisited?: (place: Place) => void } = {}) {
  return useMutation({
    mutationFn: ({
      id,
      visited,
      visitDate,
    }: {
      id: number;
      visited: boolean;
      /** ISO date or date-time; omitted records no date. */
      visitDate?: string | null;
    }) =>
      apiWrite<PlaceWriteResult>("PATCH", `/api/places/${id}/visit-status`, {
        visited,
        visitDate,
      }),
    // Tick the box at once; the server's answer (with its date) replaces the guess.
    onMutate: ({ id, visited, visitDate }) => {
      const before = cachedPlaces().find((p) => p.id === id);
      if (before)
        storePlace({ ...before, visited, visitedDate: visited ? (visitDate ?? null) : null });
      return { before };
    },
    // The celebration first (onVisited); any badge earned follows it.
    onSuccess: (place) => {
      storePlace(place);
      toast({ title: `Marked "${place.name}" as ${place.visited ? "visited" : "unvisited"}!` });
      if (place.visited) onVisited?.(place);
      announceAchievements(
        place.newAchievements,
        place.visited ? SHOW_AFTER_VISIT_MS : SHOW_AFTER_ADD_MS,
      );
    },
    onError: (error, _variables, context) => {
      // Put back only this place: other changes made meanwhile stand.
      if (context?.before) storePlace(context.before);
      showError(error, "Failed to update visit status");
    },
  });
}

export function useDeletePlace() {
  return useMutation({
    mutationFn: (id: number) => apiWrite<void>("DELETE", `/api/places/${id}`),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<Place[]>(placesQuery.queryKey, (list = []) =>
        list.filter((p) => p.id !== id),
      );
      toast({ title: "Place deleted successfully!" });
    },
    onError: (error) => showError(error, "Failed to delete place. Please try again."),
  });
}

import { toast, toastFailure } from "#client/components/ui/toast-store.ts";
import {
  announceAchievements,
  SHOW_AFTER_VISIT_MS,
} from "#client/entities/achievement/announce.ts";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { type Trip, type TripStop, tripQuery } from "#client/entities/trip/trip-api.ts";
import { api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Place } from "#shared/place.ts";

/**
 * Ticking a stop visited records a visit to its place on the day's date, as the place page's
 * visit list would; the trip and the place list show it at once.
 */
export async function visitStop(tripId: number, stop: TripStop, date: string) {
  const day = date.slice(0, 10);
  try {
    const written = await okJson(
      api.places[":id"].visits.$post({ param: { id: String(stop.placeId) }, json: { date: day } }),
    );
    queryClient.setQueryData<Place[]>(placesQuery.queryKey, (list) =>
      list?.map((place) => (place.id === written.place.id ? written.place : place)),
    );
    queryClient.setQueryData<Trip>(tripQuery(tripId).queryKey, (trip) => {
      if (!trip) return trip;
      const ticked = (stops: TripStop[]) =>
        stops.map((s) =>
          s.placeId === stop.placeId ? { ...s, place: { ...s.place, visited: true } } : s,
        );
      return {
        ...trip,
        days: trip.days.map((d) => ({ ...d, stops: ticked(d.stops) })),
        unscheduled: ticked(trip.unscheduled),
      };
    });
    toast({ title: `Marked "${stop.place.name}" as visited!` });
    announceAchievements(written.newAchievements, SHOW_AFTER_VISIT_MS);
  } catch (error) {
    toastFailure(error, "Failed to save the visit. Please try again.");
  }
}

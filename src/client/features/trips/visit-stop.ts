import { t } from "@lingui/core/macro";
import { toast, toastFailure } from "#client/components/ui/toast-store.ts";
import {
  announceAchievements,
  SHOW_AFTER_VISIT_MS,
} from "#client/entities/achievement/announce.ts";
import { addVisit } from "#client/entities/place/offline/visit-writes.ts";
import { type Trip, type TripStop, tripQuery } from "#client/entities/trip/trip-api.ts";
import { queryClient } from "#client/lib/query-client.ts";

/**
 * Ticking a stop visited records a visit to its place on the day's date, as the place page's
 * visit list would, through the same offline queue; the trip and the place list show it at
 * once, with no signal too.
 */
export async function visitStop(tripId: number, stop: TripStop, date: string) {
  const day = date.slice(0, 10);
  try {
    const written = await addVisit(stop.placeId, { date: day });
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
    const placeName = stop.place.name;
    toast({
      title: t`Marked "${placeName}" as visited!`,
      ...(written.waiting && {
        description: t`Saved on this device. It will be sent when you're back online.`,
      }),
    });
    announceAchievements(written.newAchievements, SHOW_AFTER_VISIT_MS);
  } catch (error) {
    toastFailure(error, t`Failed to save the visit. Please try again.`);
  }
}

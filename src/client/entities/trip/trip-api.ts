import { t } from "@lingui/core/macro";
import { queryOptions } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import type {
  NewTripInput,
  TripDetail,
  TripShareCreated,
  TripShareInput,
  TripStop,
  TripSummary,
} from "#shared/trip.ts";
import type { Plan } from "#shared/trips/plan.ts";

// A person's trips are read by the trips pages and by the place page (which trips hold a
// place, Add to trip), so their queries live here rather than in either feature; the writes
// are in trip-writes.ts, through the offline queue.

export type { TripDay, TripShareInfo, TripStop, TripSummary } from "#shared/trip.ts";
/** A trip with its days and stops, as GET /api/trips/{id} and each write answer it. */
export type Trip = TripDetail;
/** A share link as it is made: the only time the link itself is seen. */
export type TripShare = TripShareCreated;
export type TripFields = NewTripInput;

/** A call answered 204: any other answer that is not OK is thrown as its ApiError. */
export async function noContent(call: Promise<Response>): Promise<void> {
  const response = await call;
  if (!response.ok) throw await ApiError.from(response);
}

export const param = (id: number) => ({ id: String(id) });

/**
 * What the trips show on top of the server's answers: the trip writes made on this device and
 * not yet sent, and the id the server gave a trip made here (set by the trips' offline queue).
 */
export type TripOverlay = {
  list: (list: TripSummary[]) => TripSummary[];
  detail: (id: number, fromServer: Trip | undefined) => Trip | undefined;
  serverId: (id: number) => number;
};
let overlay: TripOverlay = {
  list: (list) => list,
  detail: (_id, trip) => trip,
  serverId: (id) => id,
};
export function setTripOverlay(next: TripOverlay) {
  overlay = next;
}

export const tripsQuery = queryOptions({
  queryKey: ["/api/trips"],
  queryFn: async () => overlay.list(await okJson(api.trips.$get())),
});

/**
 * A trip with the waiting writes to it on top. A trip made on this device (a negative id) is
 * read by the id the server has since given it, or shown from its waiting writes alone.
 */
export const tripQuery = (id: number) =>
  queryOptions({
    queryKey: ["/api/trips", id],
    queryFn: async (): Promise<Trip> => {
      const serverId = overlay.serverId(id);
      const fromServer =
        serverId > 0 ? await okJson(api.trips[":id"].$get({ param: param(serverId) })) : undefined;
      const shown = overlay.detail(serverId, fromServer);
      if (!shown) throw new ApiError(404, "not_found", "Trip not found");
      return shown;
    },
    enabled: id !== 0,
  });

/** The key of the trips that hold one place; without the id, of every place's. */
export const placeTripsKey = (placeId?: number) =>
  placeId === undefined ? ["place-trips"] : ["place-trips", placeId];

/** The trips holding a place, soonest first, for the place page. */
export const placeTripsQuery = (placeId: number) =>
  queryOptions({
    queryKey: placeTripsKey(placeId),
    queryFn: () => okJson(api.places[":id"].trips.$get({ param: param(placeId) })),
    enabled: placeId > 0,
  });

/** After a trip write: the list, and which trips hold each place, are read again. */
export const listChanged = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tripsQuery.queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: placeTripsKey() }),
  ]);

/** The trip with its days and unscheduled stops replaced by a plan's. */
export function withPlan(trip: Trip, plan: Plan<TripStop>): Trip {
  return {
    ...trip,
    days: trip.days.map((day, index) => ({ ...day, stops: plan.days[index] ?? [] })),
    unscheduled: plan.unscheduled,
  };
}

export const planOf = (trip: Trip): Plan<TripStop> => ({
  days: trip.days.map((day) => day.stops),
  unscheduled: trip.unscheduled,
});

/** A stop made here, before the server has given it an id. */
let nextDraftId = -1;
export function draftStop(place: TripStop["place"] & { id: number }): TripStop {
  const { id, ...shown } = place;
  return { id: nextDraftId--, placeId: id, note: null, place: shown };
}

/** Share links are made and withdrawn only with a signal, on a trip the server has. */
function mustBeOnline(id: number) {
  if (id < 0 || (typeof navigator !== "undefined" && !navigator.onLine)) {
    throw new ApiError(
      0,
      "offline",
      t`Share links need a connection. Try again when you are back online and the trip is sent.`,
    );
  }
}

export async function shareTrip(id: number, options: TripShareInput): Promise<TripShare> {
  mustBeOnline(id);
  // The route may also answer its rate limit's plain Response, which the client types as `{}`;
  // that answer is a 429, thrown by okJson, so a success is always the link.
  return (await okJson(
    api.trips[":id"].share.$post({ param: param(id), json: options }),
  )) as TripShare;
}

export async function withdrawShare(id: number): Promise<void> {
  mustBeOnline(id);
  await noContent(api.trips[":id"].share.$delete({ param: param(id) }));
}

/** The address of a trip's file in one of the export formats. */
export const exportUrl = (id: number, format: "gpx" | "ics" | "geojson") =>
  `/api/trips/${id}/export?format=${format}`;

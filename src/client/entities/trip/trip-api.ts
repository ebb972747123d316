import { queryOptions, useMutation } from "@tanstack/react-query";
import { toast, toastFailure } from "#client/components/ui/toast-store.ts";
import { api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import type {
  NewTripInput,
  TripChangeInput,
  TripDetail,
  TripShareCreated,
  TripShareInput,
  TripStop,
  TripSummary,
} from "#shared/trip.ts";
import { addStop, type Plan, type PlanList, planBody } from "#shared/trips/plan.ts";

// A person's trips are read by the trips pages and by the place page (which trips hold a
// place, Add to trip), so their queries and writes live here rather than in either feature.

export type { TripDay, TripShareInfo, TripStop, TripSummary } from "#shared/trip.ts";
/** A trip with its days and stops, as GET /api/trips/{id} and each write answer it. */
export type Trip = TripDetail;
/** A share link as it is made: the only time the link itself is seen. */
export type TripShare = TripShareCreated;
export type TripFields = NewTripInput;

/** A call answered 204: any other answer that is not OK is thrown as its ApiError. */
async function noContent(call: Promise<Response>): Promise<void> {
  const response = await call;
  if (!response.ok) throw await ApiError.from(response);
}

const param = (id: number) => ({ id: String(id) });

export const tripsQuery = queryOptions({
  queryKey: ["/api/trips"],
  queryFn: () => okJson(api.trips.$get()),
});

export const tripQuery = (id: number) =>
  queryOptions({
    queryKey: ["/api/trips", id],
    queryFn: () => okJson(api.trips[":id"].$get({ param: param(id) })),
    enabled: id > 0,
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
const listChanged = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tripsQuery.queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: placeTripsKey() }),
  ]);

export function useCreateTrip() {
  return useMutation({
    mutationFn: (fields: TripFields) => okJson(api.trips.$post({ json: fields })),
    onSuccess: (trip) => {
      void listChanged();
      toast({ title: `Created "${trip.name}".` });
    },
    onError: (error) => toastFailure(error, "Failed to create the trip. Please try again."),
  });
}

export function useUpdateTrip(id: number) {
  return useMutation({
    mutationFn: (fields: TripChangeInput) =>
      okJson(api.trips[":id"].$patch({ param: param(id), json: fields })),
    onSuccess: (trip) => {
      void listChanged();
      queryClient.setQueryData(tripQuery(id).queryKey, trip);
      toast({ title: `Saved "${trip.name}".` });
    },
    onError: (error) => toastFailure(error, "Failed to save the trip. Please try again."),
  });
}

export function useDeleteTrip(id: number) {
  return useMutation({
    mutationFn: () => noContent(api.trips[":id"].$delete({ param: param(id) })),
    onSuccess: () => {
      queryClient.setQueryData<TripSummary[]>(tripsQuery.queryKey, (list) =>
        list?.filter((trip) => trip.id !== id),
      );
      queryClient.removeQueries({ queryKey: tripQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: placeTripsKey() });
      toast({ title: "Trip deleted." });
    },
    onError: (error) => toastFailure(error, "Failed to delete the trip. Please try again."),
  });
}

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

/** Sends a whole plan; the trip as the server now holds it goes into the cache. */
export async function sendPlan(id: number, plan: Plan): Promise<Trip> {
  const answer = await okJson(
    api.trips[":id"].plan.$put({ param: param(id), json: planBody(plan) }),
  );
  // New stops get their ids from the server's answer.
  queryClient.setQueryData(tripQuery(id).queryKey, answer);
  void listChanged();
  return answer;
}

/**
 * A plan change, shown at once and sent whole; on failure the trip goes back to what it was
 * and a toast says so. Changes made quickly are sent one after another, in order.
 */
export function useSavePlan(id: number) {
  return useMutation({
    scope: { id: `trip-plan-${id}` },
    networkMode: "always",
    mutationFn: (plan: Plan<TripStop>) => sendPlan(id, plan),
    onMutate: async (plan) => {
      const key = tripQuery(id).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Trip>(key);
      if (before) queryClient.setQueryData(key, withPlan(before, plan));
      return { before };
    },
    onError: (error, _plan, context) => {
      if (context?.before) queryClient.setQueryData(tripQuery(id).queryKey, context.before);
      toastFailure(error, "The change to the plan was not saved. It has been undone.");
    },
  });
}

/** A stop made here, before the server has given it an id. */
let nextDraftId = -1;
export function draftStop(place: TripStop["place"] & { id: number }): TripStop {
  const { id, ...shown } = place;
  return { id: nextDraftId--, placeId: id, note: null, place: shown };
}

/** Adds a place to the end of a trip's day (or its unscheduled stops). */
export async function addPlaceToTrip(
  tripId: number,
  place: TripStop["place"] & { id: number },
  to: PlanList,
): Promise<Trip> {
  const trip = await queryClient.fetchQuery(tripQuery(tripId));
  return sendPlan(tripId, addStop(planOf(trip), draftStop(place), to));
}

export async function shareTrip(id: number, options: TripShareInput): Promise<TripShare> {
  // The route may also answer its rate limit's plain Response, which the client types as `{}`;
  // that answer is a 429, thrown by okJson, so a success is always the link.
  return (await okJson(
    api.trips[":id"].share.$post({ param: param(id), json: options }),
  )) as TripShare;
}

export async function withdrawShare(id: number): Promise<void> {
  await noContent(api.trips[":id"].share.$delete({ param: param(id) }));
}

/** The address of a trip's file in one of the export formats. */
export const exportUrl = (id: number, format: "gpx" | "ics" | "geojson") =>
  `/api/trips/${id}/export?format=${format}`;

import { t } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import { toast, toastFailure } from "#client/components/ui/toast-store.ts";
import { api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import {
  newTripSchema,
  type TripChangeInput,
  type TripStop,
  type TripSummary,
  tripChangeSchema,
} from "#shared/trip.ts";
import { changedTripDetail, newTripDetail } from "#shared/trips/local-trip.ts";
import { addStop, type Plan, type PlanList, planBody } from "#shared/trips/plan.ts";
import { sendOrKeepTrip } from "./offline/trip-queue.ts";
import {
  draftStop,
  listChanged,
  noContent,
  param,
  placeTripsKey,
  planOf,
  type Trip,
  type TripFields,
  tripQuery,
  tripsQuery,
  withPlan,
} from "./trip-api.ts";

// Every trip write goes through the offline queue (offline/trip-queue.ts): sent at once when
// it can be, else kept on this device and shown as it will be, and sent when the signal is back.

/** A trip written, and whether it is still waiting on this device to be sent. */
export type TripWritten = Trip & { waiting?: true };

// Trips made with no signal get ids below zero until the server gives them theirs.
let lastTempId = 0;
const tempId = () => {
  lastTempId = Math.min(lastTempId - 1, -Date.now());
  return lastTempId;
};

/** A toast's words for a write kept on this device, as the place writes say it. */
const keptText = ({ waiting }: { waiting?: true | undefined }) =>
  waiting ? { description: t`Saved on this device. It will be sent when you're back online.` } : {};

const shownTrip = (id: number) => queryClient.getQueryData<Trip>(tripQuery(id).queryKey);

const outcome = ({ trip, waiting }: { trip: Trip | null; waiting: boolean }): TripWritten =>
  waiting ? { ...(trip as Trip), waiting: true } : (trip as Trip);

/** After a write the server took: the trip as it answered, under the id the page shows too. */
function answered(id: number, trip: TripWritten) {
  if (trip.waiting) return;
  queryClient.setQueryData(tripQuery(trip.id).queryKey, trip);
  if (id !== trip.id) queryClient.setQueryData(tripQuery(id).queryKey, trip);
  void listChanged();
}

/** Creates a trip; with no signal it is kept with an id below zero, and shown at once. */
export async function createTrip(fields: TripFields): Promise<TripWritten> {
  const parsed = newTripSchema.parse(fields);
  const id = tempId();
  return outcome(
    await sendOrKeepTrip(
      {
        kind: "create",
        tripId: id,
        body: fields,
        trip: newTripDetail(id, parsed, new Date().toISOString()),
        name: parsed.name,
      },
      (_id, headers) => okJson(api.trips.$post({ json: fields }, { headers })),
    ),
  );
}

export async function changeTrip(id: number, fields: TripChangeInput): Promise<TripWritten> {
  const parsed = tripChangeSchema.parse(fields);
  const before = shownTrip(id);
  const trip = before && changedTripDetail(before, parsed, new Date().toISOString());
  const written = outcome(
    await sendOrKeepTrip(
      { kind: "edit", tripId: id, body: fields, trip, name: trip?.name ?? parsed.name ?? "" },
      (tripId, headers) =>
        okJson(api.trips[":id"].$patch({ param: param(tripId), json: fields }, { headers })),
    ),
  );
  answered(id, written);
  return written;
}

/** Deletes a trip; answers whether the delete waits on this device to be sent. */
export async function deleteTrip(id: number): Promise<true | undefined> {
  const { waiting } = await sendOrKeepTrip(
    { kind: "delete", tripId: id, body: undefined, name: shownTrip(id)?.name ?? "" },
    async (tripId, headers) => {
      await noContent(api.trips[":id"].$delete({ param: param(tripId) }, { headers }));
      return null;
    },
  );
  queryClient.setQueryData<TripSummary[]>(tripsQuery.queryKey, (list) =>
    list?.filter((trip) => trip.id !== id),
  );
  queryClient.removeQueries({ queryKey: tripQuery(id).queryKey });
  void queryClient.invalidateQueries({ queryKey: placeTripsKey() });
  return waiting || undefined;
}

/** Sends a whole plan, or keeps it; the trip as the server holds it goes into the cache. */
export async function sendPlan(id: number, plan: Plan<TripStop>): Promise<TripWritten> {
  const before = shownTrip(id);
  const body = planBody(plan);
  const written = outcome(
    await sendOrKeepTrip(
      {
        kind: "plan",
        tripId: id,
        body,
        trip: before && withPlan(before, plan),
        name: before?.name ?? "",
      },
      (tripId, headers) =>
        okJson(api.trips[":id"].plan.$put({ param: param(tripId), json: body }, { headers })),
    ),
  );
  // New stops get their ids from the server's answer.
  answered(id, written);
  return written;
}

export function useCreateTrip() {
  return useMutation({
    networkMode: "always",
    mutationFn: createTrip,
    onSuccess: (trip) => {
      if (!trip.waiting) void listChanged();
      const name = trip.name;
      toast({ title: t`Created "${name}".`, ...keptText(trip) });
    },
    onError: (error) => toastFailure(error, t`Failed to create the trip. Please try again.`),
  });
}

export function useUpdateTrip(id: number) {
  return useMutation({
    networkMode: "always",
    mutationFn: (fields: TripChangeInput) => changeTrip(id, fields),
    onSuccess: (trip) => {
      const name = trip.name;
      toast({ title: t`Saved "${name}".`, ...keptText(trip) });
    },
    onError: (error) => toastFailure(error, t`Failed to save the trip. Please try again.`),
  });
}

export function useDeleteTrip(id: number) {
  return useMutation({
    networkMode: "always",
    mutationFn: () => deleteTrip(id),
    onSuccess: (waiting) => toast({ title: t`Trip deleted.`, ...keptText({ waiting }) }),
    onError: (error) => toastFailure(error, t`Failed to delete the trip. Please try again.`),
  });
}

/**
 * A plan change, shown at once and sent whole (or kept, with no signal); when the server
 * refuses it, the trip goes back to what it was and a toast says so. Changes made quickly are
 * sent one after another, in order.
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
      toastFailure(error, t`The change to the plan was not saved. It has been undone.`);
    },
  });
}

/** Adds a place to the end of a trip's day (or its unscheduled stops). */
export async function addPlaceToTrip(
  tripId: number,
  place: TripStop["place"] & { id: number },
  to: PlanList,
): Promise<TripWritten> {
  const trip = await queryClient.ensureQueryData(tripQuery(tripId));
  return sendPlan(tripId, addStop(planOf(trip), draftStop(place), to));
}

import { queryOptions, useMutation } from "@tanstack/react-query";
import { toast, toastFailure } from "#client/components/ui/toast-store.ts";
import { api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { ApiError } from "#shared/api-error.ts";
import { addStop, type Plan, type PlanList, planBody } from "#shared/trips/plan.ts";

// A person's trips are read by the trips pages and by the place page (which trips hold a
// place, Add to trip), so their queries and writes live here rather than in either feature.

export type TripSummary = {
  id: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  dayCount: number;
  stopCount: number;
  createdAt: string;
  updatedAt: string;
};

export type TripStop = {
  id: number;
  placeId: number;
  note: string | null;
  place: {
    name: string;
    latitude: number | null;
    longitude: number | null;
    visited: boolean;
    category: string | null;
  };
};

export type TripDay = { date: string | null; stops: TripStop[] };

/** The trip's current share link, without the link itself (the server keeps only its hash). */
export type TripShareInfo = {
  createdAt: string;
  expiresAt: string;
  showName: boolean;
  includePhotos: boolean;
};
/** A share link as it is made: the only time the link itself is seen. */
export type TripShare = TripShareInfo & { url: string };

export type Trip = {
  id: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  notes: string | null;
  days: TripDay[];
  unscheduled: TripStop[];
  share: TripShareInfo | null;
};

export type TripFields = {
  name: string;
  startDate?: string | null;
  endDate?: string | null;
  notes?: string | null;
};

export type ShareOptions = { expiresInDays?: number; showName?: boolean; includePhotos?: boolean };

type Call = (args?: {
  json?: unknown;
  param?: Record<string, string>;
  query?: Record<string, string>;
}) => Promise<Response>;
type TripsClient = {
  trips: {
    $get: Call;
    $post: Call;
    ":id": {
      $get: Call;
      $patch: Call;
      $delete: Call;
      plan: { $put: Call };
      share: { $post: Call; $delete: Call };
    };
  };
};
// Hono's client builds each address from the property path, whatever its types say.
const client = api as unknown as TripsClient;

async function json<T>(call: Promise<Response>): Promise<T> {
  const response = await call;
  if (!response.ok) throw await ApiError.from(response);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}

const param = (id: number) => ({ id: String(id) });

export const tripsQuery = queryOptions({
  queryKey: ["/api/trips"],
  queryFn: () => json<TripSummary[]>(client.trips.$get()),
});

export const tripQuery = (id: number) =>
  queryOptions({
    queryKey: ["/api/trips", id],
    queryFn: () => json<Trip>(client.trips[":id"].$get({ param: param(id) })),
    enabled: id > 0,
  });

const listChanged = () =>
  queryClient.invalidateQueries({ queryKey: tripsQuery.queryKey, exact: true });

export function useCreateTrip() {
  return useMutation({
    mutationFn: (fields: TripFields) => json<Trip>(client.trips.$post({ json: fields })),
    onSuccess: (trip) => {
      void listChanged();
      toast({ title: `Created "${trip.name}".` });
    },
    onError: (error) => toastFailure(error, "Failed to create the trip. Please try again."),
  });
}

export function useUpdateTrip(id: number) {
  return useMutation({
    mutationFn: (fields: Partial<TripFields>) =>
      json<Trip>(client.trips[":id"].$patch({ param: param(id), json: fields })),
    onSuccess: (trip) => {
      void listChanged();
      // Changed dates change the days: read the trip again.
      void queryClient.invalidateQueries({ queryKey: tripQuery(id).queryKey });
      toast({ title: `Saved "${trip.name}".` });
    },
    onError: (error) => toastFailure(error, "Failed to save the trip. Please try again."),
  });
}

export function useDeleteTrip(id: number) {
  return useMutation({
    mutationFn: () => json<void>(client.trips[":id"].$delete({ param: param(id) })),
    onSuccess: () => {
      queryClient.setQueryData<TripSummary[]>(tripsQuery.queryKey, (list) =>
        list?.filter((trip) => trip.id !== id),
      );
      queryClient.removeQueries({ queryKey: tripQuery(id).queryKey });
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
export async function sendPlan(id: number, plan: Plan): Promise<Trip | undefined> {
  const answer = await json<Trip | undefined>(
    client.trips[":id"].plan.$put({ param: param(id), json: planBody(plan) }),
  );
  // New stops get their ids from the server: its answer, or a fresh read.
  if (answer && Array.isArray(answer.days))
    queryClient.setQueryData(tripQuery(id).queryKey, answer);
  else await queryClient.invalidateQueries({ queryKey: tripQuery(id).queryKey });
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
): Promise<Trip | undefined> {
  const trip = await queryClient.fetchQuery(tripQuery(tripId));
  return sendPlan(tripId, addStop(planOf(trip), draftStop(place), to));
}

export async function shareTrip(id: number, options: ShareOptions): Promise<TripShare> {
  return json<TripShare>(client.trips[":id"].share.$post({ param: param(id), json: options }));
}

export async function withdrawShare(id: number): Promise<void> {
  await json<void>(client.trips[":id"].share.$delete({ param: param(id) }));
}

/** The address of a trip's file in one of the export formats. */
export const exportUrl = (id: number, format: "gpx" | "ics" | "geojson") =>
  `/api/trips/${id}/export?format=${format}`;

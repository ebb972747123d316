import type { NewTrip, TripChange, TripDetail, TripSummary } from "../trip.ts";
import { compareTrips, dateOfDay, tripDayCount } from "../trip-days.ts";

// A trip as a write leaves it, worked out on the device the way the server does it, so a
// write made with no signal shows at once and as the server will hold it.

/** A new trip as POST /api/trips makes it: one empty day per date, or one day undated. */
export function newTripDetail(id: number, input: NewTrip, now: string): TripDetail {
  const { startDate, endDate } = input;
  const dayCount = startDate && endDate ? tripDayCount(startDate, endDate) : 1;
  return {
    id,
    name: input.name,
    startDate,
    endDate,
    notes: input.notes,
    days: Array.from({ length: dayCount }, (_, index) => ({
      date: dateOfDay(startDate, index),
      stops: [],
    })),
    unscheduled: [],
    share: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A trip after PATCH /api/trips/{id}: new dates make one day per date, the stops of days that
 * no longer exist going to the end of the unscheduled in their order; dates taken away leave
 * the days as they are, undated.
 */
export function changedTripDetail(trip: TripDetail, change: TripChange, now: string): TripDetail {
  const next: TripDetail = {
    ...trip,
    ...(change.name !== undefined && { name: change.name }),
    ...(change.notes !== undefined && { notes: change.notes }),
    updatedAt: now,
  };
  if (change.startDate === undefined || change.endDate === undefined) return next;
  const { startDate, endDate } = change;
  const dayCount =
    startDate !== null && endDate !== null ? tripDayCount(startDate, endDate) : trip.days.length;
  const kept = trip.days.slice(0, dayCount);
  const dropped = trip.days.slice(dayCount).flatMap((day) => day.stops);
  return {
    ...next,
    startDate,
    endDate,
    days: Array.from({ length: dayCount }, (_, index) => ({
      date: dateOfDay(startDate, index),
      stops: kept[index]?.stops ?? [],
    })),
    unscheduled: [...trip.unscheduled, ...dropped],
  };
}

/** The trips list's entry for a trip. */
export function summaryOf(trip: TripDetail): TripSummary {
  return {
    id: trip.id,
    name: trip.name,
    startDate: trip.startDate,
    endDate: trip.endDate,
    dayCount: trip.days.length,
    stopCount: trip.days.reduce((sum, day) => sum + day.stops.length, trip.unscheduled.length),
    createdAt: trip.createdAt,
    updatedAt: trip.updatedAt,
  };
}

/** What a waiting trip write does to what is shown: the trip as it left it, or gone. */
export type LocalTripWrite = {
  kind: "create" | "edit" | "plan" | "delete";
  tripId: number;
  /** The trip as the write left it; absent for a delete. */
  trip?: TripDetail | undefined;
};

/**
 * A trip as the person should see it: the server's (undefined when it has none, or a trip
 * made on this device), with the waiting writes to it laid on top in the order made. A write
 * takes over the fields it changes only: a change made elsewhere to the notes survives a plan.
 */
export function tripWithWrites(
  tripId: number,
  fromServer: TripDetail | undefined,
  writes: readonly LocalTripWrite[],
): TripDetail | undefined {
  let shown = fromServer;
  for (const write of writes) {
    if (write.tripId !== tripId) continue;
    const left = write.trip;
    if (write.kind === "delete") shown = undefined;
    else if (write.kind === "create") shown = shown ?? left;
    else if (shown && left) {
      shown =
        write.kind === "plan"
          ? { ...shown, days: left.days, unscheduled: left.unscheduled }
          : {
              ...shown,
              name: left.name,
              startDate: left.startDate,
              endDate: left.endDate,
              notes: left.notes,
              days: left.days,
              unscheduled: left.unscheduled,
            };
    }
  }
  return shown;
}

/** The trips list with the waiting writes on top, in the list's order on `today`. */
export function tripsWithWrites(
  list: readonly TripSummary[],
  writes: readonly LocalTripWrite[],
  today: string,
): TripSummary[] {
  let shown = [...list];
  for (const write of writes) {
    const listed = shown.some((trip) => trip.id === write.tripId);
    if (write.kind === "delete") shown = shown.filter((trip) => trip.id !== write.tripId);
    else if (write.trip && (listed || write.kind === "create")) {
      const summary = summaryOf(write.trip);
      shown = listed
        ? shown.map((trip) =>
            trip.id === write.tripId ? { ...summary, createdAt: trip.createdAt } : trip,
          )
        : [summary, ...shown];
    }
  }
  return shown.sort(compareTrips(today));
}

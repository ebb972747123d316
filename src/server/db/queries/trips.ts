import { type Kysely, sql } from "kysely";
import type { AccountExportStop, AccountExportTrip } from "#shared/account.ts";
import type {
  NewTrip,
  PlaceTrip,
  StopInput,
  TripChange,
  TripDetail,
  TripPlan,
  TripStop,
  TripSummary,
} from "#shared/trip.ts";
import { TRIP_LIMITS } from "#shared/trip.ts";
import { compareTrips, tripDayCount } from "#shared/trip-days.ts";
import { ukDayOf } from "#shared/visit.ts";
import { inTransaction } from "../group-commit.ts";
import type { Db } from "../index.ts";
import type { Database } from "../schema.ts";
import { iso } from "../timestamps.ts";
import { locksRows } from "./place-write-checks.ts";
import { tripColumns, tripDetail, tripRow } from "./trip-detail.ts";

/** Why a write to a trip was refused; the route turns each into its answer. */
export type TripRefusal =
  | { refused: "trip-missing" }
  | { refused: "place-missing" }
  | { refused: "too-many-trips" }
  | { refused: "day-count"; expected: number };

const refuse = <R extends TripRefusal>(refusal: R) => refusal;

/** The stops of a plan as rows: each day's in order, then the unscheduled. */
function planRows(userId: string, tripId: number, plan: TripPlan) {
  const row = (stop: StopInput, day: number | null, position: number) => ({
    tripId,
    userId,
    placeId: stop.placeId,
    day,
    position,
    note: stop.note,
  });
  return [
    ...plan.days.flatMap((day, index) => day.stops.map((stop, at) => row(stop, index, at))),
    ...plan.unscheduled.map((stop, at) => row(stop, null, at)),
  ];
}

/** Whether every place named is the user's; locked on PostgreSQL so none goes meanwhile. */
async function allPlacesOwned(trx: Kysely<Database>, userId: string, placeIds: number[]) {
  const wanted = [...new Set(placeIds)];
  let found = 0;
  for (let at = 0; at < wanted.length; at += 500) {
    let query = trx
      .selectFrom("place")
      .select("id")
      .where("userId", "=", userId)
      .where("id", "in", wanted.slice(at, at + 500));
    if (locksRows(trx)) query = query.forKeyShare();
    found += (await query.execute()).length;
  }
  return found === wanted.length;
}

export function tripQueries(db: Db) {
  return {
    /** The user's trips in the list's order (shared/trip-days.ts compareTrips). */
    async list(userId: string, now = new Date()): Promise<TripSummary[]> {
      const rows = await db
        .selectFrom("trip")
        .leftJoin("tripStop", "tripStop.tripId", "trip.id")
        .select([...tripColumns.map((column) => `trip.${column}` as const)])
        .select((eb) => eb.fn.count<number | string>("tripStop.id").as("stopCount"))
        .where("trip.userId", "=", userId)
        .groupBy(tripColumns.map((column) => `trip.${column}` as const))
        .execute();
      const list = rows.map(
        (row): TripSummary => ({
          id: row.id,
          name: row.name,
          startDate: row.startDate,
          endDate: row.endDate,
          dayCount: row.dayCount,
          stopCount: Number(row.stopCount),
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        }),
      );
      return list.sort(compareTrips(ukDayOf(now)));
    },

    /**
     * The user's trips with a stop at the place, in the list's order; undefined when the
     * place is not the user's.
     */
    async holding(userId: string, placeId: number, now = new Date()) {
      const place = await db
        .selectFrom("place")
        .select("id")
        .where("userId", "=", userId)
        .where("id", "=", placeId)
        .executeTakeFirst();
      if (!place) return undefined;
      const rows = await db
        .selectFrom("trip")
        .select(["id", "name", "startDate", "endDate", "updatedAt"])
        .where("userId", "=", userId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("tripStop")
              .select("tripStop.id")
              .whereRef("tripStop.tripId", "=", "trip.id")
              .where("tripStop.userId", "=", userId)
              .where("tripStop.placeId", "=", placeId),
          ),
        )
        .execute();
      return rows
        .map((row) => ({ ...row, updatedAt: iso(row.updatedAt) }))
        .sort(compareTrips(ukDayOf(now)))
        .map(({ id, name, startDate, endDate }): PlaceTrip => ({ id, name, startDate, endDate }));
    },

    detail: (userId: string, tripId: number) => tripDetail(db, userId, tripId),

    /** Every trip of the user as the account's data export holds it, one at a time. */
    async *forExport(userId: string, breathe: () => Promise<void>) {
      const stopOf = (stop: TripStop): AccountExportStop => ({
        placeId: stop.placeId,
        placeName: stop.place.name,
        note: stop.note,
      });
      for (const { id } of await this.list(userId)) {
        const trip = await tripDetail(db, userId, id);
        if (!trip) continue;
        const { id: _, days, unscheduled, ...rest } = trip;
        yield {
          ...rest,
          days: days.map((day) => ({ date: day.date, stops: day.stops.map(stopOf) })),
          unscheduled: unscheduled.map(stopOf),
        } satisfies AccountExportTrip;
        await breathe();
      }
    },

    async create(userId: string, input: NewTrip): Promise<TripDetail | TripRefusal> {
      return inTransaction(db, async (trx) => {
        const { count } = await trx
          .selectFrom("trip")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("userId", "=", userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= TRIP_LIMITS.tripsMax) return refuse({ refused: "too-many-trips" });
        const now = new Date().toISOString();
        const dayCount =
          input.startDate && input.endDate ? tripDayCount(input.startDate, input.endDate) : 1;
        const { id } = await trx
          .insertInto("trip")
          .values({ userId, ...input, dayCount, createdAt: now, updatedAt: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        return (await tripDetail(trx, userId, id)) as TripDetail;
      });
    },

    /**
     * Name, notes and dates. New dates make one day per date; the stops of days that no
     * longer exist move to the end of the unscheduled, in their order, never lost.
     */
    async change(
      userId: string,
      tripId: number,
      change: TripChange,
    ): Promise<TripDetail | TripRefusal> {
      return inTransaction(db, async (trx) => {
        const trip = await tripRow(trx, userId, tripId, true);
        if (!trip) return refuse({ refused: "trip-missing" });
        let dayCount = trip.dayCount;
        if (change.startDate !== undefined && change.endDate !== undefined) {
          // Undated now: the days stay as they are, only their dates go.
          if (change.startDate !== null && change.endDate !== null) {
            dayCount = tripDayCount(change.startDate, change.endDate);
          }
        }
        if (dayCount < trip.dayCount) {
          const last = await trx
            .selectFrom("tripStop")
            .select((eb) => eb.fn.max("position").as("position"))
            .where("userId", "=", userId)
            .where("tripId", "=", tripId)
            .where("day", "is", null)
            .executeTakeFirst();
          const base = Number(last?.position ?? -1) + 1;
          // Day by day after the unscheduled already there: a day holds fewer than
          // TRIP_LIMITS.stopsMax stops, so day × stopsMax + position keeps their order.
          await trx
            .updateTable("tripStop")
            .set({
              day: null,
              position: sql<number>`${base} + "day" * ${TRIP_LIMITS.stopsMax} + "position"`,
            })
            .where("userId", "=", userId)
            .where("tripId", "=", tripId)
            .where("day", ">=", dayCount)
            .execute();
        }
        await trx
          .updateTable("trip")
          .set({
            ...(change.name === undefined ? {} : { name: change.name }),
            ...(change.notes === undefined ? {} : { notes: change.notes }),
            ...(change.startDate === undefined
              ? {}
              : { startDate: change.startDate, endDate: change.endDate ?? null }),
            dayCount,
            updatedAt: new Date().toISOString(),
          })
          .where("userId", "=", userId)
          .where("id", "=", tripId)
          .execute();
        return (await tripDetail(trx, userId, tripId)) as TripDetail;
      });
    },

    /** Deletes the trip, its stops and its share; the places stay. False when not the user's. */
    async remove(userId: string, tripId: number): Promise<boolean> {
      const result = await inTransaction(db, (trx) =>
        trx
          .deleteFrom("trip")
          .where("userId", "=", userId)
          .where("id", "=", tripId)
          .executeTakeFirst(),
      );
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Replaces every stop of the trip with the plan's, in one transaction: all or nothing. A
     * dated trip's plan must have one day per date; an undated trip takes the plan's count.
     */
    async replacePlan(
      userId: string,
      tripId: number,
      plan: TripPlan,
    ): Promise<TripDetail | TripRefusal> {
      return inTransaction(db, async (trx) => {
        const trip = await tripRow(trx, userId, tripId, true);
        if (!trip) return refuse({ refused: "trip-missing" });
        const dated = trip.startDate !== null;
        if (dated && plan.days.length !== trip.dayCount) {
          return refuse({ refused: "day-count", expected: trip.dayCount });
        }
        const rows = planRows(userId, tripId, plan);
        if (
          !(await allPlacesOwned(
            trx,
            userId,
            rows.map((row) => row.placeId),
          ))
        ) {
          return refuse({ refused: "place-missing" });
        }
        await trx
          .deleteFrom("tripStop")
          .where("userId", "=", userId)
          .where("tripId", "=", tripId)
          .execute();
        for (let at = 0; at < rows.length; at += 100) {
          await trx
            .insertInto("tripStop")
            .values(rows.slice(at, at + 100))
            .execute();
        }
        await trx
          .updateTable("trip")
          .set({ dayCount: plan.days.length, updatedAt: new Date().toISOString() })
          .where("userId", "=", userId)
          .where("id", "=", tripId)
          .execute();
        return (await tripDetail(trx, userId, tripId)) as TripDetail;
      });
    },
  };
}

export const isRefusal = (value: TripDetail | TripRefusal): value is TripRefusal =>
  "refused" in value;

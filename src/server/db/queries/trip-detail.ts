// A trip as it is read: its row, its stops with their places' facts, its days and its share.
import type { Kysely } from "kysely";
import type { TripDetail, TripShareInfo, TripStop } from "#shared/trip.ts";
import { dateOfDay } from "#shared/trip-days.ts";
import type { Database } from "../schema.ts";
import { iso } from "../timestamps.ts";
import { locksRows } from "./place-write-checks.ts";

export const tripColumns = [
  "id",
  "name",
  "startDate",
  "endDate",
  "notes",
  "dayCount",
  "createdAt",
  "updatedAt",
] as const;

export type TripRow = {
  id: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  notes: string | null;
  dayCount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** A trip's stops with their places' facts, in order: by day (unscheduled last), position. */
export async function stopsOfTrip(db: Kysely<Database>, userId: string, tripId: number) {
  const rows = await db
    .selectFrom("tripStop")
    .innerJoin("place", "place.id", "tripStop.placeId")
    .select([
      "tripStop.id",
      "tripStop.placeId",
      "tripStop.day",
      "tripStop.note",
      "place.name",
      "place.latitude",
      "place.longitude",
      "place.visited",
      "place.category",
      "place.photoId",
    ])
    .where("tripStop.userId", "=", userId)
    .where("tripStop.tripId", "=", tripId)
    .orderBy("tripStop.day")
    .orderBy("tripStop.position")
    .orderBy("tripStop.id")
    .execute();
  return rows.map((row) => ({
    day: row.day,
    photoId: row.photoId,
    stop: {
      id: row.id,
      placeId: row.placeId,
      note: row.note,
      place: {
        name: row.name,
        latitude: row.latitude,
        longitude: row.longitude,
        visited: Boolean(row.visited),
        category: row.category,
      },
    } satisfies TripStop,
  }));
}

export type StopRow = Awaited<ReturnType<typeof stopsOfTrip>>[number];

/** The trip's days (one per `dayCount`) and unscheduled stops, from its ordered stops. */
export function arrangeDays(trip: Pick<TripRow, "startDate" | "dayCount">, stops: StopRow[]) {
  const days = Array.from({ length: trip.dayCount }, (_, index) => ({
    date: dateOfDay(trip.startDate, index),
    stops: [] as TripStop[],
  }));
  const unscheduled: TripStop[] = [];
  for (const { day, stop } of stops) {
    const target = day === null ? undefined : days[day];
    (target ? target.stops : unscheduled).push(stop);
  }
  return { days, unscheduled };
}

const toShareInfo = (row: {
  createdAt: Date | string;
  expiresAt: Date | string;
  showName: boolean | number;
  includePhotos: boolean | number;
}): TripShareInfo => ({
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
  showName: Boolean(row.showName),
  includePhotos: Boolean(row.includePhotos),
});

/** The trip's share link still in force, if any. */
export async function currentShare(
  db: Kysely<Database>,
  userId: string,
  tripId: number,
): Promise<TripShareInfo | null> {
  const row = await db
    .selectFrom("tripShare")
    .select(["createdAt", "expiresAt", "showName", "includePhotos"])
    .where("userId", "=", userId)
    .where("tripId", "=", tripId)
    .where("expiresAt", ">", new Date().toISOString())
    .executeTakeFirst();
  return row ? toShareInfo(row) : null;
}

export async function tripRow(db: Kysely<Database>, userId: string, tripId: number, lock = false) {
  let query = db
    .selectFrom("trip")
    .select(tripColumns)
    .where("userId", "=", userId)
    .where("id", "=", tripId);
  // One write to a trip at a time on PostgreSQL: two plans sent together would otherwise both
  // clear the stops and both insert theirs. SQLite has one writer already.
  if (lock && locksRows(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The whole trip as GET /api/trips/{id} answers it, or undefined when it is not the user's. */
export async function tripDetail(
  db: Kysely<Database>,
  userId: string,
  tripId: number,
): Promise<TripDetail | undefined> {
  const trip = await tripRow(db, userId, tripId);
  if (!trip) return undefined;
  const [stops, share] = await Promise.all([
    stopsOfTrip(db, userId, tripId),
    currentShare(db, userId, tripId),
  ]);
  return {
    id: trip.id,
    name: trip.name,
    startDate: trip.startDate,
    endDate: trip.endDate,
    notes: trip.notes,
    ...arrangeDays(trip, stops),
    share,
    createdAt: iso(trip.createdAt),
    updatedAt: iso(trip.updatedAt),
  };
}

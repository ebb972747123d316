import { createHash, randomBytes } from "node:crypto";
import type { TripDetail, TripShareInfo } from "#shared/trip.ts";
import { inTransaction } from "../group-commit.ts";
import type { Db } from "../index.ts";
import { iso } from "../timestamps.ts";
import { locksRows } from "./place-write-checks.ts";
import { arrangeDays, currentShare, type StopRow, stopsOfTrip } from "./trip-detail.ts";

/** 32 random bytes: 256 bits, well beyond guessing. */
const TOKEN_BYTES = 32;
/** What a token looks like in a path: base64url of TOKEN_BYTES bytes, 43 characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a share token: its SHA-256, base64url. */
export const hashShareToken = (token: string) =>
  createHash("sha256").update(token).digest("base64url");

/** What a shared trip's page shows: the trip, and the owner's name only when chosen. */
export type SharedTrip = Pick<TripDetail, "name" | "startDate" | "endDate" | "days"> & {
  ownerName: string | null;
  includePhotos: boolean;
  expiresAt: string;
  /** Each stop's place photo, by stop id, when the owner chose to show photos. */
  photoIds: Map<number, number>;
};

/**
 * Deletes the trip's link, if it has one, when the trip is the user's: false when it is not,
 * and nothing is touched. Making a link starts here too, since a trip has one link at most.
 */
async function clearShareOfOwnTrip(trx: Db, userId: string, tripId: number): Promise<boolean> {
  const trip = await trx
    .selectFrom("trip")
    .select("id")
    .where("userId", "=", userId)
    .where("id", "=", tripId)
    .executeTakeFirst();
  if (!trip) return false;
  await trx
    .deleteFrom("tripShare")
    .where("userId", "=", userId)
    .where("tripId", "=", tripId)
    .execute();
  return true;
}

export function tripShareQueries(db: Db) {
  return {
    current: (userId: string, tripId: number) => currentShare(db, userId, tripId),

    /**
     * A new link for the trip, in place of any before it (whose link stops working at once).
     * Answers the token, which is never stored, or undefined when the trip is not the user's.
     */
    async create(
      userId: string,
      tripId: number,
      options: { expiresInDays: number; showName: boolean; includePhotos: boolean },
      now = new Date(),
    ): Promise<(TripShareInfo & { token: string }) | undefined> {
      const token = randomBytes(TOKEN_BYTES).toString("base64url");
      const createdAt = now.toISOString();
      const expiresAt = new Date(now.getTime() + options.expiresInDays * 86_400_000).toISOString();
      const made = await inTransaction(db, async (trx) => {
        if (!(await clearShareOfOwnTrip(trx, userId, tripId))) return false;
        await trx
          .insertInto("tripShare")
          .values({
            tripId,
            userId,
            tokenHash: hashShareToken(token),
            // Booleans on PostgreSQL, 0 and 1 on SQLite, which binds no boolean.
            showName: locksRows(trx) ? options.showName : Number(options.showName),
            includePhotos: locksRows(trx) ? options.includePhotos : Number(options.includePhotos),
            createdAt,
            expiresAt,
          })
          .execute();
        return true;
      });
      if (!made) return undefined;
      const { showName, includePhotos } = options;
      return { token, createdAt, expiresAt, showName, includePhotos };
    },

    /** Withdraws the trip's link; false when the trip is not the user's. */
    async withdraw(userId: string, tripId: number): Promise<boolean> {
      return inTransaction(db, (trx) => clearShareOfOwnTrip(trx, userId, tripId));
    },

    /** The trip a link names, while it is in force; undefined when expired or withdrawn. */
    async byToken(token: string, now = new Date()): Promise<SharedTrip | undefined> {
      if (!SHARE_TOKEN_PATTERN.test(token)) return undefined;
      const share = await db
        .selectFrom("tripShare")
        .innerJoin("trip", "trip.id", "tripShare.tripId")
        .innerJoin("user", "user.id", "tripShare.userId")
        .select([
          "tripShare.tripId",
          "tripShare.userId",
          "tripShare.showName",
          "tripShare.includePhotos",
          "tripShare.expiresAt",
          "trip.name",
          "trip.startDate",
          "trip.endDate",
          "trip.dayCount",
          "user.name as ownerName",
        ])
        .where("tripShare.tokenHash", "=", hashShareToken(token))
        .where("tripShare.expiresAt", ">", now.toISOString())
        .executeTakeFirst();
      if (!share) return undefined;
      const stops: StopRow[] = await stopsOfTrip(db, share.userId, share.tripId);
      const includePhotos = Boolean(share.includePhotos);
      const photoIds = new Map<number, number>();
      if (includePhotos) {
        for (const row of stops) if (row.photoId !== null) photoIds.set(row.stop.id, row.photoId);
      }
      // The page shows days, never the unscheduled: those are the owner's ideas, not the plan.
      const { days } = arrangeDays(share, stops);
      return {
        name: share.name,
        startDate: share.startDate,
        endDate: share.endDate,
        days,
        ownerName: share.showName ? share.ownerName : null,
        includePhotos,
        expiresAt: iso(share.expiresAt),
        photoIds,
      };
    },

    /** A shared trip's stop's photo thumbnail, when the link is in force and shows photos. */
    async photo(token: string, stopId: number, now = new Date()) {
      if (!SHARE_TOKEN_PATTERN.test(token)) return undefined;
      const row = await db
        .selectFrom("tripShare")
        .innerJoin("tripStop", (join) =>
          join
            .onRef("tripStop.tripId", "=", "tripShare.tripId")
            .onRef("tripStop.userId", "=", "tripShare.userId"),
        )
        .innerJoin("place", "place.id", "tripStop.placeId")
        .innerJoin("photo", (join) =>
          join.onRef("photo.id", "=", "place.photoId").onRef("photo.userId", "=", "place.userId"),
        )
        .select(["photo.thumbnail", "photo.etag", "tripShare.includePhotos"])
        .where("tripShare.tokenHash", "=", hashShareToken(token))
        .where("tripShare.expiresAt", ">", now.toISOString())
        .where("tripStop.id", "=", stopId)
        .where("tripStop.day", "is not", null)
        .executeTakeFirst();
      return row?.includePhotos ? row : undefined;
    },
  };
}

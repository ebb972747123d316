// What a write to a user's places checks inside its transaction before it writes: that it has
// the owner's places to itself, that the list has room, that the place has not changed since
// the caller read it, and that it does not repeat a place the list holds.

import { type Kysely, PostgresAdapter } from "kysely";
import { duplicateKey, type PlaceIdentity, PlaceMatcher } from "#shared/duplicate-place.ts";
import type { Db } from "../index.ts";
import { type Param, prepared } from "../prepared.ts";
import type { Database } from "../schema.ts";

export const locksRows = (db: Kysely<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The first step of every write to a user's places: on PostgreSQL, lock the owner's row, so
 * that one user's writes take turns. Each then sees the others' places when it counts towards
 * the list's cap, looks for a place it would repeat, or decides which badges are earned (two
 * places added at once, each the fifth category on its own, still earn Category Explorer).
 * Taken first, and by every write, so no two wait on each other. NO KEY UPDATE leaves sign-ins
 * free to add sessions meanwhile. SQLite has one writer already.
 */
function ownerLock(db: Db) {
  if (!locksRows(db)) return async (_trx: Kysely<Database>, _userId: string) => {};
  const lock = prepared(db, (param: Param<{ userId: string }>) =>
    db.selectFrom("user").select("id").where("id", "=", param("userId")).forNoKeyUpdate(),
  );
  return async (trx: Kysely<Database>, userId: string) => {
    await lock.all({ userId }, trx);
  };
}

export class ListFullError extends Error {
  readonly count: number;
  constructor(count: number) {
    super("The list is full");
    this.name = "ListFullError";
    this.count = count;
  }
}

/**
 * Throws ListFullError unless `adding` more places fit under the cap; answers how many the list
 * holds. Called inside the write's transaction after lockOwner: counted there, the answer holds
 * until the insert, so two requests at once cannot both take the last room.
 */
function roomCheck(db: Db) {
  const count = prepared(db, (param: Param<{ userId: string }>) =>
    db
      .selectFrom("place")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("userId", "=", param("userId")),
  );
  return async (trx: Kysely<Database>, userId: string, adding: number, maxPlaces: number) => {
    const held = Number((await count.first({ userId }, trx))?.count ?? 0);
    if (held + adding > maxPlaces) throw new ListFullError(held);
    return held;
  };
}

/**
 * A write that named the version of the place it was based on (from the web app's offline
 * changes) when the place has changed since: it is not applied.
 */
export class StaleWriteError extends Error {
  constructor() {
    super("The place has changed since this write was made");
    this.name = "StaleWriteError";
  }
}

/** Throws StaleWriteError when `expected` is given and the place is now at another version. */
export function assertVersion(current: number, expected: number | undefined) {
  if (expected !== undefined && current !== expected) throw new StaleWriteError();
}

/** A write that would make a place the list already holds (shared/duplicate-place.ts). */
export class DuplicatePlaceError extends Error {
  constructor() {
    super("The list already holds this place");
    this.name = "DuplicatePlaceError";
  }
}

/** A place the list holds, as far as telling it apart from another goes. */
export type KeptPlace = PlaceIdentity & { id: number };

// Keys per query: far below SQLite's and PostgreSQL's limits on parameters.
const KEYS_PER_QUERY = 500;

/**
 * The user's places that share a duplicate key with any of `keys`: the only ones a place of
 * those keys may repeat. Read inside the write's transaction after lockOwner, the answer holds
 * until the write: no other write of the owner's can add one meanwhile.
 */
export async function placesWithKeys(
  db: Kysely<Database>,
  userId: string,
  keys: readonly string[],
): Promise<PlaceMatcher<KeptPlace>> {
  const matcher = new PlaceMatcher<KeptPlace>();
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += KEYS_PER_QUERY) {
    const rows = await db
      .selectFrom("place")
      .select(["id", "name", "address", "latitude", "longitude"])
      .where("userId", "=", userId)
      .where("duplicateKey", "in", unique.slice(i, i + KEYS_PER_QUERY))
      .orderBy("id")
      .execute();
    for (const row of rows) matcher.add(row);
  }
  return matcher;
}

/** Throws DuplicatePlaceError when the list holds this place, the place `exceptId` aside. */
function duplicateCheck(db: Db) {
  const sameKey = prepared(
    db,
    (param: Param<{ userId: string; duplicateKey: string; exceptId: number }>) =>
      db
        .selectFrom("place")
        .select(["id", "name", "address", "latitude", "longitude"])
        .where("userId", "=", param("userId"))
        .where("duplicateKey", "=", param("duplicateKey"))
        // Ids start at 1: 0 leaves none aside.
        .where("id", "!=", param("exceptId")),
  );
  return async (trx: Kysely<Database>, userId: string, place: PlaceIdentity, exceptId = 0) => {
    const kept = await sameKey.all({ userId, duplicateKey: duplicateKey(place), exceptId }, trx);
    if (new PlaceMatcher(kept).find(place)) throw new DuplicatePlaceError();
  };
}

/**
 * The checks, their queries compiled once for `db` (building and compiling a Kysely query
 * cost more than running these small indexed ones: `npm run bench`).
 */
export function writeChecks(db: Db) {
  return {
    lockOwner: ownerLock(db),
    assertRoom: roomCheck(db),
    assertNotDuplicate: duplicateCheck(db),
  };
}

import type { Kysely } from "kysely";
import { nationsOf } from "#server/geocode/nations.ts";
import type { EncodedPhoto } from "#server/photos/encode-photo.ts";
import type { EarnedByWrite } from "#shared/achievement-input.ts";
import { duplicateKey } from "#shared/duplicate-place.ts";
import {
  type BulkPlace,
  type CreatePlaceInput,
  instantOf,
  type Place,
  type PlaceWriteResult,
  type UpdatePlaceInput,
} from "#shared/place.ts";
import type { VisitRecord } from "#shared/visit.ts";
import { inTransaction } from "../group-commit.ts";
import type { Db } from "../index.ts";
import { type Param, prepared } from "../prepared.ts";
import type { Database } from "../schema.ts";
import { iso } from "../timestamps.ts";
import { earnedRecorder } from "./achievements.ts";
import { approximateAfter, approximateFlag, movesIdentity } from "./place-location.ts";
import { placeColumns, toPlace } from "./place-row.ts";
import { assertVersion, locksRows, placesWithKeys, writeChecks } from "./place-write-checks.ts";
import {
  firstVisit,
  insertVisits,
  moveLatestVisit,
  settleVisits,
  visitsOfNewPlace,
} from "./visits.ts";

/** A new photo, null to remove the current one, undefined to keep it. */
export type PhotoChange = EncodedPhoto | null | undefined;

/** Stores a photo, and its hash as issued to the owner (see photos/encode-photo.ts). */
async function insertPhoto(trx: Kysely<Database>, userId: string, photo: EncodedPhoto) {
  const { hash, ...stored } = photo;
  const { id } = await trx
    .insertInto("photo")
    .values({ userId, ...stored, createdAt: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("issuedPhoto")
    .values({ userId, hash })
    .onConflict((conflict) => conflict.columns(["userId", "hash"]).doNothing())
    .execute();
  return id;
}

async function deletePhoto(trx: Kysely<Database>, userId: string, id: number | null) {
  if (id === null) return;
  await trx.deleteFrom("photo").where("userId", "=", userId).where("id", "=", id).execute();
}

/** Text fields only: the photo travels separately, already encoded. */
function textFields<T extends { photoUrl?: unknown }>(input: T): Omit<T, "photoUrl"> {
  const { photoUrl: _photo, ...fields } = input;
  return fields;
}

/** A new place's visit date: as given (null for a visit with no date), else now if visited. */
function visitedDateOf(input: CreatePlaceInput, now: string): string | null {
  if (!input.visited) return null;
  if (input.visitedDate === undefined) return now;
  return input.visitedDate === null ? null : instantOf(input.visitedDate);
}

/** A place of a bulk create, checked and with its photo already encoded. */
export type NewPlace = Omit<BulkPlace, "photoUrl"> & { photo: EncodedPhoto | null };

// Rows per INSERT: 15 parameters a row stays far below SQLite's and PostgreSQL's limits.
const INSERT_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Data access for places. Every query names the owner: no call can reach another's place. */
export function placeQueries(db: Db) {
  const listByOwner = prepared(db, (param: Param<{ userId: string }>) =>
    db
      .selectFrom("place")
      .select(placeColumns)
      .where("userId", "=", param("userId"))
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc"),
  );
  const { lockOwner, assertRoom, assertNotDuplicate } = writeChecks(db);
  const recordEarned = earnedRecorder(db);
  /**
   * The place's version, read in the write's transaction after lockOwner: on PostgreSQL the
   * owner's lock keeps any other write to the place out until this one commits.
   */
  const versionOf = prepared(db, (param: Param<{ userId: string; id: number }>) =>
    db
      .selectFrom("place")
      .select("version")
      .where("userId", "=", param("userId"))
      .where("id", "=", param("id")),
  );
  const currentVersion = (trx: Kysely<Database>, userId: string, id: number) =>
    versionOf.first({ userId, id }, trx);
  // Lock the row on PostgreSQL so two edits at once cannot both replace the same photo
  // (orphaning one) or race a delete; SQLite has one writer already.
  const beforeEdit = prepared(db, (param: Param<{ userId: string; id: number }>) =>
    db
      .selectFrom("place")
      .select(["name", "address", "latitude", "longitude", "locationApproximate", "photoId"])
      .select(["version", "category", "mood", "visited"])
      .where("userId", "=", param("userId"))
      .where("id", "=", param("id"))
      .$if(locksRows(db), (query) => query.forUpdate()),
  );
  return {
    async list(userId: string): Promise<Place[]> {
      return (await listByOwner.all({ userId })).map(toPlace);
    },

    async find(userId: string, id: number): Promise<Place | undefined> {
      const row = await db
        .selectFrom("place")
        .select(placeColumns)
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toPlace(row);
    },

    async count(userId: string): Promise<number> {
      const { count } = await db
        .selectFrom("place")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("userId", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Throws DuplicatePlaceError for a place the list already holds. */
    async create(
      userId: string,
      input: CreatePlaceInput,
      photo: EncodedPhoto | undefined,
      maxPlaces: number,
    ): Promise<PlaceWriteResult> {
      const now = new Date().toISOString();
      const [nation] = await nationsOf([input]);
      return inTransaction(db, async (trx) => {
        await lockOwner(trx, userId);
        const held = await assertRoom(trx, userId, 1, maxPlaces);
        await assertNotDuplicate(trx, userId, input);
        const row = await trx
          .insertInto("place")
          .values({
            userId,
            ...textFields(input),
            visited: input.visited ? 1 : 0,
            locationApproximate: approximateFlag(input),
            nation,
            visitedDate: visitedDateOf(input, now),
            visitCount: input.visited ? 1 : 0,
            duplicateKey: duplicateKey(input),
            photoId: photo ? await insertPhoto(trx, userId, photo) : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning(placeColumns)
          .executeTakeFirstOrThrow();
        const visits = firstVisit(input.visited, row.visitedDate && iso(row.visitedDate));
        await insertVisits(
          trx,
          userId,
          visits.map((visit) => ({ ...visit, placeId: row.id })),
          now,
        );
        const newAchievements = await recordEarned(trx, userId, {
          places: held + 1,
          visited: input.visited,
          placeId: row.id,
          category: input.category,
          mood: input.mood,
        });
        return { ...toPlace(row), newAchievements };
      });
    },

    /**
     * Undefined when the place is not this user's. Throws DuplicatePlaceError when the change
     * would make it the same place as another the list holds. A replaced or removed photo's
     * bytes are deleted in the same transaction.
     */
    async update(
      userId: string,
      id: number,
      patch: UpdatePlaceInput,
      photo: PhotoChange,
      expected?: number,
    ): Promise<PlaceWriteResult | undefined> {
      // A change of location changes the nation; read before the transaction, which the towns'
      // first load would otherwise hold open.
      const moved = patch.latitude === undefined ? {} : { nation: (await nationsOf([patch]))[0] };
      return inTransaction(db, async (trx) => {
        await lockOwner(trx, userId);
        const current = await beforeEdit.first({ userId, id }, trx);
        if (!current) return undefined;
        assertVersion(current.version, expected);
        const { visitedDate, ...fields } = textFields(patch);
        const changed = { ...current, ...fields };
        // A change that leaves the name, address and position as they were is checked no
        // further: it makes no place the same as another that was not so before.
        if (movesIdentity(current, changed)) await assertNotDuplicate(trx, userId, changed, id);
        const photoId =
          photo === undefined ? current.photoId : photo && (await insertPhoto(trx, userId, photo));
        const row = await trx
          .updateTable("place")
          .set({
            ...fields,
            ...moved,
            locationApproximate: approximateAfter(current, patch),
            photoId,
            duplicateKey: duplicateKey(changed),
            updatedAt: new Date().toISOString(),
            version: (eb) => eb("version", "+", 1),
          })
          .where("userId", "=", userId)
          .where("id", "=", id)
          .returning(placeColumns)
          .executeTakeFirstOrThrow();
        if (photoId !== current.photoId) await deletePhoto(trx, userId, current.photoId);
        // "Visited on" moves the latest visit, or makes the place's first.
        const place =
          visitedDate === undefined
            ? toPlace(row)
            : await moveLatestVisit(trx, userId, id, instantOf(visitedDate));
        const newAchievements = await recordEarned(trx, userId, {
          placeId: id,
          category: row.category === current.category ? undefined : row.category,
          mood: row.mood === current.mood ? undefined : row.mood,
          visited: visitedDate !== undefined && !current.visited,
        });
        return { ...(place ?? toPlace(row)), newAchievements };
      });
    },

    /**
     * The user's places of these duplicate keys, to sort out the places of a bulk create the
     * list already holds before their photos are encoded. Read again by createMany, where the
     * answer holds.
     */
    placesWithKeys(userId: string, keys: readonly string[]) {
      return placesWithKeys(db, userId, keys);
    },

    /**
     * Adds many places in one transaction; all or nothing. A place the list already holds (a
     * write that raced this one added it) or one repeating an earlier place of `places` is
     * skipped, not an error, and its photo is not kept. Answers, for each place, whether it
     * was added, and the badges the write earned. `createdAt` and `visitedDate` are kept when
     * given; places without a `createdAt` share this moment.
     */
    async createMany(
      userId: string,
      places: readonly NewPlace[],
      maxPlaces: number,
    ): Promise<{ added: boolean[] } & EarnedByWrite> {
      const now = new Date().toISOString();
      const nationList = await nationsOf(places);
      const nations = new Map(places.map((place, i) => [place, nationList[i] ?? null]));
      return db.transaction().execute(async (trx) => {
        // Looked for and counted again here, where the answers hold: the owner's row is
        // locked, so two bulk requests at once cannot both add one place, nor both fit under
        // the cap.
        await lockOwner(trx, userId);
        const kept = await placesWithKeys(trx, userId, places.map(duplicateKey));
        const added = places.map((place) => {
          if (kept.find(place)) return false;
          kept.add({ id: 0, ...place });
          return true;
        });
        const adding = places.filter((_, i) => added[i]);
        await assertRoom(trx, userId, adding.length, maxPlaces);
        for (const chunk of chunks(adding, INSERT_CHUNK)) {
          const rows = [];
          const visitsOf: VisitRecord[][] = [];
          for (const place of chunk) {
            const { photo, visits: _visits, ...fields } = place;
            const visited = visitsOfNewPlace(place);
            visitsOf.push(visited.visits);
            rows.push({
              userId,
              ...fields,
              visited: visited.visits.length > 0 ? 1 : 0,
              locationApproximate: approximateFlag(fields),
              nation: nations.get(place) ?? null,
              visitedDate: visited.visitedDate,
              visitCount: visited.visits.length,
              createdAt: fields.createdAt ? instantOf(fields.createdAt) : now,
              duplicateKey: duplicateKey(fields),
              photoId: photo ? await insertPhoto(trx, userId, photo) : null,
              updatedAt: now,
            });
          }
          // Ids come back in the order the rows were sent, on both databases.
          const ids = await trx.insertInto("place").values(rows).returning("id").execute();
          // Visits come newest first; written oldest first, so that two on the same day keep
          // their order (the later recorded is listed first) when the list is read back.
          const visits = ids.flatMap(({ id }, i) =>
            (visitsOf[i] ?? []).toReversed().map((visit) => ({ ...visit, placeId: id })),
          );
          await insertVisits(trx, userId, visits, now);
        }
        return { added, newAchievements: await recordEarned(trx, userId, "all") };
      });
    },

    async setVisited(
      userId: string,
      id: number,
      visited: boolean,
      visitedDate: string | null,
      expected?: number,
    ): Promise<PlaceWriteResult | undefined> {
      return inTransaction(db, async (trx) => {
        await lockOwner(trx, userId);
        const current = await currentVersion(trx, userId, id);
        if (!current) return undefined;
        assertVersion(current.version, expected);
        // Visited adds a visit on that day, unless there is one; not visited ends them all.
        const day = firstVisit(true, visitedDate)[0]?.date ?? null;
        if (!visited) {
          await trx
            .deleteFrom("visit")
            .where("userId", "=", userId)
            .where("placeId", "=", id)
            .execute();
        } else {
          const sameDay = await trx
            .selectFrom("visit")
            .select("id")
            .where("userId", "=", userId)
            .where("placeId", "=", id)
            .where("date", day === null ? "is" : "=", day)
            .executeTakeFirst();
          if (!sameDay) {
            const at = new Date().toISOString();
            await insertVisits(trx, userId, [{ placeId: id, date: day, note: null }], at);
          }
        }
        const place = await settleVisits(trx, userId, id, visitedDate);
        if (!place) return undefined;
        const newAchievements = await recordEarned(trx, userId, { visited });
        return { ...place, newAchievements };
      });
    },

    /**
     * Deletes the place and its photo; false when the place is not this user's. A badge is
     * never taken away, and a delete earns none (achievements.ts recordEarned).
     */
    async remove(userId: string, id: number, expected?: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        await lockOwner(trx, userId);
        if (expected !== undefined) {
          const current = await currentVersion(trx, userId, id);
          if (!current) return false;
          assertVersion(current.version, expected);
        }
        const removed = await trx
          .deleteFrom("place")
          .where("userId", "=", userId)
          .where("id", "=", id)
          .returning("photoId")
          .executeTakeFirst();
        if (!removed) return false;
        await deletePhoto(trx, userId, removed.photoId);
        return true;
      });
    },
  };
}

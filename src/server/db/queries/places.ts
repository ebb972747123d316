import { type Kysely, PostgresAdapter, type Selectable } from "kysely";
import {
  type CreatePlaceInput,
  duplicateKey,
  type Place,
  photoPath,
  type UpdatePlaceInput,
} from "../../../shared/place.ts";
import type { EncodedPhoto } from "../../photos/encode-photo.ts";
import type { Db } from "../index.ts";
import { prepared } from "../prepared.ts";
import type { Database, PlaceTable } from "../schema.ts";

/** A new photo, null to remove the current one, undefined to keep it. */
export type PhotoChange = EncodedPhoto | null | undefined;

const columns = [
  "id",
  "name",
  "address",
  "notes",
  "category",
  "mood",
  "visited",
  "visitedDate",
  "photoId",
  "createdAt",
] as const;

type PlaceRow = Pick<Selectable<PlaceTable>, (typeof columns)[number]>;

// SQLite already holds ISO strings (written by toISOString); PostgreSQL hands back Dates.
// Re-parsing every string cost 6% of a list request.
const iso = (value: Date | string) => (typeof value === "string" ? value : value.toISOString());

function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    notes: row.notes,
    category: row.category,
    mood: row.mood,
    photoUrl: row.photoId === null ? null : photoPath(row.photoId),
    visited: Boolean(row.visited),
    visitedDate: row.visitedDate === null ? null : iso(row.visitedDate),
    createdAt: iso(row.createdAt),
  };
}

const locksRows = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function insertPhoto(trx: Kysely<Database>, userId: string, photo: EncodedPhoto) {
  const { id } = await trx
    .insertInto("photo")
    .values({ userId, ...photo, createdAt: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
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

/** Data access for places. Every query names the owner: no call can reach another's place. */
export function placeQueries(db: Db) {
  const listByOwner = prepared(
    db,
    db
      .selectFrom("place")
      .select(columns)
      .where("userId", "=", "")
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .compile(),
  );
  return {
    async list(userId: string): Promise<Place[]> {
      return (await listByOwner(userId)).map(toPlace);
    },

    async find(userId: string, id: number): Promise<Place | undefined> {
      const row = await db
        .selectFrom("place")
        .select(columns)
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

    /** Throws a unique violation (see db/errors.ts) for a duplicate name and address. */
    async create(userId: string, input: CreatePlaceInput, photo?: EncodedPhoto): Promise<Place> {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("place")
          .values({
            userId,
            ...textFields(input),
            visited: input.visited ? 1 : 0,
            visitedDate: input.visited ? now : null,
            duplicateKey: duplicateKey(input),
            photoId: photo ? await insertPhoto(trx, userId, photo) : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning(columns)
          .executeTakeFirstOrThrow();
        return toPlace(row);
      });
    },

    /**
     * Undefined when the place is not this user's. Throws a unique violation for a duplicate.
     * A replaced or removed photo's bytes are deleted in the same transaction.
     */
    async update(
      userId: string,
      id: number,
      patch: UpdatePlaceInput,
      photo: PhotoChange,
    ): Promise<Place | undefined> {
      return db.transaction().execute(async (trx) => {
        // Lock the row on PostgreSQL so two edits at once cannot both replace the same photo
        // (orphaning one) or race a delete; SQLite has one writer already.
        const current = await trx
          .selectFrom("place")
          .select(["name", "address", "photoId"])
          .where("userId", "=", userId)
          .where("id", "=", id)
          .$if(locksRows(trx), (query) => query.forUpdate())
          .executeTakeFirst();
        if (!current) return undefined;
        const fields = textFields(patch);
        const photoId =
          photo === undefined ? current.photoId : photo && (await insertPhoto(trx, userId, photo));
        const row = await trx
          .updateTable("place")
          .set({
            ...fields,
            photoId,
            duplicateKey: duplicateKey({ ...current, ...fields }),
            updatedAt: new Date().toISOString(),
          })
          .where("userId", "=", userId)
          .where("id", "=", id)
          .returning(columns)
          .executeTakeFirstOrThrow();
        if (photoId !== current.photoId) await deletePhoto(trx, userId, current.photoId);
        return toPlace(row);
      });
    },

    async setVisited(
      userId: string,
      id: number,
      visited: boolean,
      visitedDate: string | null,
    ): Promise<Place | undefined> {
      const row = await db
        .updateTable("place")
        .set({
          visited: visited ? 1 : 0,
          visitedDate: visited ? visitedDate : null,
          updatedAt: new Date().toISOString(),
        })
        .where("userId", "=", userId)
        .where("id", "=", id)
        .returning(columns)
        .executeTakeFirst();
      return row && toPlace(row);
    },

    /** Deletes the place and its photo; false when the place is not this user's. */
    async remove(userId: string, id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
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

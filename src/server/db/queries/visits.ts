import type { Kysely } from "kysely";
import type { EarnedByWrite } from "#shared/achievement-input.ts";
import { instantOfCalendarDate } from "#shared/calendar-date.ts";
import { instantOf, type Place } from "#shared/place.ts";
import {
  byNewest,
  latestDay,
  type NewVisitInput,
  ukDayOf,
  type Visit,
  type VisitChangeInput,
  type VisitRecord,
} from "#shared/visit.ts";
import { inTransaction } from "../group-commit.ts";
import type { Db } from "../index.ts";
import type { Database } from "../schema.ts";
import { iso } from "../timestamps.ts";
import { earnedRecorder } from "./achievements.ts";
import { placeColumns, toPlace } from "./place-row.ts";
import { assertVersion, locksRows, writeChecks } from "./place-write-checks.ts";
import { recordsByPlace, toVisit, visitColumns } from "./visit-records.ts";

/** One place's visits, newest first (`db` or a write's transaction). */
async function visitsOfPlace(
  db: Kysely<Database>,
  userId: string,
  placeId: number,
): Promise<Visit[]> {
  const rows = await db
    .selectFrom("visit")
    .select(visitColumns)
    .where("userId", "=", userId)
    .where("placeId", "=", placeId)
    .execute();
  return rows.map(toVisit).sort(byNewest);
}

/** The day a place's `visitedDate` stands for in the UK, where its visit's day was taken. */
const dayOfVisitedDate = (visitedDate: Date | string | null) =>
  visitedDate === null ? null : ukDayOf(visitedDate);

/**
 * Brings the place's `visited`, `visitedDate` and `visitCount` in line with its visits, in the
 * write's transaction, and answers the place. `visitedDate` is the latest visit's day: the
 * instant given (`preferred`, as a visit-status call sends it) or already stored when it falls
 * on that day, so a place ticked "now" keeps its moment; else noon UTC of that day, as every
 * calendar day is stored.
 */
export async function settleVisits(
  trx: Kysely<Database>,
  userId: string,
  placeId: number,
  preferred?: string | null,
): Promise<Place | undefined> {
  const current = await trx
    .selectFrom("place")
    .select("visitedDate")
    .where("userId", "=", userId)
    .where("id", "=", placeId)
    .executeTakeFirst();
  if (!current) return undefined;
  const days = await visitsOfPlace(trx, userId, placeId);
  const latest = latestDay(days.map((visit) => visit.date));
  let visitedDate: string | null = null;
  if (latest !== null) {
    if (preferred && ukDayOf(preferred) === latest) visitedDate = preferred;
    else if (dayOfVisitedDate(current.visitedDate) === latest) {
      visitedDate = iso(current.visitedDate as Date | string);
    } else visitedDate = instantOfCalendarDate(latest);
  }
  const row = await trx
    .updateTable("place")
    .set({
      visited: days.length > 0 ? 1 : 0,
      visitedDate,
      visitCount: days.length,
      updatedAt: new Date().toISOString(),
      version: (eb) => eb("version", "+", 1),
    })
    .where("userId", "=", userId)
    .where("id", "=", placeId)
    .returning(placeColumns)
    .executeTakeFirstOrThrow();
  return toPlace(row);
}

/** Adds the visits of new places (a create, an import, a restore), each given by its place's id. */
export async function insertVisits(
  trx: Kysely<Database>,
  userId: string,
  visits: readonly (VisitRecord & { placeId: number })[],
  now: string,
) {
  for (let i = 0; i < visits.length; i += 500) {
    await trx
      .insertInto("visit")
      .values(visits.slice(i, i + 500).map((visit) => ({ ...visit, userId, createdAt: now })))
      .execute();
  }
}

/** The visits a new place starts with when it is only marked visited: one, on that day. */
export function firstVisit(visited: boolean, visitedDate: string | null): VisitRecord[] {
  if (!visited) return [];
  return [{ date: visitedDate === null ? null : ukDayOf(visitedDate), note: null }];
}

/**
 * The visits a place of a bulk create starts with, and its `visitedDate`: the visits it carries
 * (a restore of a backup that has them), else one on its `visitedDate` if it is visited.
 */
export function visitsOfNewPlace(place: {
  visited: boolean;
  visitedDate: string | null;
  visits?: VisitRecord[] | undefined;
}): { visits: VisitRecord[]; visitedDate: string | null } {
  const given = place.visitedDate ? instantOf(place.visitedDate) : null;
  if (place.visits === undefined) {
    return place.visited
      ? { visits: firstVisit(true, given), visitedDate: given }
      : { visits: [], visitedDate: null };
  }
  const latest = latestDay(place.visits.map((visit) => visit.date));
  if (latest === null) return { visits: place.visits, visitedDate: null };
  const visitedDate = given && ukDayOf(given) === latest ? given : instantOfCalendarDate(latest);
  return { visits: place.visits, visitedDate };
}

/**
 * Moves the place's latest visit (newest day, else one of unknown day) to the day of
 * `visitedDate`, or adds a first visit on it; answers the place as it now is. The edit form's
 * "Visited on" corrects a date this way, rather than adding a visit beside the wrong one.
 */
export async function moveLatestVisit(
  trx: Kysely<Database>,
  userId: string,
  placeId: number,
  visitedDate: string,
): Promise<Place | undefined> {
  const day = ukDayOf(visitedDate);
  const [latest] = await visitsOfPlace(trx, userId, placeId);
  if (latest) {
    await trx
      .updateTable("visit")
      .set({ date: day })
      .where("userId", "=", userId)
      .where("id", "=", latest.id)
      .execute();
  } else {
    await insertVisits(trx, userId, [{ placeId, date: day, note: null }], new Date().toISOString());
  }
  return settleVisits(trx, userId, placeId, visitedDate);
}

/**
 * Whether the place is the user's, its row locked for the write on PostgreSQL. Throws
 * StaleWriteError when `expected` names a version it has moved on from.
 */
async function ownPlace(
  trx: Kysely<Database>,
  userId: string,
  placeId: number,
  expected: number | undefined,
) {
  const row = await trx
    .selectFrom("place")
    .select("version")
    .where("userId", "=", userId)
    .where("id", "=", placeId)
    .$if(locksRows(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (row) assertVersion(row.version, expected);
  return row !== undefined;
}

/** A visit written, with its place as the write left it and the badges it earned. */
export type VisitWrite = Visit & { place: Place } & EarnedByWrite;

/** A user's visits. Every query names the owner: no call reaches another's place or visit. */
export function visitQueries(db: Db) {
  const recordEarned = earnedRecorder(db);
  const { lockOwner } = writeChecks(db);
  /**
   * Runs a write to one place's visits: undefined when the place or visit is not the user's.
   * `expected` is the place's version the write was based on (If-Match), checked after the
   * owner's lock as place writes check it: a visit changes its place's date and count.
   */
  const write = (
    userId: string,
    placeId: number,
    expected: number | undefined,
    change: (trx: Kysely<Database>) => Promise<Visit | undefined>,
  ): Promise<VisitWrite | undefined> =>
    inTransaction(db, async (trx) => {
      await lockOwner(trx, userId);
      if (!(await ownPlace(trx, userId, placeId, expected))) return undefined;
      const visit = await change(trx);
      if (!visit) return undefined;
      const place = await settleVisits(trx, userId, placeId);
      if (!place) return undefined;
      // A visit can only make the place visited; a changed or removed one earns nothing.
      const newAchievements = await recordEarned(trx, userId, { visited: place.visited });
      return { ...visit, place, newAchievements };
    });

  return {
    /** Newest first; undefined when the place is not the user's. */
    async list(userId: string, placeId: number): Promise<Visit[] | undefined> {
      const place = await db
        .selectFrom("place")
        .select("id")
        .where("userId", "=", userId)
        .where("id", "=", placeId)
        .executeTakeFirst();
      if (!place) return undefined;
      return visitsOfPlace(db, userId, placeId);
    },

    add(
      userId: string,
      placeId: number,
      input: NewVisitInput & { note: string | null },
      expected?: number,
    ) {
      return write(userId, placeId, expected, async (trx) =>
        toVisit(
          await trx
            .insertInto("visit")
            .values({
              placeId,
              userId,
              date: input.date,
              note: input.note,
              createdAt: new Date().toISOString(),
            })
            .returning(visitColumns)
            .executeTakeFirstOrThrow(),
        ),
      );
    },

    change(
      userId: string,
      placeId: number,
      visitId: number,
      change: VisitChangeInput,
      expected?: number,
    ) {
      return write(userId, placeId, expected, async (trx) => {
        const row = await trx
          .updateTable("visit")
          .set({ date: change.date, note: change.note })
          .where("userId", "=", userId)
          .where("placeId", "=", placeId)
          .where("id", "=", visitId)
          .returning(visitColumns)
          .executeTakeFirst();
        return row && toVisit(row);
      });
    },

    /** The visit removed, with the place as the delete left it; undefined when not the user's. */
    remove(userId: string, placeId: number, visitId: number, expected?: number) {
      return write(userId, placeId, expected, async (trx) => {
        const row = await trx
          .deleteFrom("visit")
          .where("userId", "=", userId)
          .where("placeId", "=", placeId)
          .where("id", "=", visitId)
          .returning(visitColumns)
          .executeTakeFirst();
        return row && toVisit(row);
      });
    },

    /** Every visit of the user's, by place, for a backup or an export. */
    async byPlace(userId: string): Promise<Map<number, VisitRecord[]>> {
      const rows = await db
        .selectFrom("visit")
        .select(["placeId", ...visitColumns])
        .where("userId", "=", userId)
        .execute();
      return recordsByPlace(rows);
    },
  };
}

import { sql } from "kysely";
import {
  byVisitsThenCategory,
  londonMonthBounds,
  monthsOf,
  NATION_ORDER,
  type Stats,
} from "#shared/stats.ts";
import type { Db } from "../index.ts";
import { locksRows } from "./place-write-checks.ts";

/** A count as the drivers hand it over: PostgreSQL's bigint comes as a string. */
type Count = number | string;

/**
 * The year in review for one user, counted in the database: a handful of grouped queries, each
 * named by its owner and read through an index of the owner's rows.
 *
 * - A visit counts in the month of its day; a visit of unknown day counts in none.
 * - A place's first visit is its earliest day, if every visit of it has a day: a visit of
 *   unknown day was recorded before days were, so its first visit could be any year.
 * - A place counts as added in the UK month its `createdAt` falls in, counted between the
 *   months' first moments (`londonMonthBounds`), so summer time moves no place a month.
 * - Places by nation are all the user's places as they are now, whatever the year: visited
 *   with at least one visit, else still to visit. A place without a location, or far from every
 *   UK town, has no nation and is counted in none.
 */
export function statsQueries(db: Db) {
  const postgres = locksRows(db);
  const month = sql<string>`substr(${sql.ref("date")}, 1, 7)`;

  /**
   * The years with a visit or a place added. Each is found by stepping through an index of the
   * user's rows (visit days; places' `createdAt`), from each year's first row to the next
   * year's: a few look-ups, where reading every row would take the whole list.
   */
  async function years(userId: string): Promise<number[]> {
    const visitYears = sql<{ year: string }>`
      with recursive firsts(first) as (
        select min(${sql.ref("date")}) from ${sql.table("visit")}
        where ${sql.ref("userId")} = ${userId} and ${sql.ref("date")} is not null
        union all
        select (
          select min(${sql.ref("later.date")}) from ${sql.table("visit")} as later
          where ${sql.ref("later.userId")} = ${userId}
            and ${sql.ref("later.date")} > substr(${sql.ref("firsts.first")}, 1, 4) || '-12-31'
        ) from firsts where ${sql.ref("firsts.first")} is not null
      )
      select substr(${sql.ref("first")}, 1, 4) as ${sql.ref("year")} from firsts
      where ${sql.ref("first")} is not null`;
    const first = sql.ref("firsts.first");
    // The first moment of the year after `first`'s. The UK keeps GMT at New Year, so its
    // years are UTC years.
    const nextYear = postgres
      ? sql`(date_trunc('year', ${first} at time zone 'UTC') + interval '1 year') at time zone 'UTC'`
      : sql`(cast(substr(${first}, 1, 4) as integer) + 1) || '-01-01'`;
    const firstYear = postgres
      ? sql<string>`to_char(${sql.ref("first")} at time zone 'UTC', 'YYYY')`
      : sql<string>`substr(${sql.ref("first")}, 1, 4)`;
    const addedYears = sql<{ year: string }>`
      with recursive firsts(first) as (
        select min(${sql.ref("createdAt")}) from ${sql.table("place")}
        where ${sql.ref("userId")} = ${userId}
        union all
        select (
          select min(${sql.ref("later.createdAt")}) from ${sql.table("place")} as later
          where ${sql.ref("later.userId")} = ${userId} and ${sql.ref("later.createdAt")} >= ${nextYear}
        ) from firsts where ${first} is not null
      )
      select ${firstYear} as ${sql.ref("year")} from firsts where ${sql.ref("first")} is not null`;
    const [visited, added] = await Promise.all([visitYears.execute(db), addedYears.execute(db)]);
    const all = new Set([...visited.rows, ...added.rows].map((row) => Number(row.year)));
    return [...all].sort((a, b) => b - a);
  }

  /** Visits and places visited, by month (a place visited twice in a month is once). */
  function visitsIn(userId: string, year: number) {
    return db
      .selectFrom("visit")
      .where("userId", "=", userId)
      .where("date", ">=", `${year}-01-01`)
      .where("date", "<=", `${year}-12-31`)
      .select([
        month.as("month"),
        (eb) => eb.fn.countAll<Count>().as("visits"),
        (eb) => eb.fn.count<Count>("placeId").distinct().as("places"),
      ])
      .groupBy(month)
      .execute();
  }

  /** Places whose first visit fell in the year. */
  async function firstVisitsIn(userId: string, year: number) {
    const firsts = db
      .selectFrom("visit")
      .select((eb) => eb.fn.min<string>("date").as("first"))
      .where("userId", "=", userId)
      .groupBy("placeId")
      .having((eb) => eb(eb.fn.countAll(), "=", eb.fn.count("date")));
    const { places } = await db
      .selectFrom(firsts.as("firsts"))
      .select((eb) => eb.fn.countAll<Count>().as("places"))
      .where("firsts.first", ">=", `${year}-01-01`)
      .where("firsts.first", "<=", `${year}-12-31`)
      .executeTakeFirstOrThrow();
    return Number(places);
  }

  /** Places added in the year, by UK month: "01" to "12". */
  function addedIn(userId: string, year: number) {
    const bounds = londonMonthBounds(year);
    const createdAt = sql.ref("createdAt");
    // The month is the first whose end is after the moment: ISO strings on SQLite, which sort
    // as the moments do, and timestamps on PostgreSQL.
    const whens = bounds
      .slice(1, 12)
      .map((end, i) => sql`when ${createdAt} < ${end} then ${String(i + 1).padStart(2, "0")}`);
    const added = db
      .selectFrom("place")
      .select(sql<string>`case ${sql.join(whens, sql` `)} else '12' end`.as("month"))
      .where("userId", "=", userId)
      .where("createdAt", ">=", bounds[0] as string)
      .where("createdAt", "<", bounds[12] as string);
    // Grouped outside, so that the case and its values are written once.
    return db
      .selectFrom(added.as("added"))
      .select(["added.month", (eb) => eb.fn.countAll<Count>().as("places")])
      .groupBy("added.month")
      .execute();
  }

  /**
   * The year's visits by category, and the places visited in each: a place has one category,
   * so their sum is the places visited in the year, without reading the visits again.
   */
  async function byCategory(userId: string, year: number) {
    // Visits counted per place first (the index holds both), so each place is read once.
    const perPlace = db
      .selectFrom("visit")
      .select(["placeId", (eb) => eb.fn.countAll<Count>().as("visits")])
      .where("userId", "=", userId)
      .where("date", ">=", `${year}-01-01`)
      .where("date", "<=", `${year}-12-31`)
      .groupBy("placeId");
    const rows = await db
      .selectFrom(perPlace.as("visited"))
      .innerJoin("place", "place.id", "visited.placeId")
      .select([
        "place.category",
        (eb) => eb.fn.sum<Count>("visited.visits").as("visits"),
        (eb) => eb.fn.countAll<Count>().as("places"),
      ])
      .where("place.userId", "=", userId)
      .groupBy("place.category")
      .execute();
    // A few rows: ordered here, the same way on both databases whatever their collation.
    const categories: Stats["byCategory"] = rows
      .map((row) => ({ category: row.category, visits: Number(row.visits) }))
      .sort(byVisitsThenCategory);
    return { categories, placesVisited: rows.reduce((sum, row) => sum + Number(row.places), 0) };
  }

  async function byNation(userId: string): Promise<Stats["byNation"]> {
    const rows = await db
      .selectFrom("place")
      .select([
        "nation",
        (eb) => eb.fn.countAll<Count>().as("places"),
        (eb) =>
          eb.fn
            .sum<Count | null>(eb.case().when("visitCount", ">", 0).then(1).else(0).end())
            .as("visited"),
      ])
      .where("userId", "=", userId)
      .where("nation", "is not", null)
      .groupBy("nation")
      .execute();
    return NATION_ORDER.map((nation) => {
      const row = rows.find((r) => r.nation === nation);
      const [places, visited] = [Number(row?.places ?? 0), Number(row?.visited ?? 0)];
      return { nation, visited, toVisit: places - visited };
    });
  }

  return {
    async forYear(userId: string, year: number): Promise<Stats> {
      // Independent counts: on PostgreSQL each takes a connection of its own, at once.
      const [visits, firsts, added, yearsOf, inCategories, nations] = await Promise.all([
        visitsIn(userId, year),
        firstVisitsIn(userId, year),
        addedIn(userId, year),
        years(userId),
        byCategory(userId, year),
        byNation(userId),
      ]);
      const inMonth = <T extends { month: string }>(rows: T[], key: string) =>
        rows.find((row) => row.month === key);
      const months = monthsOf(year).map((key) => {
        const visited = inMonth(visits, key);
        return {
          month: key,
          visits: Number(visited?.visits ?? 0),
          placesVisited: Number(visited?.places ?? 0),
          added: Number(inMonth(added, key.slice(5))?.places ?? 0),
        };
      });
      return {
        year,
        years: yearsOf,
        totals: {
          visits: months.reduce((sum, m) => sum + m.visits, 0),
          placesVisited: inCategories.placesVisited,
          firstVisits: firsts,
          added: months.reduce((sum, m) => sum + m.added, 0),
        },
        months,
        byCategory: inCategories.categories,
        byNation: nations,
      };
    },
  };
}

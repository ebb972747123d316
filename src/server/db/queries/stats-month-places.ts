import { sql } from "kysely";
import type { StatsMonthPlaces } from "#shared/stats.ts";
import type { Db } from "../index.ts";

/**
 * Which of a user's places were visited in each month of a year, by the visits' days (a visit
 * of unknown day is in no month): one grouped query over the owner's visits, joined to the
 * owner's places.
 */
const names = new Intl.Collator("en-GB");

export function statsMonthPlacesQuery(db: Db) {
  const month = sql<string>`substr(${sql.ref("visit.date")}, 1, 7)`;
  return async function monthPlaces(userId: string, year: number): Promise<StatsMonthPlaces> {
    const rows = await db
      .selectFrom("visit")
      .innerJoin("place", "place.id", "visit.placeId")
      .select([
        month.as("month"),
        "place.id as id",
        "place.name as name",
        (eb) => eb.fn.min<string>("visit.date").as("first"),
      ])
      .where("visit.userId", "=", userId)
      .where("place.userId", "=", userId)
      .where("visit.date", ">=", `${year}-01-01`)
      .where("visit.date", "<=", `${year}-12-31`)
      .groupBy([month, "place.id", "place.name"])
      .execute();
    // Ordered here, the same way on both databases whatever their collation. Months and days
    // are ISO text, which sorts as plain strings do; one collator serves every name.
    const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    rows.sort(
      (a, b) =>
        byText(a.month, b.month) ||
        byText(a.first, b.first) ||
        names.compare(a.name, b.name) ||
        a.id - b.id,
    );
    const months = new Map<string, { id: number; name: string }[]>();
    for (const row of rows) {
      const places = months.get(row.month) ?? [];
      places.push({ id: Number(row.id), name: row.name });
      months.set(row.month, places);
    }
    return [...months].map(([key, places]) => ({ month: key, places }));
  };
}

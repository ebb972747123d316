// Visit rows as a backup and an export write them. Apart from visits.ts so that what reads
// them (the admin queries, which the admin command line loads too) loads nothing of the writes.
import { byNewest, type Visit, type VisitRecord } from "#shared/visit.ts";
import { iso } from "../timestamps.ts";

export const visitColumns = ["id", "date", "note", "createdAt"] as const;

type VisitRow = { id: number; date: string | null; note: string | null; createdAt: Date | string };

export const toVisit = (row: VisitRow): Visit => ({
  id: row.id,
  date: row.date,
  note: row.note,
  createdAt: iso(row.createdAt),
});

/** Visit rows as each place's records, newest first. */
export function recordsByPlace(
  rows: readonly (VisitRow & { placeId: number })[],
): Map<number, VisitRecord[]> {
  const visits = new Map<number, Visit[]>();
  for (const row of rows) {
    const list = visits.get(row.placeId) ?? [];
    list.push(toVisit(row));
    visits.set(row.placeId, list);
  }
  return new Map(
    [...visits].map(([placeId, list]) => [
      placeId,
      list.sort(byNewest).map(({ date, note }) => ({ date, note })),
    ]),
  );
}

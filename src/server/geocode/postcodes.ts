import type { LatLng } from "#shared/geo/location.ts";
import type { Db } from "../db/index.ts";

export type PostcodeRow = { postcode: string } & LatLng;

/** The postcode table (migrations/0010-postcodes.ts): what the geocoder reads, what the import writes. */
export function postcodeQueries(db: Db) {
  // Once the table holds a postcode it is set up for good: a re-import never empties it.
  let filled = false;
  return {
    /** A postcode's position, by its compact form ("SW1A1AA"). */
    async find(compact: string): Promise<LatLng | undefined> {
      return db
        .selectFrom("postcode")
        .select(["latitude", "longitude"])
        .where("postcode", "=", compact)
        .executeTakeFirst();
    },

    /** Whether any postcode was imported: none means postcode lookup is not set up. */
    async any(): Promise<boolean> {
      if (filled) return true;
      const row = await db.selectFrom("postcode").select("postcode").limit(1).executeTakeFirst();
      filled = row !== undefined;
      return filled;
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom("postcode")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Writes live postcodes (a newer position replaces the old) and removes terminated ones,
     * in one transaction: running the same import twice leaves the same table.
     */
    async apply(live: readonly PostcodeRow[], terminated: readonly string[]): Promise<void> {
      // 500 rows of 3 values stay far below either database's limit on bound parameters.
      const CHUNK = 500;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < live.length; i += CHUNK) {
          await trx
            .insertInto("postcode")
            .values(live.slice(i, i + CHUNK))
            .onConflict((conflict) =>
              conflict.column("postcode").doUpdateSet((eb) => ({
                latitude: eb.ref("excluded.latitude"),
                longitude: eb.ref("excluded.longitude"),
              })),
            )
            .execute();
        }
        for (let i = 0; i < terminated.length; i += CHUNK) {
          await trx
            .deleteFrom("postcode")
            .where("postcode", "in", terminated.slice(i, i + CHUNK))
            .execute();
        }
      });
    },
  };
}

export type PostcodeQueries = ReturnType<typeof postcodeQueries>;

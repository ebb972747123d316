import type { CompiledQuery } from "kysely";
import type { Db } from "./index.ts";

/**
 * A query built and compiled once, run with fresh parameter values (in placeholder order).
 * Building and compiling a Kysely query costs more than running a small indexed one in SQLite,
 * so the two queries behind every list request skip it (`npm run bench`). Safe while no Kysely
 * plugin keys data by the (now shared) queryId; we use none.
 */
export function prepared<Row>(db: Db, compiled: CompiledQuery<Row>) {
  return async (...parameters: unknown[]): Promise<Row[]> =>
    (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
}

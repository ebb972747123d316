import type { Compilable, CompiledQuery, Kysely } from "kysely";
import type { Db } from "./index.ts";
import type { Database } from "./schema.ts";

/**
 * Where a prepared query takes a value: `param("userId")` stands, typed as `Params["userId"]`,
 * wherever Kysely takes a value, so Kysely checks it against the column it is compared with.
 */
export type Param<Params> = <Name extends keyof Params & string>(name: Name) => Params[Name];

/**
 * A prepared query's answer: every row, or the first (undefined when there is none). `on` runs
 * it in a transaction (`db.transaction().execute(trx => …)`'s `trx`) rather than on `db`.
 */
export type PreparedQuery<Params, Row> = {
  all(params: Params, on?: Kysely<Database>): Promise<Row[]>;
  first(params: Params, on?: Kysely<Database>): Promise<Row | undefined>;
};

/** A parameter's stand-in in the compiled query: found by identity, never sent. */
class Placeholder {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/** One value of the compiled query: a named parameter, or a constant written in the query. */
type Slot = { param: string } | { constant: unknown };

/**
 * A query built and compiled once, run with fresh parameter values. Building and compiling a
 * Kysely query costs more than running a small indexed one in SQLite, so the two queries
 * behind every list request skip it (`npm run bench`). The row type is Kysely's, inferred from
 * the query; the parameters are named and typed once, on `param`:
 *
 *     const byOwner = prepared(db, (param: Param<{ userId: string }>) =>
 *       db.selectFrom("place").select("id").where("userId", "=", param("userId")));
 *     const rows = await byOwner.all({ userId });
 *
 * Safe while no Kysely plugin keys data by the (now shared) queryId, or rewrites values; we use
 * none.
 */
export function prepared<Params extends Record<string, unknown>, Row>(
  db: Db,
  build: (param: Param<Params>) => Compilable<Row>,
): PreparedQuery<Params, Row> {
  const placeholders = new Map<string, Placeholder>();
  const param: Param<Params> = (name) => {
    const placeholder = placeholders.get(name) ?? new Placeholder(name);
    placeholders.set(name, placeholder);
    // The stand-in travels through Kysely as the value it names; it never reaches a driver.
    return placeholder as Params[typeof name];
  };
  const compiled: CompiledQuery<Row> = build(param).compile();

  const slots: Slot[] = compiled.parameters.map((value) =>
    value instanceof Placeholder ? { param: value.name } : { constant: value },
  );
  for (const name of placeholders.keys()) {
    if (!slots.some((slot) => "param" in slot && slot.param === name)) {
      throw new Error(`Prepared query: the parameter "${name}" is not in the compiled query`);
    }
  }

  const all = async (params: Params, on: Kysely<Database> = db): Promise<Row[]> => {
    const parameters = slots.map((slot) => ("param" in slot ? params[slot.param] : slot.constant));
    return (await on.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
  return { all, first: async (params, on) => (await all(params, on))[0] };
}

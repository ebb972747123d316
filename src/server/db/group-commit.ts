import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Db } from "./index.ts";
import type { Database } from "./schema.ts";

/** Work done in a write transaction: its queries go through `trx`. */
export type TransactionWork<T> = (trx: Kysely<Database>) => Promise<T>;

/** The most writes that share one commit: a bound on how long the first waits for the last. */
export const GROUP_MAX = 64;

type Waiting = {
  work: TransactionWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

const groups = new WeakMap<Db, <T>(work: TransactionWork<T>) => Promise<T>>();

/**
 * Runs `work` in a transaction of its own, as `db.transaction().execute(work)` does, and
 * answers once it is committed. On SQLite, writes that come together share one commit: each
 * runs in a savepoint of one transaction, one after another, and the transaction commits once
 * for all of them. A commit with `synchronous = FULL` waits for the disk (an fsync), and it
 * was the largest part of a place write's time; shared, a burst of writes pays it once. No
 * write is answered before the commit that keeps it: if the commit fails, every write of the
 * group fails and none is kept. A write that throws is rolled back to its savepoint alone, its
 * error passed on, and the others are kept. Each write sees those before it in its group, as it
 * would have one commit apart: they take turns on SQLite's one connection either way.
 *
 * PostgreSQL commits its transactions side by side from a pool of connections, and groups
 * the commits that meet on its own disk: there, each write is a transaction as before.
 */
export function inTransaction<T>(db: Db, work: TransactionWork<T>): Promise<T> {
  if (onPostgres(db)) return db.transaction().execute(work);
  return grouped(db, work);
}

/**
 * A write of one statement: on SQLite it shares a commit as inTransaction's do; on PostgreSQL
 * it runs as it is, its own transaction, without the two round trips of one around it.
 */
export function oneStatement<T>(db: Db, work: TransactionWork<T>): Promise<T> {
  return onPostgres(db) ? work(db) : grouped(db, work);
}

const onPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function grouped<T>(db: Db, work: TransactionWork<T>): Promise<T> {
  let group = groups.get(db);
  if (!group) {
    group = groupCommit(db);
    groups.set(db, group);
  }
  return group(work);
}

function groupCommit(db: Db) {
  const queue: Waiting[] = [];
  let draining = false;

  /** Runs one group in one transaction; settles each write once the commit is done. */
  const runGroup = async (group: Waiting[]) => {
    const answers: (() => void)[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const write of group) {
          await sql`savepoint "write"`.execute(trx);
          try {
            const value = await write.work(trx);
            await sql`release "write"`.execute(trx);
            answers.push(() => write.resolve(value));
          } catch (error) {
            // Undone alone. Should undoing fail, the transaction is lost: the whole group
            // fails below, and nothing of it is kept.
            await sql`rollback to "write"`.execute(trx);
            await sql`release "write"`.execute(trx);
            answers.push(() => write.reject(error));
          }
        }
      });
    } catch (error) {
      for (const write of group) write.reject(error);
      return;
    }
    for (const answer of answers) answer();
  };

  const drain = async () => {
    while (queue.length > 0) await runGroup(queue.splice(0, GROUP_MAX));
    draining = false;
  };

  return <T>(work: TransactionWork<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (draining) return;
      draining = true;
      // After the event loop's turn: the writes of requests read in the same turn join this
      // group, rather than each waiting for the disk in turn.
      setImmediate(() => void drain());
    });
}

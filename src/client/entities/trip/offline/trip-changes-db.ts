import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from "idb";
import type { LocalTripWrite } from "#shared/trips/local-trip.ts";

/** A trip write made on this device and not yet taken by the server. */
export type TripWaitingChange = LocalTripWrite & {
  /** Order made (IndexedDB's own counter). */
  seq: number;
  /** Whose change it is: only sent, or shown, while that user is signed in. */
  userId: string;
  /** The Idempotency-Key: the same for every try of this change. */
  key: string;
  /** The trip's id; a trip made offline has a negative one until the server gives it one. */
  tripId: number;
  /** The JSON body the server is sent (none for a delete). */
  body: unknown;
  /** The trip's name as the change left it, for messages. */
  name: string;
  madeAt: string;
  /** The server's refusal, waiting for the person to see it: its own words. */
  problem?: { kind: "deleted" | "refused"; message: string } | undefined;
};

export type NewTripChange = Omit<TripWaitingChange, "seq">;

interface TripOfflineDb extends DBSchema {
  changes: { key: number; value: TripWaitingChange; indexes: { byUser: string } };
}

// A database of its own beside the places' (changes-db.ts), so neither's upgrade waits on the
// other's; sign-out deletes both.
export const TRIP_CHANGES_DB = "uka-offline-trips";
let opened: Promise<IDBPDatabase<TripOfflineDb>> | undefined;

function db() {
  opened ??= openDB<TripOfflineDb>(TRIP_CHANGES_DB, 1, {
    upgrade(database) {
      const store = database.createObjectStore("changes", { keyPath: "seq", autoIncrement: true });
      store.createIndex("byUser", "userId");
    },
    // Sign-out in another tab deletes the database: let it go, and open it anew next time.
    blocking() {
      void opened?.then((open) => open.close());
      opened = undefined;
    },
    terminated() {
      opened = undefined;
    },
  });
  return opened;
}

export async function keepTripChange(change: NewTripChange): Promise<TripWaitingChange> {
  const seq = await (await db()).add("changes", change as TripWaitingChange);
  return { ...change, seq };
}

/** The user's waiting trip changes, oldest first. */
export async function tripChangesOf(userId: string): Promise<TripWaitingChange[]> {
  const list = await (await db()).getAllFromIndex("changes", "byUser", userId);
  return list.sort((a, b) => a.seq - b.seq);
}

export async function putTripChange(change: TripWaitingChange): Promise<void> {
  await (await db()).put("changes", change);
}

export async function dropTripChanges(seqs: readonly number[]): Promise<void> {
  const tx = (await db()).transaction("changes", "readwrite");
  await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
}

export async function countAllTripChanges(): Promise<number> {
  return (await db()).count("changes");
}

/** Deletes every waiting trip change on this device (sign-out). */
export async function deleteAllTripChanges(): Promise<void> {
  const open = opened;
  opened = undefined;
  await open?.then((database) => database.close()).catch(() => undefined);
  await deleteDB(TRIP_CHANGES_DB);
}

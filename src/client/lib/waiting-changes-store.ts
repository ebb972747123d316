import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from "idb";

/** What every kept change has: its place in the order (IndexedDB's own counter) and its user. */
type Kept = { seq: number; userId: string };

interface ChangesDb<T extends Kept> extends DBSchema {
  changes: { key: number; value: T; indexes: { byUser: string } };
}

/**
 * The changes made on this device and not yet taken by the server, in the IndexedDB database
 * `name`: one store, in the order made, each kept under its user. The places' and the trips'
 * queues each have a database of their own, so neither's upgrade waits on the other's.
 */
export function waitingChangesStore<T extends Kept>(name: string) {
  let opened: Promise<IDBPDatabase<ChangesDb<T>>> | undefined;

  function db() {
    opened ??= openDB<ChangesDb<T>>(name, 1, {
      upgrade(database) {
        const store = database.createObjectStore("changes", {
          keyPath: "seq",
          autoIncrement: true,
        });
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

  return {
    /** Keeps a change; answers it with its place in the order. */
    async keep(change: Omit<T, "seq">): Promise<T> {
      const seq = await (await db()).add("changes", change as T);
      return { ...change, seq } as T;
    },
    /** The user's waiting changes, oldest first. */
    async of(userId: string): Promise<T[]> {
      const list = await (await db()).getAllFromIndex("changes", "byUser", userId);
      return list.sort((a, b) => a.seq - b.seq);
    },
    async put(change: T): Promise<void> {
      await (await db()).put("changes", change);
    },
    async drop(seqs: readonly number[]): Promise<void> {
      const tx = (await db()).transaction("changes", "readwrite");
      await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
    },
    /** Every waiting change on this device, whoever made it. */
    async countAll(): Promise<number> {
      return (await db()).count("changes");
    },
    /** Deletes every waiting change on this device (sign-out). */
    async deleteAll(): Promise<void> {
      const open = opened;
      opened = undefined;
      await open?.then((database) => database.close()).catch(() => undefined);
      await deleteDB(name);
    },
  };
}

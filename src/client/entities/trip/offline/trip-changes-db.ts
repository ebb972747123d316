import { waitingChangesStore } from "#client/lib/waiting-changes-store.ts";
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

// A database of its own beside the places' (changes-db.ts); sign-out deletes both.
export const TRIP_CHANGES_DB = "uka-offline-trips";
const store = waitingChangesStore<TripWaitingChange>(TRIP_CHANGES_DB);

export const keepTripChange = store.keep;
export const tripChangesOf = store.of;
export const putTripChange = store.put;
export const dropTripChanges = store.drop;
export const countAllTripChanges = store.countAll;
/** Deletes every waiting trip change on this device (sign-out). */
export const deleteAllTripChanges = store.deleteAll;

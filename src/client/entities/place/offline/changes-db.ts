import { waitingChangesStore } from "#client/lib/waiting-changes-store.ts";
import type { Place } from "#shared/place.ts";
import type { FieldConflict } from "#shared/place-conflicts.ts";
import type { Visit } from "#shared/visit.ts";

/**
 * What a change does to a place: the four writes a person can make without a connection,
 * `restore`, a deleted place brought back by Undo as it was (restore.ts), and the three
 * writes to one of its visits (visit-writes.ts).
 */
export type ChangeKind =
  | "create"
  | "edit"
  | "visit"
  | "delete"
  | "restore"
  | "visit-add"
  | "visit-edit"
  | "visit-delete";

/** The changes to one of a place's visits, rather than to the place itself. */
export const VISIT_KINDS: ReadonlySet<ChangeKind> = new Set([
  "visit-add",
  "visit-edit",
  "visit-delete",
]);

/**
 * Why the server did not take a change, waiting for the person to choose: `deleted` (the
 * place was deleted elsewhere), `changed` (changed elsewhere since the change was made),
 * `duplicate` (a new place already in the list), `refused` (any other refusal, with the
 * server's words).
 */
export type Problem = {
  kind: "deleted" | "changed" | "duplicate" | "refused";
  message: string;
  /** For `changed`: the fields both devices changed, with each one's value. */
  fields?: FieldConflict[] | undefined;
};

/** A change made on this device and not yet taken by the server. */
export type WaitingChange = {
  /** Order made (IndexedDB's own counter). */
  seq: number;
  /** Whose change it is: only sent, or shown, while that user is signed in. */
  userId: string;
  /** The Idempotency-Key: the same for every try of this change. */
  key: string;
  kind: ChangeKind;
  /** The place's id; a place made offline has a negative one until the server gives it one. */
  placeId: number;
  /**
   * The place's version the change was based on (If-Match); null for a new place. A change
   * kept by an earlier release holds the place's updatedAt here instead: the server finds it
   * names no version and answers 412, so it is settled as a conflict.
   */
  baseVersion: number | null;
  /** The JSON body the server is sent. */
  body: unknown;
  /** The fields the change sets, as the list shows them. */
  patch: Partial<Place>;
  /**
   * The same fields as they were before the change: what tells a change made elsewhere to the
   * same fields (a choice) from one to others (both kept). Absent on changes kept by an
   * earlier version of the app, which then always ask.
   */
  base?: Partial<Place> | undefined;
  /** The place as the change left it: for messages, and to add it back if it was deleted. */
  place: Place;
  madeAt: string;
  problem?: Problem | undefined;
  /**
   * For a change to a visit: the visit's id; a visit added with no signal has a negative one
   * until the server gives it one.
   */
  visitId?: number | undefined;
  /** For a visit added or changed: the visit as the change left it, for the place page. */
  visit?: Visit | undefined;
};

export type NewChange = Omit<WaitingChange, "seq">;

export const CHANGES_DB = "uka-offline";
const store = waitingChangesStore<WaitingChange>(CHANGES_DB);

export const keepChange = store.keep;
export const changesOf = store.of;
export const putChange = store.put;
export const dropChanges = store.drop;
export const countAllChanges = store.countAll;
export const deleteAllChanges = store.deleteAll;

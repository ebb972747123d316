import { plural, t } from "@lingui/core/macro";
import type { WaitingChange } from "./changes-db.ts";

/**
 * What the screen shows of the changes kept on this device, for the signed-in user: the
 * waiting ones in order, whether they are being sent, and why sending stopped.
 */
export type OfflineState = {
  userId: string | null;
  changes: readonly WaitingChange[];
  /** The changes kept by the trips' queue, as the status line counts and tells them. */
  tripChanges: readonly OtherChange[];
  sending: boolean;
  online: boolean;
  /** The server said the session is over: the changes wait for the same user to sign in. */
  needsSignIn: boolean;
  /** Sign-out asked, with changes waiting: the warning is open until the person chooses. */
  signOutWarning: { count: number; answer: (signOut: boolean) => void } | null;
};

/**
 * A change kept by another queue (a trip's): its place in the order, and when the server
 * refused it, the sentence that says so.
 */
export type OtherChange = { seq: number; problem?: string | undefined };

let state: OfflineState = {
  userId: null,
  changes: [],
  tripChanges: [],
  sending: false,
  online: typeof navigator === "undefined" ? true : navigator.onLine,
  needsSignIn: false,
  signOutWarning: null,
};
const listeners = new Set<() => void>();

export const offlineState = () => state;

export function subscribeToOffline(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setOfflineState(change: Partial<OfflineState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

/** The first change the server refused, waiting for the person to choose what to keep. */
export const firstProblem = (s: OfflineState) => s.changes.find((c) => c.problem);

/** Every change waiting on this device for the signed-in user, places' and trips'. */
export const waitingCount = (s: OfflineState) => s.changes.length + s.tripChanges.length;

/** "3 changes waiting to be sent", "1 change waiting to be sent". */
export const waitingText = (count: number) =>
  t`${plural(count, { one: "# change waiting to be sent", other: "# changes waiting to be sent" })}`;

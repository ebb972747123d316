import type { WaitingChange } from "./changes-db.ts";

type Ordered = Pick<WaitingChange, "seq" | "placeId" | "problem">;

/**
 * The waiting change to send next: the oldest one whose place has no earlier change waiting
 * for the person's choice. A change the server refused holds back every later change to the
 * same place (each builds on it), while changes to other places go on being sent, each
 * place's in the order made. Undefined when nothing can be sent until the person chooses.
 */
export function nextToSend<T extends Ordered>(changes: readonly T[]): T | undefined {
  const held = new Set<number>();
  for (const change of changes.toSorted((a, b) => a.seq - b.seq)) {
    if (change.problem) held.add(change.placeId);
    else if (!held.has(change.placeId)) return change;
  }
  return undefined;
}

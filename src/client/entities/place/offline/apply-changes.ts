import type { Place } from "#shared/place.ts";
import { byNewest, type Visit } from "#shared/visit.ts";
import type { WaitingChange } from "./changes-db.ts";

type Applicable = Pick<WaitingChange, "kind" | "placeId" | "patch" | "place"> & {
  problem?: WaitingChange["problem"];
};

/**
 * The list as the person should see it: the last list the server gave, with the changes still
 * waiting applied on top, in the order made. An edit sets only the fields it changed, so a
 * change made elsewhere to another field shows too. A place deleted elsewhere stays, as the
 * change left it, while its change waits for the person to choose (add it back, or not).
 */
export function applyChange(list: readonly Place[], change: Applicable): Place[] {
  const listed = list.some((p) => p.id === change.placeId);
  switch (change.kind) {
    case "create":
    case "restore":
      return listed ? [...list] : [change.place, ...list];
    case "delete":
      return list.filter((p) => p.id !== change.placeId);
    default:
      if (!listed && change.problem?.kind === "deleted") return [change.place, ...list];
      return list.map((p) => (p.id === change.placeId ? { ...p, ...change.patch } : p));
  }
}

export function applyChanges(list: readonly Place[], changes: readonly Applicable[]): Place[] {
  return changes.reduce<Place[]>((shown, change) => applyChange(shown, change), [...list]);
}

type VisitApplicable = Pick<WaitingChange, "kind" | "placeId" | "visitId" | "visit">;

/**
 * A place's visits as the person should see them: the server's, with this device's waiting
 * changes to that place's visits applied in the order made, newest first.
 */
export function applyVisitChanges(
  placeId: number,
  visits: readonly Visit[],
  changes: readonly VisitApplicable[],
): Visit[] {
  let shown = [...visits];
  for (const change of changes) {
    if (change.placeId !== placeId) continue;
    const { visit, visitId } = change;
    if (change.kind === "visit-add" && visit && !shown.some((v) => v.id === visit.id)) {
      shown = [visit, ...shown];
    } else if (change.kind === "visit-edit" && visit) {
      shown = shown.map((v) =>
        v.id === visitId ? { ...v, date: visit.date, note: visit.note } : v,
      );
    } else if (change.kind === "visit-delete") {
      shown = shown.filter((v) => v.id !== visitId);
    }
  }
  return shown.sort(byNewest);
}

/**
 * After a change is taken: the later ones name the place by the id the server gave it (a place
 * made offline, or one added back), and build on the version the server just answered, since
 * the change that moved it on was this device's own. After a create, every later change to the
 * place builds on the new place, whatever it was based on before (a place added back).
 */
export function rebase(
  later: readonly WaitingChange[],
  sent: Pick<WaitingChange, "kind" | "placeId" | "baseVersion" | "visitId">,
  answer: { id: number; version: number },
  /** The id the server gave a visit added with no signal: later changes to it name it so. */
  visitId?: number,
): WaitingChange[] {
  const visitIdOf = (change: WaitingChange) =>
    visitId !== undefined && change.visitId !== undefined && change.visitId === sent.visitId
      ? visitId
      : change.visitId;
  return later
    .filter((change) => change.placeId === sent.placeId)
    .map((change) => ({
      ...change,
      ...(change.visitId !== undefined && {
        visitId: visitIdOf(change),
        visit: change.visit && { ...change.visit, id: visitIdOf(change) as number },
      }),
      placeId: answer.id,
      baseVersion:
        sent.kind === "create" ||
        sent.kind === "restore" ||
        change.baseVersion === sent.baseVersion ||
        change.baseVersion === null
          ? answer.version
          : change.baseVersion,
      place: { ...change.place, id: answer.id },
    }));
}

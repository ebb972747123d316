import { plural, t } from "@lingui/core/macro";
import { toast } from "#client/components/ui/toast-store.ts";
import { announceAchievements, SHOW_AFTER_ADD_MS } from "#client/entities/achievement/announce.ts";
import { placesQuery, serverAnswered, setListOverlay } from "#client/entities/place/list-query.ts";
import { setVisitsOverlay, visitsKey } from "#client/entities/place/visits-query.ts";
import { type PlaceMark, setPlaceMarks } from "#client/entities/place/waiting-mark.tsx";
// A 401 while sending keeps the queue and asks to sign in (sendAll), rather than leave the page.
import { apiOwningUnauthorized as api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import type { AchievementRecord } from "#shared/achievement-input.ts";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import type { Place } from "#shared/place.ts";
import { conflictingFields } from "#shared/place-conflicts.ts";
import type { Visit } from "#shared/visit.ts";
import { applyChange, applyChanges, applyVisitChanges, rebase } from "./apply-changes.ts";
import {
  changesOf,
  dropChanges,
  keepChange,
  type NewChange,
  type Problem,
  putChange,
  VISIT_KINDS,
  type WaitingChange,
} from "./changes-db.ts";
import { keptPhoto } from "./kept-photo.ts";
import { offlineState, setOfflineState, waitingCount } from "./offline-store.ts";
import { photoToAddBack } from "./problem-text.ts";
import { problemOf, type Sent, send } from "./send-change.ts";
import { nextToSend } from "./send-order.ts";

// While changes wait and nothing else prompts a try (the 'online' event is not always fired
// when a weak signal comes back), try again this often.
const RETRY_EVERY_MS = 30_000;
// After a try that got no answer or a busy server: soon, then less often, up to the above.
const FIRST_RETRY_MS = 2_000;
let retryDelay = FIRST_RETRY_MS;
let soonTimer: ReturnType<typeof setTimeout> | undefined;

function retrySoon() {
  clearTimeout(soonTimer);
  soonTimer = setTimeout(() => void flush(), retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_EVERY_MS);
}

// Every list the app reads shows the changes still waiting on top of it. An answer that is not
// a list is left for the page to fail on as it would have.
setListOverlay((list) =>
  Array.isArray(list) && offlineState().changes.length > 0
    ? applyChanges(list, offlineState().changes)
    : list,
);

// And a place's visits show the waiting changes to them.
setVisitsOverlay((placeId, visits) =>
  offlineState().changes.length > 0
    ? applyVisitChanges(placeId, visits, offlineState().changes)
    : visits,
);

const setList = (update: (list: Place[]) => Place[]) =>
  queryClient.setQueryData<Place[]>(placesQuery.queryKey, (list) =>
    Array.isArray(list) ? update(list) : list,
  );

async function reload() {
  const { userId } = offlineState();
  show(userId ? await changesOf(userId) : []);
}

/** The changes, and the mark each changed place carries in the list. */
function show(changes: WaitingChange[]) {
  setOfflineState({ changes });
  const marks = new Map<number, PlaceMark>();
  const visitMarks = new Map<number, PlaceMark>();
  const mark = (map: Map<number, PlaceMark>, id: number, change: WaitingChange) => {
    if (map.get(id) !== "problem") map.set(id, change.problem ? "problem" : "waiting");
  };
  for (const change of changes) {
    mark(marks, change.placeId, change);
    if (change.visitId !== undefined && VISIT_KINDS.has(change.kind)) {
      mark(visitMarks, change.visitId, change);
    }
  }
  setPlaceMarks(marks, visitMarks);
}

/** Keeps a change made without an answer, shows it at once, and sends it when it can. */
export async function keep(change: NewChange): Promise<WaitingChange> {
  const kept = await keepChange(change);
  await reload();
  setList((list) => applyChange(list, kept));
  if (VISIT_KINDS.has(kept.kind)) {
    // Not read again: with no signal that could fail, and the page would lose the visits.
    queryClient.setQueryData<Visit[]>(visitsKey(kept.placeId), (visits) =>
      visits ? applyVisitChanges(kept.placeId, visits, [kept]) : visits,
    );
  }
  void flush();
  return kept;
}

/** Removes changes from the queue (a place made offline and deleted before it was sent). */
export async function forget(seqs: readonly number[]) {
  await dropChanges(seqs);
  await reload();
}

/**
 * A refused change, for the queue: marked with its problem, to wait for the person's choice;
 * or, refused because the place changed elsewhere but in other fields than this change sets,
 * the same change based on the server's version, so both devices' changes are kept without
 * asking. A change to the same fields is marked with each side's value of them. A delete,
 * and a change kept without its earlier values, always ask.
 */
async function afterRefusal(change: WaitingChange, problem: Problem): Promise<WaitingChange> {
  if (VISIT_KINDS.has(change.kind)) return afterVisitRefusal(change, problem);
  if (problem.kind !== "changed" || change.kind === "delete" || !change.base) {
    return { ...change, problem };
  }
  // The server's list as it is, without this device's waiting changes laid over it.
  const list = await okJson(api.places.$get()).catch(() => null);
  const current = list?.find((p) => p.id === change.placeId);
  if (!current) return { ...change, problem };
  const fields = conflictingFields(change.patch, change.base, current);
  if (fields.length > 0) return { ...change, problem: { ...problem, fields } };
  return { ...change, key: crypto.randomUUID(), baseVersion: current.version };
}

/**
 * A refused change to a visit. A visit is a row of its own: the place changed elsewhere (its
 * notes, another visit) takes nothing from it, so it is sent again over the place as it is
 * now, without asking. A 404 is the place deleted elsewhere, a problem like any change to it;
 * or, the place still there, the visit removed elsewhere, which is only told.
 */
async function afterVisitRefusal(change: WaitingChange, problem: Problem): Promise<WaitingChange> {
  if (problem.kind !== "changed" && problem.kind !== "deleted") return { ...change, problem };
  const list = await okJson(api.places.$get()).catch(() => null);
  if (!list) return { ...change, problem };
  const current = list.find((p) => p.id === change.placeId);
  if (!current) return { ...change, problem: { kind: "deleted", message: problem.message } };
  if (problem.kind === "changed") {
    return { ...change, key: crypto.randomUUID(), baseVersion: current.version };
  }
  return {
    ...change,
    problem: { kind: "refused", message: t`That visit was removed on another device.` },
  };
}

/** The id the server gave each place made on this device, for the trips' plans naming it. */
const serverIds = new Map<number, number>();

/** A place's id as the server knows it; a place made here and not yet sent keeps its own. */
export const serverPlaceId = (id: number) => serverIds.get(id) ?? id;

/** After a change is taken: the list shows the server's answer, and later changes build on it. */
async function taken(change: WaitingChange, { answer, visitId }: Sent) {
  await dropChanges([change.seq]);
  if (answer && change.placeId < 0) serverIds.set(change.placeId, answer.id);
  const visits = VISIT_KINDS.has(change.kind);
  if (answer) {
    const { newAchievements: _earned, ...place } = answer;
    serverAnswered(place.id, place);
    const later = (await changesOf(change.userId)).filter((c) => c.seq > change.seq);
    for (const rebased of rebase(later, change, place, visitId)) await putChange(rebased);
    setList((list) =>
      list.some((p) => p.id === change.placeId)
        ? list.map((p) => (p.id === change.placeId ? place : p))
        : [place, ...list],
    );
  } else if (!visits) {
    serverAnswered(change.placeId, null);
    setList((list) => list.filter((p) => p.id !== change.placeId));
  }
  await reload();
  // The visits as the server now holds them, with those still waiting on top; meanwhile a
  // visit added offline already goes by the id the server gave it, should it be changed.
  if (visits) {
    queryClient.setQueryData<Visit[]>(visitsKey(change.placeId), (shown) =>
      shown?.map((v) => (v.id === change.visitId && visitId ? { ...v, id: visitId } : v)),
    );
    void queryClient.invalidateQueries({ queryKey: visitsKey(answer?.id ?? change.placeId) });
  }
}

/**
 * Another queue sent in the same rounds, after the place changes it may build on (a trip's
 * plan naming a place made offline): it loads the user's changes, and sends what it can,
 * answering how many were taken and why it stopped.
 */
export type OtherQueue = {
  load(userId: string): Promise<void>;
  send(userId: string): Promise<{ sent: number; stopped: "done" | "later" | "sign-in" }>;
};
const otherQueues: OtherQueue[] = [];

/** Adds a queue to every round (the trips'). */
export function sendAlso(queue: OtherQueue) {
  if (!otherQueues.includes(queue)) otherQueues.push(queue);
}

let flushing: Promise<void> | null = null;

/**
 * Sends the signed-in user's waiting changes, oldest first, one at a time, each with its own
 * Idempotency-Key, so a change whose answer was lost is done once however often it is sent.
 * A change the server refuses (a conflict) waits for the person's choice, and holds back the
 * later changes to its place only (nextToSend). Stops when the session has ended or nothing
 * can be sent yet. One tab sends at a time (a Web Lock), so two tabs never race.
 */
export function flush(): Promise<void> {
  flushing ??= run().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function run() {
  const { userId } = offlineState();
  if (!userId || offlineState().needsSignIn) return;
  await whileNotSending(userId, () => sendAll(userId));
}

/**
 * Runs `work` while no tab is sending the user's changes (the same Web Lock), so a change it
 * finds waiting is not on its way to the server meanwhile: it may still be taken back.
 */
export async function whileNotSending<T>(userId: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.locks) {
    return navigator.locks.request(`uka-offline-send-${userId}`, work);
  }
  return work();
}

async function sendAll(userId: string) {
  await reload();
  for (const queue of otherQueues) await queue.load(userId);
  const earned: AchievementRecord[] = [];
  let sent = 0;
  try {
    for (;;) {
      if (offlineState().userId !== userId) return;
      const next = nextToSend(await changesOf(userId));
      // With no signal there is nothing to try: the 'online' event starts the next round.
      if (!next || !navigator.onLine) break;
      setOfflineState({ sending: true });
      let sentNow: Sent;
      try {
        sentNow = await send(next);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 401) {
          setOfflineState({ needsSignIn: true });
          break;
        }
        const problem = problemOf(next, error);
        if (problem === "later") {
          if (navigator.onLine) retrySoon();
          break;
        }
        if (problem === "done") {
          await taken(next, { answer: null });
          sent += 1;
          continue;
        }
        const settled = await afterRefusal(next, problem);
        await putChange(settled);
        // Marked, it waits for the person's choice while changes to other places go on (a
        // place deleted elsewhere shown again as the change left it); merged, it is sent again.
        if (settled.problem) await reload().then(() => setList((l) => applyChange(l, settled)));
        continue;
      }
      await taken(next, sentNow);
      retryDelay = FIRST_RETRY_MS;
      sent += 1;
      if (sentNow.answer) earned.push(...sentNow.answer.newAchievements);
    }
    for (const queue of otherQueues) {
      if (offlineState().userId !== userId || offlineState().needsSignIn || !navigator.onLine)
        break;
      setOfflineState({ sending: true });
      const round = await queue.send(userId);
      sent += round.sent;
      if (round.stopped === "sign-in") setOfflineState({ needsSignIn: true });
      else if (round.stopped === "later") retrySoon();
    }
  } finally {
    setOfflineState({ sending: false });
    if (sent > 0) {
      toast({ title: t`${plural(sent, { one: "# change sent", other: "# changes sent" })}` });
      // The list as the server now holds it, with anything still waiting on top.
      void queryClient.invalidateQueries({ queryKey: placesQuery.queryKey });
      announceAchievements(earned, SHOW_AFTER_ADD_MS);
    }
  }
}

let retryTimer: ReturnType<typeof setInterval> | undefined;

function onOnline() {
  setOfflineState({ online: true });
  void flush();
}
function onOffline() {
  setOfflineState({ online: false });
}

/** The signed-in user's changes: loaded, shown, and sent now and whenever the signal returns. */
export async function startFor(userId: string) {
  const switched = offlineState().userId !== userId;
  setOfflineState({ userId, needsSignIn: false });
  if (switched) await reload();
  // The list fetched before the changes were loaded gets them on top too.
  setList((list) => applyChanges(list, offlineState().changes));
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", onOffline);
  clearInterval(retryTimer);
  retryTimer = setInterval(() => {
    if (waitingCount(offlineState()) > 0 && navigator.onLine) void flush();
  }, RETRY_EVERY_MS);
  await flush();
}

export function stop() {
  window.removeEventListener("online", onOnline);
  window.removeEventListener("offline", onOffline);
  clearInterval(retryTimer);
  clearTimeout(soonTimer);
  setOfflineState({ userId: null, needsSignIn: false, sending: false, tripChanges: [] });
  show([]);
}

/**
 * The person's choice for a change the server refused. "mine" sends it again: over the other
 * device's version (based on the place as it is now), or, for a place deleted elsewhere, as
 * the place added back. "theirs" drops it, and any later change to the same place that could
 * only fail the same way.
 */
export async function resolve(change: WaitingChange, choice: "mine" | "theirs") {
  const problem = change.problem;
  if (!problem) return;
  const fresh = crypto.randomUUID();
  if (choice === "theirs" || problem.kind === "duplicate" || problem.kind === "refused") {
    // A refused change to a visit takes with it only the later changes to that same visit.
    const sameVisit = problem.kind === "refused" && VISIT_KINDS.has(change.kind);
    const samePlace = (await changesOf(change.userId)).filter((c) =>
      sameVisit
        ? c.seq === change.seq || (c.visitId === change.visitId && VISIT_KINDS.has(c.kind))
        : c.seq === change.seq || (problem.kind !== "changed" && c.placeId === change.placeId),
    );
    await forget(samePlace.map((c) => c.seq));
    await queryClient.invalidateQueries({ queryKey: placesQuery.queryKey });
  } else if (problem.kind === "changed") {
    const now = await queryClient.fetchQuery({ ...placesQuery, staleTime: 0 });
    const current = now.find((p) => p.id === change.placeId);
    await putChange({
      ...change,
      key: fresh,
      baseVersion: current ? current.version : change.baseVersion,
      problem: current ? undefined : { kind: "deleted", message: problem.message },
    });
    await reload();
  } else {
    // Deleted elsewhere: add it back as this device last showed it, its visit date included.
    // The server deleted its photo with it: a photo chosen on this device is still in the
    // change, and one it had before comes back from this browser's copy, if there is one.
    const { place } = change;
    const chosen = (change.body as { photoUrl?: unknown }).photoUrl;
    const stored = photoToAddBack(change);
    const photo =
      typeof chosen === "string" && chosen.startsWith("data:")
        ? chosen
        : stored && (await keptPhoto(change.userId, stored))?.dataUrl;
    await putChange({
      ...change,
      key: fresh,
      kind: "create",
      baseVersion: null,
      body: {
        name: place.name,
        address: place.address,
        notes: place.notes,
        category: place.category,
        mood: place.mood,
        latitude: place.latitude,
        longitude: place.longitude,
        visited: place.visited,
        ...(place.visited && { visitedDate: place.visitedDate }),
        ...(photo && { photoUrl: photo }),
      },
      patch: place,
      problem: undefined,
    });
    await reload();
  }
  await flush();
}

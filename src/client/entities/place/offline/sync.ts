import type { InferRequestType } from "hono/client";
import { toast } from "#client/components/ui/toast-store.ts";
import { announceAchievements, SHOW_AFTER_ADD_MS } from "#client/entities/achievement/announce.ts";
import { placesQuery, serverAnswered, setListOverlay } from "#client/entities/place/list-query.ts";
import { type PlaceMark, setPlaceMarks } from "#client/entities/place/waiting-mark.tsx";
// A 401 while sending keeps the queue and asks to sign in (sendAll), rather than leave the page.
import { apiOwningUnauthorized as api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import type { AchievementRecord } from "#shared/achievement-input.ts";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import { describeError } from "#shared/error-messages.ts";
import { IN_PROGRESS_MESSAGE, placeVersionTag } from "#shared/idempotency.ts";
import type { Place, PlaceWriteResult } from "#shared/place.ts";
import { conflictingFields } from "#shared/place-conflicts.ts";
import { applyChange, applyChanges, rebase } from "./apply-changes.ts";
import {
  changesOf,
  dropChanges,
  keepChange,
  type NewChange,
  type Problem,
  putChange,
  type WaitingChange,
} from "./changes-db.ts";
import { keptPhoto } from "./kept-photo.ts";
import { offlineState, setOfflineState } from "./offline-store.ts";
import { photoToAddBack } from "./problem-text.ts";
import { type RestoreBody, sendRestore } from "./restore.ts";
import { nextToSend } from "./send-order.ts";

type NewPlaceFields = InferRequestType<typeof api.places.$post>["json"];
type PlaceChanges = InferRequestType<(typeof api.places)[":id"]["$patch"]>["json"];
type VisitFields = InferRequestType<(typeof api.places)[":id"]["visit-status"]["$patch"]>["json"];

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
  for (const change of changes) {
    if (marks.get(change.placeId) !== "problem") {
      marks.set(change.placeId, change.problem ? "problem" : "waiting");
    }
  }
  setPlaceMarks(marks);
}

/** Keeps a change made without an answer, shows it at once, and sends it when it can. */
export async function keep(change: NewChange): Promise<WaitingChange> {
  const kept = await keepChange(change);
  await reload();
  setList((list) => applyChange(list, kept));
  void flush();
  return kept;
}

/** Removes changes from the queue (a place made offline and deleted before it was sent). */
export async function forget(seqs: readonly number[]) {
  await dropChanges(seqs);
  await reload();
}

async function send(change: WaitingChange): Promise<PlaceWriteResult | null> {
  const headers: Record<string, string> = { "idempotency-key": change.key };
  if (change.baseVersion) headers["if-match"] = placeVersionTag(change.baseVersion);
  const options = { headers };
  const param = { id: String(change.placeId) };
  switch (change.kind) {
    case "create":
      return okJson(api.places.$post({ json: change.body as NewPlaceFields }, options));
    case "edit":
      return okJson(
        api.places[":id"].$patch({ param, json: change.body as PlaceChanges }, options),
      );
    case "visit":
      return okJson(
        api.places[":id"]["visit-status"].$patch(
          { param, json: change.body as VisitFields },
          options,
        ),
      );
    case "delete":
      await api.places[":id"].$delete({ param }, options);
      return null;
    case "restore":
      return sendRestore(api, change.body as RestoreBody, headers);
  }
}

/** What a refusal means for a waiting change: a problem for the person, or try again later. */
function problemOf(change: WaitingChange, error: ApiError): Problem | "later" | "done" {
  if (error.status === 404)
    return change.kind === "delete" ? "done" : { kind: "deleted", message: error.message };
  if (error.status === 412) return { kind: "changed", message: error.message };
  if (error.status === 409 && error.message === IN_PROGRESS_MESSAGE) return "later";
  if (error.status === 409) return { kind: "duplicate", message: error.message };
  if (error.status === 0 || error.status === 429 || error.status >= 500) return "later";
  // The sentence a toast would show: a refused field's own words, not "check your input".
  return { kind: "refused", message: describeError(error, "The server refused it.") };
}

/**
 * A refused change, for the queue: marked with its problem, to wait for the person's choice;
 * or, refused because the place changed elsewhere but in other fields than this change sets,
 * the same change based on the server's version, so both devices' changes are kept without
 * asking. A change to the same fields is marked with each side's value of them. A delete,
 * and a change kept without its earlier values, always ask.
 */
async function afterRefusal(change: WaitingChange, problem: Problem): Promise<WaitingChange> {
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

/** After a change is taken: the list shows the server's answer, and later changes build on it. */
async function taken(change: WaitingChange, answer: PlaceWriteResult | null) {
  await dropChanges([change.seq]);
  if (answer) {
    const { newAchievements: _earned, ...place } = answer;
    serverAnswered(place.id, place);
    const later = (await changesOf(change.userId)).filter((c) => c.seq > change.seq);
    for (const rebased of rebase(later, change, place)) await putChange(rebased);
    setList((list) =>
      list.some((p) => p.id === change.placeId)
        ? list.map((p) => (p.id === change.placeId ? place : p))
        : [place, ...list],
    );
  } else {
    serverAnswered(change.placeId, null);
    setList((list) => list.filter((p) => p.id !== change.placeId));
  }
  await reload();
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
  const earned: AchievementRecord[] = [];
  let sent = 0;
  try {
    for (;;) {
      if (offlineState().userId !== userId) return;
      const next = nextToSend(await changesOf(userId));
      // With no signal there is nothing to try: the 'online' event starts the next round.
      if (!next || !navigator.onLine) break;
      setOfflineState({ sending: true });
      let answer: PlaceWriteResult | null;
      try {
        answer = await send(next);
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
          await taken(next, null);
          sent += 1;
          continue;
        }
        const settled = await afterRefusal(next, problem);
        await putChange(settled);
        // Marked, it waits for the person's choice while changes to other places go on;
        // merged, it is sent again in this same round.
        if (settled.problem) await reload();
        continue;
      }
      await taken(next, answer);
      retryDelay = FIRST_RETRY_MS;
      sent += 1;
      if (answer) earned.push(...answer.newAchievements);
    }
  } finally {
    setOfflineState({ sending: false });
    if (sent > 0) {
      toast({ title: `${sent} ${sent === 1 ? "change" : "changes"} sent` });
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
    if (offlineState().changes.length > 0 && navigator.onLine) void flush();
  }, RETRY_EVERY_MS);
  await flush();
}

export function stop() {
  window.removeEventListener("online", onOnline);
  window.removeEventListener("offline", onOffline);
  clearInterval(retryTimer);
  clearTimeout(soonTimer);
  setOfflineState({ userId: null, needsSignIn: false, sending: false });
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
    const samePlace = (await changesOf(change.userId)).filter(
      (c) => c.seq === change.seq || (problem.kind !== "changed" && c.placeId === change.placeId),
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

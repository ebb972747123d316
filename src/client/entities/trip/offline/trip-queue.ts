import { select, t } from "@lingui/core/macro";
import { offlineState, setOfflineState } from "#client/entities/place/offline/offline-store.ts";
import { flush, sendAlso, serverPlaceId } from "#client/entities/place/offline/sync.ts";
import { type PlaceMark, setTripMarks } from "#client/entities/place/waiting-mark.tsx";
// A 401 while sending keeps the queue and asks to sign in, rather than leave the page.
import { apiOwningUnauthorized as sendingApi } from "#client/lib/api-client.ts";
import { sharedText } from "#client/lib/i18n.tsx";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import { describeError } from "#shared/error-messages.ts";
import { IN_PROGRESS_MESSAGE } from "#shared/idempotency.ts";
import type { NewTripInput, TripChangeInput, TripDetail, TripPlanInput } from "#shared/trip.ts";
import { tripsWithWrites, tripWithWrites } from "#shared/trips/local-trip.ts";
import { ukDayOf } from "#shared/visit.ts";
import {
  placeTripsKey,
  setTripOverlay,
  type TripSummary,
  tripQuery,
  tripsQuery,
} from "../trip-api.ts";
import {
  dropTripChanges,
  keepTripChange,
  type NewTripChange,
  putTripChange,
  type TripWaitingChange,
  tripChangesOf,
} from "./trip-changes-db.ts";

// Trip writes through the same rounds as the place writes (place/offline/sync.ts): sent at
// once with an Idempotency-Key, or kept on this device when there is no signal or no answer,
// shown at once either way, and sent in order when the signal comes back. A refusal waits
// for the person to see it, holding back the later writes to the same trip only.

const TRIP_NOT_FOUND = "Trip not found";

let waiting: readonly TripWaitingChange[] = [];
/** The id the server gave each trip made on this device, for a page still open on it. */
const serverIds = new Map<number, number>();

const today = () => ukDayOf(new Date().toISOString());

/** The waiting writes of the user signed in now: never another's, after a sign-out here. */
const ours = () => waiting.filter((change) => change.userId === offlineState().userId);

setTripOverlay({
  list: (list) => (waiting.length > 0 ? tripsWithWrites(list, ours(), today()) : list),
  detail: (id, fromServer) => tripWithWrites(id, fromServer, ours()),
  serverId: (id) => serverIds.get(id) ?? id,
});

/**
 * The words for a trip write the server refused, as the status line and its dialog say them:
 * each sentence holds every kind of write's ending, so it can be put in another language whole.
 */
export function tripProblemText(change: TripWaitingChange): string {
  const name = change.name;
  const lost = change.kind;
  if (change.problem?.kind === "deleted") {
    return t`The trip "${name}" was deleted on another device; ${select(lost, {
      create: "it was not added",
      edit: "your changes were not saved",
      plan: "your change to its plan was not saved",
      other: "it was not deleted",
    })}.`;
  }
  const said = t`The trip "${name}": ${select(lost, {
    create: "it was not added",
    edit: "your changes were not saved",
    plan: "your change to its plan was not saved",
    other: "it was not deleted",
  })}.`;
  // The server's reason follows, a sentence of its own.
  return `${said} ${change.problem?.message ?? ""}`.trim();
}

/** Each trip with a change kept here: "problem" once one was refused, else "waiting". */
function marksOf(changes: readonly TripWaitingChange[]): Map<number, PlaceMark> {
  const marks = new Map<number, PlaceMark>();
  for (const change of changes) {
    if (change.problem) marks.set(change.tripId, "problem");
    else if (!marks.has(change.tripId)) marks.set(change.tripId, "waiting");
  }
  return marks;
}

function publish(changes: readonly TripWaitingChange[]) {
  waiting = changes;
  setTripMarks(marksOf(ours()));
  setOfflineState({
    tripChanges: changes.map((change) => ({
      seq: change.seq,
      problem: change.problem && tripProblemText(change),
    })),
  });
}

async function reload(userId: string | null = offlineState().userId) {
  publish(userId ? await tripChangesOf(userId) : []);
}

/** The trips shown again from the server's answers, with what still waits on top. */
function readAgain() {
  void queryClient.invalidateQueries({ queryKey: tripsQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: placeTripsKey() });
}

/** Shows a kept write at once: the trip as it left it, and the list. */
function showKept(change: TripWaitingChange) {
  queryClient.setQueryData<TripSummary[]>(tripsQuery.queryKey, (list) =>
    list ? tripsWithWrites(list, [change], today()) : list,
  );
  const key = tripQuery(change.tripId).queryKey;
  if (change.kind === "delete") queryClient.removeQueries({ queryKey: key });
  else queryClient.setQueryData(key, (trip) => tripWithWrites(change.tripId, trip, [change]));
}

type Write = Pick<NewTripChange, "kind" | "tripId" | "body" | "trip" | "name">;

/**
 * Sends a trip write at once when it can, with an Idempotency-Key; with no answer (no signal,
 * or the answer lost) it is kept with that same key and sent again later, so it is done once
 * either way. A trip with writes already waiting gets this one behind them. Signed out, or
 * before the offline feature knows the user, it is sent as before, unkept. Answers the trip as
 * the server holds it, or as the write left it while it waits.
 */
export async function sendOrKeepTrip(
  write: Write,
  sendNow: (tripId: number, headers: Record<string, string>) => Promise<TripDetail | null>,
): Promise<{ trip: TripDetail | null; waiting: boolean }> {
  const { userId } = offlineState();
  const tripId = serverIds.get(write.tripId) ?? write.tripId;
  if (!userId) return { trip: await sendNow(tripId, {}), waiting: false };
  const change: NewTripChange = {
    ...write,
    tripId,
    userId,
    key: crypto.randomUUID(),
    madeAt: new Date().toISOString(),
  };
  // Behind writes to the same trip, a trip not yet sent, or a place made here not yet sent.
  const behind =
    waiting.some((c) => c.tripId === tripId) ||
    (tripId < 0 && write.kind !== "create") ||
    (write.kind === "plan" && namesUnsentPlace(write.body as TripPlanInput));
  if (!behind && navigator.onLine) {
    try {
      return { trip: await sendNow(tripId, { "idempotency-key": change.key }), waiting: false };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
  const kept = await keepTripChange(change);
  await reload(userId);
  showKept(kept);
  void flush();
  return { trip: write.trip ?? null, waiting: true };
}

const param = (id: number) => ({ id: String(id) });

/**
 * A plan naming places made on this device by the ids the server gave them: their changes
 * are sent before the trips' in each round. One still unsent keeps its id below zero, which
 * the server refuses, told like any refusal.
 */
function withServerPlaceIds(plan: TripPlanInput): TripPlanInput {
  const stops = (list: TripPlanInput["unscheduled"]) =>
    list?.map((stop) => ({ ...stop, placeId: serverPlaceId(stop.placeId) }));
  return {
    ...plan,
    days: plan.days.map((day) => ({ ...day, stops: stops(day.stops) ?? [] })),
    unscheduled: stops(plan.unscheduled),
  };
}

const namesUnsentPlace = (plan: TripPlanInput) => {
  const { days, unscheduled = [] } = withServerPlaceIds(plan);
  return [...days.flatMap((day) => day.stops), ...unscheduled].some((stop) => stop.placeId < 0);
};

/** Sends one kept write with its Idempotency-Key; the trip as the server now holds it. */
async function send(change: TripWaitingChange): Promise<TripDetail | null> {
  const options = { headers: { "idempotency-key": change.key } };
  const api = sendingApi.trips;
  switch (change.kind) {
    case "create":
      return okJson(api.$post({ json: change.body as NewTripInput }, options));
    case "edit":
      return okJson(
        api[":id"].$patch(
          { param: param(change.tripId), json: change.body as TripChangeInput },
          options,
        ),
      );
    case "plan":
      return okJson(
        api[":id"].plan.$put(
          { param: param(change.tripId), json: withServerPlaceIds(change.body as TripPlanInput) },
          options,
        ),
      );
    case "delete": {
      const response = await api[":id"].$delete({ param: param(change.tripId) }, options);
      if (!response.ok) throw await ApiError.from(response);
      return null;
    }
  }
}

/** The oldest write whose trip has no earlier write waiting for the person. */
function nextToSend(changes: readonly TripWaitingChange[]) {
  const held = new Set<number>();
  for (const change of changes) {
    if (change.problem) held.add(change.tripId);
    else if (!held.has(change.tripId)) return change;
  }
  return undefined;
}

/** After a write is taken: later writes name the trip by its server id, and the pages show it. */
async function taken(change: TripWaitingChange, answer: TripDetail | null) {
  await dropTripChanges([change.seq]);
  const later = (await tripChangesOf(change.userId)).filter((c) => c.seq > change.seq);
  if (answer && answer.id !== change.tripId) {
    serverIds.set(change.tripId, answer.id);
    for (const c of later) {
      if (c.tripId === change.tripId) await putTripChange({ ...c, tripId: answer.id });
    }
  }
  await reload(change.userId);
  if (answer) {
    const shown = tripWithWrites(answer.id, answer, waiting);
    queryClient.setQueryData(tripQuery(answer.id).queryKey, shown);
    // A page still open on the id the trip had here goes on showing it.
    if (answer.id !== change.tripId) {
      queryClient.setQueryData(tripQuery(change.tripId).queryKey, shown);
    }
  } else {
    queryClient.removeQueries({ queryKey: tripQuery(change.tripId).queryKey });
  }
}

/** The user's kept trip writes, sent one at a time in the order made. */
async function sendWaiting(
  userId: string,
): Promise<{ sent: number; stopped: "done" | "later" | "sign-in" }> {
  let sent = 0;
  try {
    for (;;) {
      if (offlineState().userId !== userId || !navigator.onLine) return { sent, stopped: "done" };
      const next = nextToSend(await tripChangesOf(userId));
      if (!next) return { sent, stopped: "done" };
      let answer: TripDetail | null;
      try {
        answer = await send(next);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 401) return { sent, stopped: "sign-in" };
        const busy = error.status === 409 && error.message === IN_PROGRESS_MESSAGE;
        if (busy || error.status === 0 || error.status === 429 || error.status >= 500) {
          return { sent, stopped: "later" };
        }
        if (error.status === 404 && next.kind === "delete") {
          await taken(next, null);
          sent += 1;
          continue;
        }
        // A 404 names the trip, or one of the plan's places, gone elsewhere.
        // The server says it in the caller's language: English, or the language shown here.
        const tripGone = [TRIP_NOT_FOUND, sharedText(TRIP_NOT_FOUND)].includes(error.message);
        const problem =
          error.status === 404 && tripGone
            ? { kind: "deleted" as const, message: error.message }
            : {
                kind: "refused" as const,
                message: describeError(error, t`The server refused it.`, sharedText),
              };
        await putTripChange({ ...next, problem });
        await reload(userId);
        continue;
      }
      await taken(next, answer);
      sent += 1;
    }
  } finally {
    if (sent > 0) readAgain();
  }
}

/**
 * Lays the waiting writes over the trips already read (a trip page asks for its trip before
 * this queue has loaded). Laying a write twice leaves the same trip, so a trip that had them
 * already is unchanged.
 */
function showWaiting() {
  queryClient.setQueryData<TripSummary[]>(tripsQuery.queryKey, (list) =>
    list && waiting.length > 0 ? tripsWithWrites(list, waiting, today()) : list,
  );
  for (const id of new Set(waiting.map((change) => change.tripId))) {
    const key = tripQuery(id).queryKey;
    if (queryClient.getQueryData(key) === undefined) continue;
    const shown = tripWithWrites(id, queryClient.getQueryData(key), waiting);
    if (shown) queryClient.setQueryData(key, shown);
    else queryClient.removeQueries({ queryKey: key });
  }
}

sendAlso({
  load: async (userId) => {
    await reload(userId);
    showWaiting();
  },
  send: sendWaiting,
});

/**
 * The person has seen a refused trip write: it is dropped, with the later writes to the same
 * trip that built on it, and the trip is shown as the server holds it.
 */
export async function dropTripChange(seq: number) {
  const change = waiting.find((c) => c.seq === seq);
  if (!change) return;
  const sameTrip = waiting.filter(
    (c) => c.seq === seq || (c.seq > seq && c.tripId === change.tripId),
  );
  await dropTripChanges(sameTrip.map((c) => c.seq));
  await reload(change.userId);
  // A trip made here and refused is gone; any other is read again as the server holds it.
  if (change.tripId < 0) queryClient.removeQueries({ queryKey: tripQuery(change.tripId).queryKey });
  else void queryClient.invalidateQueries({ queryKey: tripQuery(change.tripId).queryKey });
  readAgain();
  await flush();
}

import type { InferRequestType } from "hono/client";
import {
  cachedPlaces,
  placeFromServer,
  placesQuery,
  serverAnswered,
} from "#client/entities/place/list-query.ts";
import { api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import type { Place, PlaceWriteResult } from "#shared/place.ts";
import { baseOf } from "#shared/place-conflicts.ts";
import type { VisitRecord } from "#shared/visit.ts";
import { applyChanges } from "./apply-changes.ts";
import type { ChangeKind, NewChange } from "./changes-db.ts";
import { offlineState } from "./offline-store.ts";
import { restoreBody, sendRestore } from "./restore.ts";
import { forget, keep } from "./sync.ts";

type NewPlaceFields = InferRequestType<typeof api.places.$post>["json"];
type PlaceChanges = InferRequestType<(typeof api.places)[":id"]["$patch"]>["json"];

/**
 * The shared schemas, which bring Zod (some 20 KB compressed), load with the first write rather
 * than with the home page; the service worker precaches them for writes made offline.
 */
const placeSchemas = () => import("#shared/place.ts");

/** A write's answer; `waiting` when it was kept on this device to be sent later. */
export type PlaceWriteOutcome = PlaceWriteResult & { waiting?: true };

/**
 * Whether a change must wait its turn: with no signal, when earlier changes still wait (they
 * go first, in order), or when it is to a place the server has not yet been given.
 */
function mustWait(placeId?: number) {
  const { changes } = offlineState();
  return !navigator.onLine || changes.length > 0 || (placeId !== undefined && placeId < 0);
}

// Places made offline get ids below zero until the server gives them theirs.
let lastTempId = 0;
const tempId = () => {
  lastTempId = Math.min(lastTempId - 1, -Date.now());
  return lastTempId;
};

/**
 * The fields a change sets as they were before it: the server's last answer with this
 * device's earlier waiting changes laid over it. Not the list on screen, which already shows
 * this very change. Undefined when the server has not been heard from about the place.
 */
function baseBefore(placeId: number, patch: Partial<Place>): Partial<Place> | undefined {
  const known = placeFromServer(placeId);
  if (!known) return undefined;
  const earlier = offlineState().changes.filter((change) => change.placeId === placeId);
  const [before] = applyChanges([known], earlier);
  return before ? baseOf(before, patch) : undefined;
}

/**
 * Sends a change at once when it can, with an Idempotency-Key; when it gets no answer (no
 * signal, or the answer lost on the way) it is kept with that same key and sent again later,
 * so it is done once either way. Signed out, or before the offline feature knows the user,
 * it is sent as before, unkept. `visit` names the visit a change to one is about.
 */
export async function sendOrKeep(
  kind: ChangeKind,
  placeId: number,
  body: unknown,
  patch: Partial<Place>,
  sendNow: (headers: Record<string, string>) => Promise<PlaceWriteResult | null>,
  visit: Pick<NewChange, "visitId" | "visit"> = {},
): Promise<{ answer: PlaceWriteResult | null; waiting: boolean }> {
  const { userId } = offlineState();
  const before = cachedPlaces().find((p) => p.id === placeId);
  const now = new Date().toISOString();
  const place: Place = { ...(before as Place), ...patch };
  const change: NewChange = {
    userId: userId ?? "",
    key: crypto.randomUUID(),
    kind,
    placeId,
    baseVersion: placeId < 0 || !before ? null : before.version,
    body,
    patch,
    base: baseBefore(placeId, patch),
    place,
    madeAt: now,
    ...visit,
  };
  if (!userId) return { answer: await sendNow({}), waiting: false };
  // A new place's own id is below zero, but nothing of it waits yet.
  if (!mustWait(kind === "create" ? undefined : placeId)) {
    try {
      const answer = await sendNow({ "idempotency-key": change.key });
      serverAnswered(answer?.id ?? placeId, answer);
      return { answer, waiting: false };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
  await keep(change);
  return { answer: kind === "delete" ? null : { ...place, newAchievements: [] }, waiting: true };
}

/** The answer, marked when it is this device's own until the change is sent. */
export function outcomeOf({
  answer,
  waiting,
}: {
  answer: PlaceWriteResult | null;
  waiting: boolean;
}) {
  const result = answer as PlaceWriteResult;
  return waiting ? { ...result, waiting: true as const } : result;
}

export async function createPlace(fields: NewPlaceFields): Promise<PlaceWriteOutcome> {
  const { createPlaceSchema, instantOf } = await placeSchemas();
  const parsed = createPlaceSchema.parse(fields);
  const now = new Date().toISOString();
  const id = tempId();
  const place: Place = {
    id,
    name: parsed.name,
    address: parsed.address,
    notes: parsed.notes,
    link: parsed.link,
    category: parsed.category,
    mood: parsed.mood,
    photoUrl: parsed.photoUrl ?? null,
    latitude: parsed.latitude ?? null,
    longitude: parsed.longitude ?? null,
    locationApproximate: parsed.locationApproximate && parsed.latitude !== null,
    visited: parsed.visited,
    // As the server records it: the day given (or none), else the moment it was added.
    visitedDate: !parsed.visited
      ? null
      : parsed.visitedDate === undefined
        ? now
        : parsed.visitedDate && instantOf(parsed.visitedDate),
    visitCount: parsed.visited ? 1 : 0,
    createdAt: now,
    updatedAt: now,
    // None yet: the server gives the place its first version when the change is sent.
    version: 0,
  };
  return outcomeOf(
    await sendOrKeep("create", id, fields, place, (headers) =>
      okJson(api.places.$post({ json: fields }, { headers })),
    ),
  );
}

export async function editPlace(id: number, fields: PlaceChanges): Promise<PlaceWriteOutcome> {
  const parsed = (await placeSchemas()).updatePlaceSchema.parse(fields);
  const patch: Partial<Place> = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (value !== undefined) Object.assign(patch, { [field]: value });
  }
  // As the server does: a location set or cleared by the person is no longer approximate.
  if (parsed.latitude !== undefined && parsed.locationApproximate === undefined) {
    patch.locationApproximate = false;
  }
  return outcomeOf(
    await sendOrKeep("edit", id, fields, patch, (headers) =>
      okJson(api.places[":id"].$patch({ param: { id: String(id) }, json: fields }, { headers })),
    ),
  );
}

export async function setVisit(
  id: number,
  visited: boolean,
  visitDate: string | null | undefined,
): Promise<PlaceWriteOutcome> {
  const body = { visited, visitDate };
  // Unvisited ends every visit; visited adds one unless that day has one, which the server knows.
  const patch = {
    visited,
    visitedDate: visited ? (visitDate ?? null) : null,
    ...(visited ? {} : { visitCount: 0 }),
  };
  return outcomeOf(
    await sendOrKeep("visit", id, body, patch, (headers) =>
      okJson(
        api.places[":id"]["visit-status"].$patch(
          { param: { id: String(id) }, json: body },
          { headers },
        ),
      ),
    ),
  );
}

/** Answers whether the delete waits to be sent. */
export async function deletePlace(id: number): Promise<{ waiting: boolean }> {
  if (id < 0) {
    // Never sent: the place and every change to it are simply forgotten.
    const { changes } = offlineState();
    await forget(changes.filter((c) => c.placeId === id).map((c) => c.seq));
    queryClient.setQueryData<Place[]>(placesQuery.queryKey, (list) =>
      list?.filter((p) => p.id !== id),
    );
    return { waiting: false };
  }
  const { waiting } = await sendOrKeep("delete", id, undefined, {}, async (headers) => {
    await api.places[":id"].$delete({ param: { id: String(id) } }, { headers });
    return null;
  });
  return { waiting };
}

/**
 * Adds a deleted place back as it was (Undo), `photo` its photo as a data URL: sent at once, or
 * kept like any change to be sent when it can. The server gives it a new id; the answer is
 * null when the list already holds the same place again, so nothing was added.
 */
export async function restorePlace(
  place: Place,
  photo: string | null,
  visits: readonly VisitRecord[] | null,
): Promise<PlaceWriteOutcome | null> {
  const body = restoreBody(place, photo, visits);
  const sent = await sendOrKeep("restore", place.id, body, place, (headers) =>
    sendRestore(api, body, headers),
  );
  return sent.answer && outcomeOf(sent);
}

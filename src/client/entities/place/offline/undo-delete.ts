import { cachedPlaces, placesQuery } from "#client/entities/place/list-query.ts";
import { api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Place } from "#shared/place.ts";
import type { VisitRecord } from "#shared/visit.ts";
import { changesOf } from "./changes-db.ts";
import { asDataUrl, keptPhoto } from "./kept-photo.ts";
import { offlineState } from "./offline-store.ts";
import { type PlaceWriteOutcome, restorePlace } from "./place-writes.ts";
import { forget, whileNotSending } from "./sync.ts";

const PHOTO_WAIT_MS = 5_000;

/** A place about to be deleted, kept whole so Undo can bring it back as it was. */
export type DeletedPlace = {
  place: Place;
  photo: string | null;
  /** Null when they could not be read (no signal): the latest visit's date makes one. */
  visits: VisitRecord[] | null;
};

/** The place's visits, newest first, or null when they cannot be read now. */
async function visitsOf(place: Place): Promise<VisitRecord[] | null> {
  // None to read: not visited, or made on this device and not sent yet.
  if (place.visitCount === 0 || place.id < 0) return [];
  try {
    const visits = await okJson(api.places[":id"].visits.$get({ param: { id: String(place.id) } }));
    return visits.map(({ date, note }) => ({ date, note }));
  } catch {
    return null;
  }
}

/**
 * The place's photo as a data URL: the stored photo itself (the service worker's copy when it
 * has one, else from the server), or, with neither, the thumbnail this browser kept.
 */
async function photoOf(photoUrl: string | null): Promise<string | null> {
  if (!photoUrl) return null;
  // A place made on this device and not yet sent still carries the photo chosen.
  if (photoUrl.startsWith("data:")) return photoUrl;
  try {
    // Not long: the delete waits for it.
    const response = await fetch(photoUrl, { signal: AbortSignal.timeout(PHOTO_WAIT_MS) });
    const dataUrl = response.ok ? await asDataUrl(await response.blob()) : null;
    if (dataUrl?.startsWith("data:image/")) return dataUrl;
  } catch {
    // No signal and no copy: the thumbnail, if this browser kept one.
  }
  const { userId } = offlineState();
  return userId ? ((await keptPhoto(userId, photoUrl))?.dataUrl ?? null) : null;
}

/** Everything of a place the list shows, read before it is deleted (its photo goes with it). */
export async function keepForUndo(id: number): Promise<DeletedPlace | null> {
  const place = cachedPlaces().find((p) => p.id === id);
  if (!place) return null;
  const [photo, visits] = await Promise.all([photoOf(place.photoUrl), visitsOf(place)]);
  return { place, photo, visits };
}

/**
 * Undoes a delete. A delete still waiting on this device is simply taken back, so the place
 * stays exactly as it is, id and all. One the server has done is undone by adding the place
 * back with every field it had (restorePlace), under a new id. Answers the place as now
 * shown; null when the list held the same place again already, and is fetched anew.
 */
export async function undoDelete({
  place,
  photo,
  visits,
}: DeletedPlace): Promise<PlaceWriteOutcome | null> {
  const { userId } = offlineState();
  const takenBack =
    userId !== null &&
    (await whileNotSending(userId, async () => {
      const waiting = (await changesOf(userId)).filter(
        (change) => change.kind === "delete" && change.placeId === place.id,
      );
      if (waiting.length > 0) await forget(waiting.map((change) => change.seq));
      return waiting.length > 0;
    }));
  if (takenBack) return { ...place, newAchievements: [] };
  const restored = await restorePlace(place, photo, visits);
  if (!restored) await queryClient.invalidateQueries({ queryKey: placesQuery.queryKey });
  return restored;
}

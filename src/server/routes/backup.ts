import { Hono } from "hono";
import { type BackupFile, backupFileName, backupHeader, toBackupPlace } from "#shared/backup.ts";
import { photoIdOf } from "#shared/photo-path.ts";
import type { Db } from "../db/index.ts";
import { photoQueries } from "../db/queries/photos.ts";
import { visitQueries } from "../db/queries/visits.ts";
import { timeSlices } from "../http/account-concurrency.ts";
import { jsonDownload, photoDataUrl } from "../http/json-download.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { placesPerVersion } from "./place-list.ts";

/**
 * Places as a backup holds them: each stored photo becomes a data URL, losing nothing. Made in
 * slices with breaks between: the socket takes a backup as fast as it is made, so without them
 * the whole file (photos and all) would be made in one go while every other request waited.
 */
export async function* withPhotos<T extends { photoUrl: string | null }>(
  db: Db,
  places: readonly T[],
  ownerOf: (place: T) => string,
): AsyncGenerator<T> {
  const photos = photoQueries(db);
  const breathe = timeSlices();
  for (const place of places) {
    await breathe();
    const photoId = photoIdOf(place.photoUrl);
    const photo = photoId === null ? undefined : await photos.find(ownerOf(place), photoId, "full");
    yield { ...place, photoUrl: photo ? photoDataUrl(photo.bytes) : null };
  }
}

/** GET /api/backup: the signed-in user's whole list as a backup file, photos included. */
export function backupRoutes(db: Db) {
  const listOf = placesPerVersion(db);
  return new Hono<SignedInEnv>().use(requireUser).get("/", async (c) => {
    const userId = c.var.user.id;
    const now = new Date();
    const list = await listOf(userId);
    const visits = await visitQueries(db).byPlace(userId);
    const inBackupOrder = list.map((place) => toBackupPlace(place, visits.get(place.id)));
    return jsonDownload<BackupFile, "places">(
      c,
      backupFileName(now),
      backupHeader(list.length, now),
      {
        places: withPhotos(db, inBackupOrder, () => userId),
      },
    );
  });
}

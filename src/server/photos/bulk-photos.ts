import pLimit from "p-limit";
import { text } from "#shared/i18n/text.ts";
import type { BulkPlace } from "#shared/place.ts";
import type { NewPlace } from "../db/queries/places.ts";
import { ApiError, payloadTooLarge } from "../http/errors.ts";
import { encodePhoto, photoHash, readPhotoDataUrl } from "./encode-photo.ts";

/** Which of these photo hashes are of photos we issued to the user. */
export type IssuedAmong = (hashes: string[]) => Promise<ReadonlySet<string>>;

// sharp works on libuv's pool; more photos at once would only queue there and hold memory.
const PHOTOS_AT_ONCE = 2;
/**
 * What one bulk request's photos may decode between them: 200 restored photos of our own
 * 1600 px size fit easily; a thousand tiny files that each unpack to 50 megapixels do not.
 */
const BULK_PIXEL_BUDGET = 400_000_000;

/** A bad photo, reported by its place's index. */
function photoFailed(error: unknown, index: number): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(
    error.status,
    error.code,
    text("Place {number}: {problem}", { number: index + 1, problem: error.message }),
    [{ field: `places.${index}.photoUrl`, message: error.message }],
  );
}

/**
 * Encodes the photos of an import or restore, a few at a time, once their headers show they
 * fit the request's pixel budget. The first bad photo fails the request and the rest are
 * skipped. Answers each encoded photo by its place's index in the request.
 */
export async function encodeBulkPhotos(
  places: readonly (BulkPlace & { index: number })[],
  issuedAmong: IssuedAmong,
): Promise<Map<number, NewPlace["photo"]>> {
  const read: { index: number; bytes: Buffer }[] = [];
  let pixels = 0;
  for (const place of places) {
    if (!place.photoUrl) continue;
    const photo = await readPhotoDataUrl(place.photoUrl).catch((error) => {
      throw photoFailed(error, place.index);
    });
    read.push({ index: place.index, bytes: photo.bytes });
    pixels += photo.pixels;
  }
  if (pixels > BULK_PIXEL_BUDGET) {
    throw payloadTooLarge(text("These photos are too large to add at once: send fewer at a time."));
  }
  const issued = await issuedAmong(read.map((photo) => photoHash(photo.bytes)));
  const photos = new Map<number, NewPlace["photo"]>();
  let failure: unknown;
  await pLimit(PHOTOS_AT_ONCE).map(read, async (photo) => {
    if (failure) return;
    try {
      photos.set(photo.index, await encodePhoto(photo.bytes, issued));
    } catch (error) {
      failure ??= photoFailed(error, photo.index);
    }
  });
  if (failure) throw failure;
  return photos;
}

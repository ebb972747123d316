import { Hono } from "hono";
import { ERROR_CODES } from "#shared/api-error.ts";
import {
  type BulkCreateResult,
  type BulkPlace,
  bulkCreateSchema,
  createPlaceSchema,
  duplicateKey,
  instantOf,
  type SkippedPlace,
  updatePlaceSchema,
  visitStatusSchema,
} from "#shared/place.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { Db } from "../db/index.ts";
import { photoQueries } from "../db/queries/photos.ts";
import {
  ListFullError,
  type NewPlace,
  type PhotoChange,
  placeQueries,
} from "../db/queries/places.ts";
import { ApiError, notFound, payloadTooLarge, validationFailed } from "../http/errors.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { idParam, readBody } from "../http/validate.ts";
import {
  encodePhoto,
  encodePhotoDataUrl,
  photoHash,
  readPhotoDataUrl,
} from "../photos/encode-photo.ts";
import { placeListRoute } from "./place-list.ts";

const DUPLICATE = "This place is already in your list!";
const NOT_FOUND = "Place not found";

function duplicate() {
  return new ApiError(409, ERROR_CODES.conflict, DUPLICATE);
}

/** Re-throws a unique violation as the API's 409. */
function rethrowDuplicate(error: unknown): never {
  throw isUniqueViolation(error) ? duplicate() : error;
}

const photoMustBeNew = () =>
  validationFailed([
    { field: "photoUrl", message: "Send a new photo as an image data URL, or null to remove it" },
  ]);

/** Which of these photo hashes are of photos we issued to the user. */
type IssuedAmong = (hashes: string[]) => Promise<ReadonlySet<string>>;

/**
 * What `photoUrl` asks for: a data URL is a new photo, null removes it, omitting it (or sending
 * back the place's current photoUrl) keeps it.
 */
async function photoChange(
  photoUrl: string | null | undefined,
  current: string | null,
  issuedAmong: IssuedAmong,
) {
  if (photoUrl === undefined || photoUrl === null) return photoUrl;
  if (photoUrl.startsWith("data:")) return encodePhotoDataUrl(photoUrl, issuedAmong);
  if (photoUrl === current) return undefined;
  throw photoMustBeNew();
}

const listFull = (places: number) =>
  validationFailed(
    [{ field: "places", message: `A list holds at most ${PLACE_LIMITS.perUser} places` }],
    places > 0
      ? `Your list is full: it holds at most ${PLACE_LIMITS.perUser} places, and there is room for ${Math.max(PLACE_LIMITS.perUser - places, 0)} more.`
      : `Your list is full: it holds at most ${PLACE_LIMITS.perUser} places.`,
  );

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
  return new ApiError(error.status, error.code, `Place ${index + 1}: ${error.message}`, [
    { field: `places.${index}.photoUrl`, message: error.message },
  ]);
}

/**
 * Encodes the places' photos, a few at a time, once their headers show they fit the request's
 * pixel budget. The first bad photo stops the rest.
 */
async function encodePhotos(
  places: readonly (BulkPlace & { index: number })[],
  issuedAmong: IssuedAmong,
) {
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
    throw payloadTooLarge("These photos are too large to add at once: send fewer at a time.");
  }
  const issued = await issuedAmong(read.map((photo) => photoHash(photo.bytes)));
  const photos = new Map<number, NewPlace["photo"]>();
  let failed = false;
  const worker = async () => {
    for (let photo = read.shift(); photo && !failed; photo = read.shift()) {
      try {
        photos.set(photo.index, await encodePhoto(photo.bytes, issued));
      } catch (error) {
        failed = true;
        throw photoFailed(error, photo.index);
      }
    }
  };
  await Promise.all(Array.from({ length: PHOTOS_AT_ONCE }, worker));
  return photos;
}

/**
 * Splits a bulk request into the places to add and those skipped as duplicates, of the list
 * already kept or of an earlier place in the same request.
 */
function sortOutDuplicates(places: readonly BulkPlace[], kept: Set<string>) {
  const seen = new Set<string>();
  const fresh: (BulkPlace & { index: number })[] = [];
  const skipped: SkippedPlace[] = [];
  places.forEach((place, index) => {
    const key = duplicateKey(place);
    if (kept.has(key)) skipped.push({ index, name: place.name, reason: "already-in-list" });
    else if (seen.has(key))
      skipped.push({ index, name: place.name, reason: "repeated-in-request" });
    else fresh.push({ ...place, index });
    seen.add(key);
  });
  return { fresh, skipped };
}

/** The signed-in user's places. Another user's id answers 404, like a missing one. */
export function placeRoutes(db: Db) {
  const places = placeQueries(db);
  const { issuedAmong } = photoQueries(db);
  const issuedTo = (userId: string) => (hashes: string[]) => issuedAmong(userId, hashes);
  return (
    new Hono<SignedInEnv>()
      .use(requireUser)
      .get("/", placeListRoute(db))
      .post("/", async (c) => {
        const input = await readBody(c, createPlaceSchema);
        const userId = c.var.user.id;
        const photo = await photoChange(input.photoUrl, null, issuedTo(userId));
        const place = await places
          .create(userId, input, photo ?? undefined, PLACE_LIMITS.perUser)
          .catch((error) => {
            throw error instanceof ListFullError ? listFull(0) : rethrowDuplicate(error);
          });
        return c.json(place, 201);
      })
      // Import and restore: one request, one transaction, all or nothing.
      .post("/bulk", async (c) => {
        const input = await readBody(c, bulkCreateSchema);
        const userId = c.var.user.id;
        const keys = input.places.map(duplicateKey);
        const { fresh, skipped } = sortOutDuplicates(
          input.places,
          await places.existingKeys(userId, keys),
        );
        const count = await places.count(userId);
        if (count + fresh.length > PLACE_LIMITS.perUser) throw listFull(count);
        const photos = await encodePhotos(fresh, issuedTo(userId));
        // Written last first: the list shows newest first, so places added at the same moment
        // then read in the order they were sent.
        const { added, newAchievements } = await places
          .createMany(
            userId,
            fresh.toReversed().map(({ index, photoUrl: _photo, ...place }) => ({
              ...place,
              photo: photos.get(index) ?? null,
            })),
            PLACE_LIMITS.perUser,
          )
          .catch((error) => {
            throw error instanceof ListFullError ? listFull(error.count) : error;
          });
        for (const place of fresh) {
          // Only a write racing this one can take a key between the check and the insert.
          if (!added.has(duplicateKey(place))) {
            skipped.push({ index: place.index, name: place.name, reason: "already-in-list" });
          }
        }
        skipped.sort((a, b) => a.index - b.index);
        return c.json(
          { added: added.size, skipped, newAchievements } satisfies BulkCreateResult,
          201,
        );
      })
      .patch("/:id", async (c) => {
        const id = idParam(c);
        const patch = await readBody(c, updatePlaceSchema);
        let photo: PhotoChange;
        if (patch.photoUrl !== undefined) {
          // Look first, so another user's id is a 404 before any photo work is done.
          const current = await places.find(c.var.user.id, id);
          if (!current) throw notFound(NOT_FOUND);
          photo = await photoChange(patch.photoUrl, current.photoUrl, issuedTo(c.var.user.id));
        }
        const place = await places.update(c.var.user.id, id, patch, photo).catch(rethrowDuplicate);
        if (!place) throw notFound(NOT_FOUND);
        return c.json(place);
      })
      .patch("/:id/visit-status", async (c) => {
        const id = idParam(c);
        const { visited, visitDate } = await readBody(c, visitStatusSchema);
        const visitedDate = visitDate ? instantOf(visitDate) : null;
        const place = await places.setVisited(c.var.user.id, id, visited, visitedDate);
        if (!place) throw notFound(NOT_FOUND);
        return c.json(place);
      })
      .delete("/:id", async (c) => {
        if (!(await places.remove(c.var.user.id, idParam(c)))) throw notFound(NOT_FOUND);
        return c.body(null, 204);
      })
  );
}

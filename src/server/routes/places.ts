import { Hono } from "hono";
import { duplicateKey, PlaceMatcher } from "#shared/duplicate-place.ts";
import { text } from "#shared/i18n/text.ts";
import {
  type BulkCreateResult,
  type BulkPlace,
  bulkCreateSchema,
  createPlaceSchema,
  instantOf,
  type PlaceWriteResult,
  type SkippedPlace,
  updatePlaceSchema,
  visitStatusSchema,
} from "#shared/place.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import type { Db } from "../db/index.ts";
import { photoQueries } from "../db/queries/photos.ts";
import {
  DuplicatePlaceError,
  type KeptPlace,
  ListFullError,
  StaleWriteError,
} from "../db/queries/place-write-checks.ts";
import { type PhotoChange, placeQueries } from "../db/queries/places.ts";
import { conflict, notFound, validationFailed } from "../http/errors.ts";
import { changedSince, expectedVersion, rethrowStale } from "../http/if-match.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { idParam, jsonBody } from "../http/validate.ts";
import { encodeBulkPhotos, type IssuedAmong } from "../photos/bulk-photos.ts";
import { encodePhotoDataUrl } from "../photos/encode-photo.ts";
import { type PlaceListStore, placeListRoute } from "./place-list.ts";

const DUPLICATE = text("This place is already in your list!");
const NOT_FOUND = text("Place not found");
const placeId = idParam(NOT_FOUND);

/** Re-throws a place the list already holds as the API's 409. */
function rethrowDuplicate(error: unknown): never {
  throw error instanceof DuplicatePlaceError ? conflict(DUPLICATE) : error;
}

const photoMustBeNew = () =>
  validationFailed([
    {
      field: "photoUrl",
      message: text("Send a new photo as an image data URL, or null to remove it"),
    },
  ]);

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
    [
      {
        field: "places",
        message: text("A list holds at most {max} places", { max: PLACE_LIMITS.perUser }),
      },
    ],
    places > 0
      ? text(
          "Your list is full: it holds at most {max} places, and there is room for {room} more.",
          { max: PLACE_LIMITS.perUser, room: Math.max(PLACE_LIMITS.perUser - places, 0) },
        )
      : text("Your list is full: it holds at most {max} places.", { max: PLACE_LIMITS.perUser }),
  );

/**
 * Splits a bulk request into the places to add and those skipped as the same place
 * (shared/duplicate-place.ts) as one the list holds, or else as an earlier place of the
 * request that is added.
 */
function sortOutDuplicates(places: readonly BulkPlace[], kept: PlaceMatcher<KeptPlace>) {
  const fresh: (BulkPlace & { index: number })[] = [];
  const added = new PlaceMatcher<BulkPlace>();
  const skipped: SkippedPlace[] = [];
  places.forEach((place, index) => {
    if (kept.find(place)) skipped.push({ index, name: place.name, reason: "already-in-list" });
    else if (added.find(place))
      skipped.push({ index, name: place.name, reason: "repeated-in-request" });
    else {
      fresh.push({ ...place, index });
      added.add(place);
    }
  });
  return { fresh, skipped };
}

/** The signed-in user's places. Another user's id answers 404, like a missing one. */
export function placeRoutes(db: Db, lists: PlaceListStore) {
  const places = placeQueries(db);
  const { issuedAmong } = photoQueries(db);
  const issuedTo = (userId: string) => (hashes: string[]) => issuedAmong(userId, hashes);
  return (
    new Hono<SignedInEnv>()
      .use(requireUser)
      .get("/", placeListRoute(lists))
      .post("/", jsonBody(createPlaceSchema), async (c) => {
        const input = c.req.valid("json");
        const userId = c.var.user.id;
        const photo = await photoChange(input.photoUrl, null, issuedTo(userId));
        const place = await places
          .create(userId, input, photo ?? undefined, PLACE_LIMITS.perUser)
          .catch((error) => {
            throw error instanceof ListFullError ? listFull(0) : rethrowDuplicate(error);
          });
        return c.json(place satisfies PlaceWriteResult, 201);
      })
      // Import and restore: one request, one transaction, all or nothing.
      .post("/bulk", jsonBody(bulkCreateSchema), async (c) => {
        const input = c.req.valid("json");
        const userId = c.var.user.id;
        const { fresh, skipped } = sortOutDuplicates(
          input.places,
          await places.placesWithKeys(userId, input.places.map(duplicateKey)),
        );
        const count = await places.count(userId);
        if (count + fresh.length > PLACE_LIMITS.perUser) throw listFull(count);
        const photos = await encodeBulkPhotos(fresh, issuedTo(userId));
        // Written last first: the list shows newest first, so places added at the same moment
        // then read in the order they were sent.
        const written = fresh.toReversed();
        const { added, newAchievements } = await places
          .createMany(
            userId,
            written.map(({ index, photoUrl: _photo, ...place }) => ({
              ...place,
              photo: photos.get(index) ?? null,
            })),
            PLACE_LIMITS.perUser,
          )
          .catch((error) => {
            throw error instanceof ListFullError ? listFull(error.count) : error;
          });
        written.forEach((place, i) => {
          // Only a write racing this one can add the same place between the look and the write.
          if (!added[i]) {
            skipped.push({ index: place.index, name: place.name, reason: "already-in-list" });
          }
        });
        skipped.sort((a, b) => a.index - b.index);
        return c.json(
          {
            added: added.filter(Boolean).length,
            skipped,
            newAchievements,
          } satisfies BulkCreateResult,
          201,
        );
      })
      .patch("/:id", placeId, jsonBody(updatePlaceSchema), async (c) => {
        const { id } = c.req.valid("param");
        const patch = c.req.valid("json");
        const expected = expectedVersion(c.req.header("if-match"));
        let photo: PhotoChange;
        if (patch.photoUrl !== undefined) {
          // Look first, so another user's id is a 404 before any photo work is done.
          const current = await places.find(c.var.user.id, id);
          if (!current) throw notFound(NOT_FOUND);
          photo = await photoChange(patch.photoUrl, current.photoUrl, issuedTo(c.var.user.id));
        }
        const place = await places
          .update(c.var.user.id, id, patch, photo, expected)
          .catch((error) => {
            throw error instanceof StaleWriteError ? changedSince() : rethrowDuplicate(error);
          });
        if (!place) throw notFound(NOT_FOUND);
        return c.json(place satisfies PlaceWriteResult);
      })
      .patch("/:id/visit-status", placeId, jsonBody(visitStatusSchema), async (c) => {
        const { id } = c.req.valid("param");
        const { visited, visitDate } = c.req.valid("json");
        const visitedDate = visitDate ? instantOf(visitDate) : null;
        const expected = expectedVersion(c.req.header("if-match"));
        const place = await places
          .setVisited(c.var.user.id, id, visited, visitedDate, expected)
          .catch(rethrowStale);
        if (!place) throw notFound(NOT_FOUND);
        return c.json(place satisfies PlaceWriteResult);
      })
      .delete("/:id", placeId, async (c) => {
        const { id } = c.req.valid("param");
        const expected = expectedVersion(c.req.header("if-match"));
        const removed = await places.remove(c.var.user.id, id, expected).catch(rethrowStale);
        if (!removed) throw notFound(NOT_FOUND);
        return c.body(null, 204);
      })
  );
}

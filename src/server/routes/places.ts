import { Hono } from "hono";
import { ERROR_CODES } from "../../shared/api-error.ts";
import { createPlaceSchema, updatePlaceSchema, visitStatusSchema } from "../../shared/place.ts";
import { PLACE_LIMITS } from "../../shared/place-limits.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { Db } from "../db/index.ts";
import { type PhotoChange, placeQueries } from "../db/queries/places.ts";
import { ApiError, notFound, validationFailed } from "../http/errors.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { idParam, readBody } from "../http/validate.ts";
import { encodePhotoDataUrl } from "../photos/encode-photo.ts";

const DUPLICATE = "This place is already in your list!";
const NOT_FOUND = "Place not found";

function duplicate() {
  return new ApiError(409, ERROR_CODES.conflict, DUPLICATE);
}

/** Re-throws a unique violation as the spec's 409. */
function rethrowDuplicate(error: unknown): never {
  throw isUniqueViolation(error) ? duplicate() : error;
}

const photoMustBeNew = () =>
  validationFailed([
    { field: "photoUrl", message: "Send a new photo as an image data URL, or null to remove it" },
  ]);

/**
 * What `photoUrl` asks for: a data URL is a new photo, null removes it, omitting it (or sending
 * back the place's current photoUrl) keeps it.
 */
async function photoChange(photoUrl: string | null | undefined, current: string | null) {
  if (photoUrl === undefined || photoUrl === null) return photoUrl;
  if (photoUrl.startsWith("data:")) return encodePhotoDataUrl(photoUrl);
  if (photoUrl === current) return undefined;
  throw photoMustBeNew();
}

/** The signed-in user's places (spec §7). Another user's id answers 404, like a missing one. */
export function placeRoutes(db: Db) {
  const places = placeQueries(db);
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json(await places.list(c.var.user.id)))
    .post("/", async (c) => {
      const input = await readBody(c, createPlaceSchema);
      const userId = c.var.user.id;
      if ((await places.count(userId)) >= PLACE_LIMITS.perUser) {
        throw validationFailed(
          [{ field: "places", message: `A list holds at most ${PLACE_LIMITS.perUser} places` }],
          `Your list is full: it holds at most ${PLACE_LIMITS.perUser} places.`,
        );
      }
      const photo = await photoChange(input.photoUrl, null);
      const place = await places.create(userId, input, photo ?? undefined).catch(rethrowDuplicate);
      return c.json(place, 201);
    })
    .patch("/:id", async (c) => {
      const id = idParam(c);
      const patch = await readBody(c, updatePlaceSchema);
      let photo: PhotoChange;
      if (patch.photoUrl !== undefined) {
        // Look first, so another user's id is a 404 before any photo work is done.
        const current = await places.find(c.var.user.id, id);
        if (!current) throw notFound(NOT_FOUND);
        photo = await photoChange(patch.photoUrl, current.photoUrl);
      }
      const place = await places.update(c.var.user.id, id, patch, photo).catch(rethrowDuplicate);
      if (!place) throw notFound(NOT_FOUND);
      return c.json(place);
    })
    .patch("/:id/visit-status", async (c) => {
      const id = idParam(c);
      const { visited, visitDate } = await readBody(c, visitStatusSchema);
      // A bare date is a day, not an instant: noon UTC keeps it the same day across the UK's
      // and most other zones when shown.
      const visitedDate = visitDate
        ? new Date(visitDate.length === 10 ? `${visitDate}T12:00:00Z` : visitDate).toISOString()
        : null;
      const place = await places.setVisited(c.var.user.id, id, visited, visitedDate);
      if (!place) throw notFound(NOT_FOUND);
      return c.json(place);
    })
    .delete("/:id", async (c) => {
      if (!(await places.remove(c.var.user.id, idParam(c)))) throw notFound(NOT_FOUND);
      return c.body(null, 204);
    });
}

import { type Context, Hono } from "hono";
import { text } from "#shared/i18n/text.ts";
import type { Db } from "../db/index.ts";
import { type PhotoVariant, photoQueries } from "../db/queries/photos.ts";
import type { adminCheck } from "../http/admin.ts";
import { notFound } from "../http/errors.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { idParam } from "../http/validate.ts";

const NOT_FOUND = text("Photo not found");
const photoId = idParam(NOT_FOUND);

/**
 * A photo's bytes never change under its id (a replacement gets a new id), so the owner's
 * browser may keep it for a year; `private` keeps it out of shared caches, and `Vary` keeps
 * it from the next person who signs in on the same browser (sign-out clears the cache too).
 */
const CACHE_CONTROL = "private, max-age=31536000, immutable";
const VARY = "Cookie, Authorization";

/**
 * GET /api/photos/{id} and /api/photos/{id}/thumbnail: to the photo's owner, and to an admin
 * looking at a user's places.
 */
export function photoRoutes(db: Db, isAdmin: ReturnType<typeof adminCheck>) {
  const photos = photoQueries(db);
  const serve = async (c: Context<SignedInEnv>, id: number, variant: PhotoVariant) => {
    // The admin check costs a query, so only a photo that is not the caller's pays for it.
    const photo =
      (await photos.find(c.var.user.id, id, variant)) ??
      ((await isAdmin(c.var.user)) ? await photos.findForAdmin(id, variant) : undefined);
    if (!photo) throw notFound(NOT_FOUND);
    const headers = { etag: photo.etag, "cache-control": CACHE_CONTROL, vary: VARY };
    if (c.req.header("if-none-match") === photo.etag) return c.body(null, 304, headers);
    return c.body(photo.bytes, 200, { ...headers, "content-type": "image/webp" });
  };
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/:id", photoId, (c) => serve(c, c.req.valid("param").id, "full"))
    .get("/:id/thumbnail", photoId, (c) => serve(c, c.req.valid("param").id, "thumbnail"));
}

import { createHash } from "node:crypto";
import type { Context, TypedResponse } from "hono";
import type { Place } from "#shared/place.ts";
import type { Db } from "../db/index.ts";
import { placeListVersionQuery } from "../db/queries/place-list-version.ts";
import { placeQueries } from "../db/queries/places.ts";
import type { SignedInEnv } from "../http/session.ts";

/**
 * How much answer text the list cache keeps, across users (UTF-8 bytes). A list of 5,000
 * places with short notes is about 1.3 MB; the least recently asked-for lists go first.
 */
export const PLACE_LIST_CACHE_BYTES = 32 * 1024 * 1024;

/** The answer as bytes: sent as they are, with no encoding or copying per request. */
type Answer = { version: number; body: Uint8Array<ArrayBuffer>; etag: string };

/** Whether If-None-Match names this entity tag (weak comparison, as RFC 9110 §13.1.2 asks). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * GET /api/places: the caller's places, newest first, with an ETag (304 to a matching
 * If-None-Match). The answer text is kept per user and list version, so asking again for an
 * unchanged list costs one primary-key lookup: no list query, no serialising. The version
 * goes up in every write's own transaction (a trigger), so any app process on the same
 * database sees a change at once. The version is read before the list, so a kept answer is
 * never older than the version it is kept under (at worst newer, which only costs a refetch).
 * The ETag is a hash of the answer itself: it matches only the very same list.
 */
export function placeListRoute(db: Db, { maxBytes = PLACE_LIST_CACHE_BYTES } = {}) {
  const versionOf = placeListVersionQuery(db);
  const places = placeQueries(db);
  // A Map iterates in insertion order: re-inserting on use makes the first entry the oldest.
  const kept = new Map<string, Answer>();
  let keptBytes = 0;
  // One list query per user and version at a time, however many ask at once.
  const loading = new Map<string, Promise<Answer>>();

  const keep = (userId: string, answer: Answer) => {
    const old = kept.get(userId);
    if (old) {
      kept.delete(userId);
      keptBytes -= old.body.byteLength;
    }
    if (answer.body.byteLength > maxBytes) return;
    kept.set(userId, answer);
    keptBytes += answer.body.byteLength;
    for (const [oldest, entry] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= entry.body.byteLength;
    }
  };

  const load = async (userId: string, version: number): Promise<Answer> => {
    const body = new TextEncoder().encode(JSON.stringify(await places.list(userId)));
    const etag = `"${createHash("sha256").update(body).digest("base64url")}"`;
    return { version, body, etag };
  };

  const current = async (userId: string): Promise<Answer> => {
    const version = await versionOf(userId);
    const hit = kept.get(userId);
    if (hit?.version === version) {
      kept.delete(userId);
      kept.set(userId, hit);
      return hit;
    }
    const key = `${version} ${userId}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = load(userId, version).finally(() => loading.delete(key));
      loading.set(key, pending);
      keep(userId, await pending);
    }
    return pending;
  };

  return async (c: Context<SignedInEnv>) => {
    const answer = await current(c.var.user.id);
    if (matches(c.req.header("if-none-match"), answer.etag)) {
      return c.body(null, 304, { etag: answer.etag });
    }
    const sent: Response = c.body(answer.body, 200, {
      etag: answer.etag,
      "content-type": "application/json",
    });
    // Sent as the kept bytes of JSON.stringify(Place[]): this names their type for AppType.
    return sent as Response & TypedResponse<Place[], 200, "json">;
  };
}

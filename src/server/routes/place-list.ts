import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Context, TypedResponse } from "hono";
import { type AnswerEncoding, chooseEncoding } from "#shared/accept-encoding.ts";
import type { Place } from "#shared/place.ts";
import type { Db } from "../db/index.ts";
import { placeListVersionQuery } from "../db/queries/place-list-version.ts";
import { placeQueries } from "../db/queries/places.ts";
import { compressed } from "../http/compress.ts";
import type { SignedInEnv } from "../http/session.ts";

/**
 * How much answer text the list cache keeps, across users (UTF-8 bytes). A list of 5,000
 * places with short notes is about 1.3 MB; the least recently asked-for lists go first.
 */
export const PLACE_LIST_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Below this, an answer is sent plain: compressing a short list saves little and costs a
 * round of work on each new version.
 */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The answer as bytes, sent as they are with no work per request; its compressed copies are
 * made on first demand and kept with it. The list holds no secret and reflects nothing a third
 * party chose, so compressing it cannot leak one (BREACH); answers that carry a secret (the
 * CSRF token, Better Auth's) are never compressed.
 */
type Answer = {
  version: number;
  body: Uint8Array<ArrayBuffer>;
  /** A hash of the plain answer, quoted; an encoded copy's tag adds "-br" or "-gzip". */
  etag: string;
  encoded: Partial<Record<AnswerEncoding, Uint8Array<ArrayBuffer>>>;
};

/** Each encoding's own tag, as a representation of its own must have (RFC 9110 §8.8.3). */
const taggedFor = (etag: string, encoding: AnswerEncoding | null) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

/**
 * Whether If-None-Match names this answer, in any of its encodings (weak comparison, as RFC
 * 9110 §13.1.2 asks): the list is the same whichever copy the client kept.
 */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = new Set([etag, taggedFor(etag, "br"), taggedFor(etag, "gzip")]);
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || tags.has(trimmed.replace(/^W\//, ""));
  });
}

/**
 * The caller's places as the answer text of GET /api/places, kept per user and list version:
 * asking again for an unchanged list costs one primary-key lookup, with no list query and no
 * serialising. The version goes up in every write's own transaction (a trigger), so any app
 * process on the same database sees a change at once. The version is read before the list, so
 * a kept answer is never older than the version it is kept under (at worst newer, which only
 * costs a refetch). The signed-in home's page reads the same answers (http/home-page.ts), so
 * the list it asks for next is already kept.
 */
export function placeListStore(db: Db, { maxBytes = PLACE_LIST_CACHE_BYTES } = {}) {
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
      keptBytes -= sizeOf(old);
    }
    if (answer.body.byteLength > maxBytes) return;
    kept.set(userId, answer);
    keptBytes += sizeOf(answer);
    for (const [oldest, entry] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= sizeOf(entry);
    }
  };

  /** The answer's bytes in `encoding`, compressed once and kept (and counted) with it. */
  const encodedBody = (userId: string, answer: Answer, encoding: AnswerEncoding) => {
    const done = answer.encoded[encoding];
    if (done) return done;
    const made = compressed(answer.body, encoding);
    answer.encoded[encoding] = made;
    if (kept.get(userId) === answer) keptBytes += made.byteLength;
    return made;
  };

  const sizeOf = (answer: Answer) =>
    answer.body.byteLength +
    Object.values(answer.encoded).reduce((sum, bytes) => sum + bytes.byteLength, 0);

  const load = async (userId: string, version: number): Promise<Answer> => {
    const list = await places.list(userId);
    // Reading and writing out 5,000 places are each a long step: others' requests go between.
    await nextTurn();
    const body = new TextEncoder().encode(JSON.stringify(list));
    const etag = `"${createHash("sha256").update(body).digest("base64url")}"`;
    return { version, body, etag, encoded: {} };
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

  return { current, encodedBody };
}

export type PlaceListStore = ReturnType<typeof placeListStore>;

/**
 * GET /api/places: the caller's places, newest first, with an ETag (304 to a matching
 * If-None-Match). The ETag is a hash of the answer itself: it matches only the very same list.
 */
export function placeListRoute({ current, encodedBody }: PlaceListStore) {
  return async (c: Context<SignedInEnv>) => {
    const userId = c.var.user.id;
    const answer = await current(userId);
    const encoding =
      answer.body.byteLength >= COMPRESS_FROM_BYTES
        ? chooseEncoding(c.req.header("accept-encoding"))
        : null;
    const etag = taggedFor(answer.etag, encoding);
    // Caches must keep each encoding apart.
    const vary = "accept-encoding";
    if (matches(c.req.header("if-none-match"), answer.etag)) {
      return c.body(null, 304, { etag, vary });
    }
    const headers: Record<string, string> = { etag, vary, "content-type": "application/json" };
    if (encoding) headers["content-encoding"] = encoding;
    const body = encoding ? encodedBody(userId, answer, encoding) : answer.body;
    const sent: Response = c.body(body, 200, headers);
    // Sent as the kept bytes of JSON.stringify(Place[]): this names their type for AppType.
    return sent as Response & TypedResponse<Place[], 200, "json">;
  };
}

/** How many places the lists kept for the downloads hold at most, across users. */
export const KEPT_LIST_PLACES = 20_000;

const keptLists = new WeakMap<Db, (userId: string) => Promise<Place[]>>();

/**
 * The caller's places as the downloads read them (the exports, the backup, the account's
 * export): kept per user and list version, like the list's answer above, so a burst of them
 * reads the list once, not once each. On SQLite a list of 5,000 places is a query of tens of
 * ms on the one thread every request shares. One per database, shared by the routes; the
 * least recently read lists go first. The list is shared: callers must not change it.
 */
export function placesPerVersion(db: Db): (userId: string) => Promise<Place[]> {
  const made = keptLists.get(db);
  if (made) return made;
  const versionOf = placeListVersionQuery(db);
  const places = placeQueries(db);
  const kept = new Map<string, { version: number; list: Promise<Place[]>; size: number }>();
  let keptPlaces = 0;
  const read = async (userId: string): Promise<Place[]> => {
    const version = await versionOf(userId);
    let entry = kept.get(userId);
    if (entry?.version !== version) {
      if (entry) keptPlaces -= entry.size;
      entry = { version, list: places.list(userId), size: 0 };
    }
    // A Map iterates in insertion order: re-inserting on use makes the first entry the oldest.
    kept.delete(userId);
    kept.set(userId, entry);
    const mine = entry;
    const list = await mine.list.catch((error: unknown) => {
      if (kept.get(userId) === mine) kept.delete(userId);
      throw error;
    });
    if (kept.get(userId) === mine && mine.size !== list.length) {
      keptPlaces += list.length - mine.size;
      mine.size = list.length;
    }
    for (const [oldest, { size }] of kept) {
      if (keptPlaces <= KEPT_LIST_PLACES) break;
      kept.delete(oldest);
      keptPlaces -= size;
    }
    return list;
  };
  keptLists.set(db, read);
  return read;
}

import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { type Kysely, sql } from "kysely";
import { ApiError, ERROR_CODES } from "#shared/api-error.ts";
import { text } from "#shared/i18n/text.ts";
import { IDEMPOTENCY_KEY_PATTERN, IN_PROGRESS_MESSAGE } from "#shared/idempotency.ts";
import { inTransaction, oneStatement } from "../db/group-commit.ts";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { errorResponse, validationFailed } from "./errors.ts";
import type { AppEnv } from "./session.ts";

/** How long an answer is kept for a repeat of its request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A first request still unanswered after this long is taken to have died with its process:
 * a repeat then runs again rather than wait for an answer that will never come.
 */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;
/**
 * The most answers one account keeps, and their most bytes, newest first: a repeat comes soon
 * after its first (the web app sends its offline changes as soon as it is back online), so the
 * oldest answers are the least likely to be asked for again. 200 covers a long day's changes
 * made offline; 1 MB covers several of the largest answers (a bulk create of 1,000 places
 * answers about 160 KB) while a thousand busy accounts keep no more than a gigabyte.
 */
export const IDEMPOTENCY_KEPT_ANSWERS = 200;
export const IDEMPOTENCY_KEPT_BYTES = 1024 * 1024;
// Expired keys are swept at most this often per process, by whichever request comes first.
const SWEEP_EVERY_MS = 60 * 1000;

const WRITES = new Set(["POST", "PATCH", "PUT", "DELETE"]);

const stillRunning = () => new ApiError(409, ERROR_CODES.conflict, IN_PROGRESS_MESSAGE);
const reusedKey = () =>
  new ApiError(
    422,
    ERROR_CODES.idempotencyKeyReused,
    text("This Idempotency-Key was already used for a different request."),
  );

const fingerprintOf = (method: string, path: string, body: string) =>
  createHash("sha256").update(`${method} ${path}\n${body}`).digest("base64url");

/** Deletes the answers kept longer than a day. */
export async function forgetExpiredKeys(db: Db, nowMs: number) {
  const cutoff = new Date(nowMs - IDEMPOTENCY_KEY_TTL_MS).toISOString();
  await db.deleteFrom("idempotencyKey").where("createdAt", "<", cutoff).execute();
}

/** The user's place-list version (migrations/0007): every change to a place raises it. */
async function listVersion(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom("placeListVersion")
    .select("version")
    .where("userId", "=", userId)
    .executeTakeFirst();
  return String(row?.version ?? 0);
}

/**
 * Drops the user's oldest answers beyond IDEMPOTENCY_KEPT_ANSWERS or IDEMPOTENCY_KEPT_BYTES.
 * The newest answer stays whatever its size: its request changed something, and a repeat of it
 * must not be done again.
 */
export async function keepWithinBounds(db: Kysely<Database>, userId: string) {
  // Counted in the database, newest first, so only the answers to drop come back (usually
  // none), not every answer the user keeps: this runs with every kept answer.
  const newestFirst = sql`over (order by "createdAt" desc, "key")`;
  const dropped = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("idempotencyKey")
        .select([
          "key",
          sql<number>`row_number() ${newestFirst}`.as("position"),
          sql<number>`sum(coalesce(octet_length("body"), 0)) ${newestFirst}`.as("bytes"),
        ])
        .where("userId", "=", userId)
        .where("status", "is not", null)
        .as("kept"),
    )
    .select("key")
    .where("position", ">", 1)
    .where((eb) =>
      eb.or([
        eb("position", ">", IDEMPOTENCY_KEPT_ANSWERS),
        eb("bytes", ">", IDEMPOTENCY_KEPT_BYTES),
      ]),
    )
    .execute();
  for (let at = 0; at < dropped.length; at += 500) {
    await db
      .deleteFrom("idempotencyKey")
      .where("userId", "=", userId)
      .where(
        "key",
        "in",
        dropped.slice(at, at + 500).map((row) => row.key),
      )
      .execute();
  }
}

/**
 * Writes sent with an `Idempotency-Key` header are done once: the answer is kept a day under
 * the caller's account and the key, and a repeat of the same request (same method, path and
 * body) gets that answer again, with `Idempotent-Replayed: true`, writing nothing. The web
 * app's changes made offline carry a key each, so a change whose answer was lost on a bad
 * connection can be sent again safely. The same key with another request answers 422; a
 * repeat while the first is still running answers 409 with `Retry-After: 1`.
 *
 * An answer is kept only when its request changed the caller's places (their list version
 * moved on while it ran): a request that changed nothing (a refusal, say, or a bulk create of
 * places already in the list) keeps nothing, so a flood of them cannot fill the table, and a
 * repeat of it simply runs again, which is harmless since the first changed nothing. A 5xx or
 * 429 keeps nothing either, so the change can be tried again. Each account keeps at most
 * IDEMPOTENCY_KEPT_ANSWERS answers and IDEMPOTENCY_KEPT_BYTES of them, the oldest dropped
 * first.
 *
 * The key is claimed before the write and the answer stored after it, so a process that dies
 * in between leaves a claim that a repeat takes over after IDEMPOTENCY_LEASE_MS: the write
 * then runs again, and its own checks (the place's version, the duplicate rule) refuse it
 * rather than apply it twice.
 */
export function idempotency(
  db: Db,
  {
    now = () => Date.now(),
    keeps = "place-changes",
  }: {
    now?: () => number;
    /**
     * Which answers are kept: those of requests that changed the caller's places (their list
     * version moved), or every success, for writes whose every success changes something
     * (each write to a trip does, and moves its `updatedAt` at the least).
     */
    keeps?: "place-changes" | "successes";
  } = {},
) {
  let lastSweep = 0;
  const sweep = async () => {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    await forgetExpiredKeys(db, lastSweep);
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header("idempotency-key");
    const user = c.var.user;
    // Without a user the route answers 401 itself, and there is no one to keep an answer for.
    if (key === undefined || !user || !WRITES.has(c.req.method)) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw validationFailed([
        {
          field: "Idempotency-Key",
          message: text("Send 1 to 128 letters, digits, '-', '_', '.' or ':'"),
        },
      ]);
    }
    await sweep();
    const fingerprint = fingerprintOf(c.req.method, c.req.path, await c.req.text());
    const userId = user.id;
    const createdAt = new Date(now()).toISOString();
    // Its writes share the commits of the place writes around them (db/group-commit.ts).
    const claimed = await oneStatement(db, (trx) =>
      trx
        .insertInto("idempotencyKey")
        .values({ userId, key, fingerprint, createdAt })
        .onConflict((conflict) => conflict.columns(["userId", "key"]).doNothing())
        .returning("key")
        .executeTakeFirst(),
    );

    if (!claimed) {
      const kept = await db
        .selectFrom("idempotencyKey")
        .selectAll()
        .where("userId", "=", userId)
        .where("key", "=", key)
        .executeTakeFirst();
      // Swept between the two statements: rare enough to ask for a retry.
      if (!kept) return errorResponse(stillRunning(), { "retry-after": "1" });
      if (kept.fingerprint !== fingerprint) throw reusedKey();
      if (kept.status === null) {
        const leaseOver = new Date(now() - IDEMPOTENCY_LEASE_MS).toISOString();
        const takenOver = await db
          .updateTable("idempotencyKey")
          .set({ createdAt })
          .where("userId", "=", userId)
          .where("key", "=", key)
          .where("status", "is", null)
          .where("createdAt", "<", leaseOver)
          .executeTakeFirst();
        if (Number(takenOver.numUpdatedRows) === 0) {
          return errorResponse(stillRunning(), { "retry-after": "1" });
        }
      } else {
        const headers: Record<string, string> = { "idempotent-replayed": "true" };
        if (kept.contentType) headers["content-type"] = kept.contentType;
        return new Response(kept.status === 204 ? null : kept.body, {
          status: kept.status,
          headers,
        });
      }
    }

    // Read after the claim, so a change this request makes can only come after it.
    const versionBefore = keeps === "successes" ? "" : await listVersion(db, userId);
    await next();
    const { status } = c.res;
    // Another write of the user's at the same time moves the version too: the answer is then
    // kept though this request may have changed nothing, which is safe. The version never
    // goes back, so a request that did change something is never taken for one that did not.
    const changedNothing =
      keeps === "successes" ? status >= 300 : (await listVersion(db, userId)) === versionBefore;
    if (status >= 500 || status === 429 || changedNothing) {
      // Only our own claim, still unanswered: one taken over after its lease is another
      // request's. A repeat that came while this one ran was answered 409, and now runs.
      await oneStatement(db, (trx) =>
        trx
          .deleteFrom("idempotencyKey")
          .where("userId", "=", userId)
          .where("key", "=", key)
          .where("status", "is", null)
          .where("createdAt", "=", createdAt)
          .execute(),
      );
      return;
    }
    const body = await c.res.clone().text();
    const contentType = c.res.headers.get("content-type");
    await inTransaction(db, async (trx) => {
      await trx
        .updateTable("idempotencyKey")
        .set({ status, contentType, body })
        .where("userId", "=", userId)
        .where("key", "=", key)
        .execute();
      await keepWithinBounds(trx, userId);
    });
  });
}

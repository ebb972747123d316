import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/index.ts";
import { errorResponse, tooManyRequests } from "./errors.ts";

/**
 * A limit on how often an account may do one thing: at most `max` in each window of
 * `windowSeconds`, counted in the database (Better Auth's `rateLimit` table, where the sign-in
 * limits live) so that it holds across several app processes. The key names the action and the
 * account (`trip-share:<user id>`), never an address, so it cannot meet Better Auth's own keys
 * (an address and a path). `lastRequest` holds the start of the current window, in ms.
 *
 * One statement counts and reads the count, so two requests at once can never both take the
 * last turn.
 */
export function accountRateLimit(
  db: Db,
  action: string,
  {
    max,
    windowSeconds,
    message,
  }: { max: number; windowSeconds: number /** The 429's sentence. */; message: string },
) {
  const windowMs = windowSeconds * 1000;
  return {
    /** Counts one more; answers the 429 to send when it is over the limit, else undefined. */
    async take(userId: string, nowMs = Date.now()): Promise<Response | undefined> {
      const key = `${action}:${userId}`;
      const windowOver = nowMs - windowMs;
      const row = await db
        .insertInto("rateLimit")
        .values({ id: randomUUID(), key, count: 1, lastRequest: nowMs })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            count: sql<number>`case when "rateLimit"."lastRequest" <= ${windowOver} then 1 else "rateLimit"."count" + 1 end`,
            lastRequest: sql<number>`case when "rateLimit"."lastRequest" <= ${windowOver} then cast(${nowMs} as bigint) else "rateLimit"."lastRequest" end`,
          }),
        )
        .returning(["count", "lastRequest"])
        .executeTakeFirstOrThrow();
      if (row.count <= max) return undefined;
      const retryAfter = Math.max(
        1,
        Math.ceil((Number(row.lastRequest) + windowMs - nowMs) / 1000),
      );
      return errorResponse(tooManyRequests(message), { "retry-after": String(retryAfter) });
    },
  };
}

import type { Db } from "../index.ts";
import { type Param, prepared } from "../prepared.ts";

/**
 * The version of a user's list of places: it goes up, in the same transaction, with every
 * change to those places (migrations/0007-place-list-version.ts); 0 before the first. One
 * primary-key lookup.
 */
export function placeListVersionQuery(db: Db) {
  const byUser = prepared(db, (param: Param<{ userId: string }>) =>
    db.selectFrom("placeListVersion").select("version").where("userId", "=", param("userId")),
  );
  return async (userId: string): Promise<number> =>
    Number((await byUser.first({ userId }))?.version ?? 0);
}

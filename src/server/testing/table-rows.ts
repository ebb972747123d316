import type { Db } from "../db/index.ts";

/**
 * Every row of the app's tables (photo bytes aside), in a stable order: taken before and after
 * a request, it shows what the request changed. Callers leave out what a refused request may
 * still touch (a failed sign-in writes the audit log; reading may refresh a session).
 */
export async function tableRows(db: Db) {
  const [
    user,
    session,
    account,
    place,
    photo,
    issuedPhoto,
    achievement,
    adminGrant,
    auditLog,
    idempotencyKey,
    trip,
    tripStop,
    tripShare,
  ] = await Promise.all([
    db.selectFrom("user").selectAll().orderBy("id").execute(),
    db.selectFrom("session").selectAll().orderBy("id").execute(),
    db.selectFrom("account").selectAll().orderBy("id").execute(),
    db.selectFrom("place").selectAll().orderBy("id").execute(),
    db.selectFrom("photo").select(["id", "userId", "etag", "createdAt"]).orderBy("id").execute(),
    db.selectFrom("issuedPhoto").selectAll().orderBy("userId").orderBy("hash").execute(),
    db.selectFrom("achievement").selectAll().orderBy("userId").orderBy("achievementId").execute(),
    db.selectFrom("adminGrant").selectAll().orderBy("userId").execute(),
    db.selectFrom("auditLog").selectAll().orderBy("id").execute(),
    db.selectFrom("idempotencyKey").selectAll().orderBy("userId").orderBy("key").execute(),
    db.selectFrom("trip").selectAll().orderBy("id").execute(),
    db.selectFrom("tripStop").selectAll().orderBy("id").execute(),
    db.selectFrom("tripShare").selectAll().orderBy("tripId").execute(),
  ]);
  return {
    user,
    session,
    account,
    place,
    photo,
    issuedPhoto,
    achievement,
    adminGrant,
    auditLog,
    idempotencyKey,
    trip,
    tripStop,
    tripShare,
  };
}

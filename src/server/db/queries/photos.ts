import type { Db } from "../index.ts";

export type PhotoVariant = "full" | "thumbnail";

const HASHES_A_QUERY = 500;

/** Reading stored photos. Like places, every query names the owner, but for the admin's one. */
export function photoQueries(db: Db) {
  const read = async (id: number, variant: PhotoVariant, ownerId?: string) => {
    const row = await db
      .selectFrom("photo")
      .select([variant, "etag"])
      .where("id", "=", id)
      .$if(ownerId !== undefined, (query) => query.where("userId", "=", ownerId as string))
      .executeTakeFirst();
    // Both drivers hand back a Buffer over a plain (never shared) ArrayBuffer.
    const bytes = row?.[variant] as Uint8Array<ArrayBuffer> | undefined;
    return row && bytes && { bytes, etag: `"${row.etag}-${variant}"` };
  };
  return {
    /** The photo, if it is this user's. */
    find: (userId: string, id: number, variant: PhotoVariant) => read(id, variant, userId),
    /** Anyone's photo: only for an admin, which the caller must have checked. */
    findForAdmin: (id: number, variant: PhotoVariant) => read(id, variant),
    /** Which of these hashes are of photos we encoded for this user (photos/encode-photo.ts). */
    async issuedAmong(userId: string, hashes: readonly string[]): Promise<Set<string>> {
      const issued = new Set<string>();
      // A bulk restore may carry thousands: a few hundred parameters a query.
      for (let i = 0; i < hashes.length; i += HASHES_A_QUERY) {
        const rows = await db
          .selectFrom("issuedPhoto")
          .select("hash")
          .where("userId", "=", userId)
          .where("hash", "in", hashes.slice(i, i + HASHES_A_QUERY))
          .execute();
        for (const row of rows) issued.add(row.hash);
      }
      return issued;
    },
  };
}

import type { Db } from "../index.ts";

export type PhotoVariant = "full" | "thumbnail";

/** Reading stored photos. Like places, every query names the owner. */
export function photoQueries(db: Db) {
  return {
    /** The owner's photo; with `userId` null, anyone's (for an admin, checked by the caller). */
    async find(userId: string | null, id: number, variant: PhotoVariant) {
      const row = await db
        .selectFrom("photo")
        .select([variant, "etag"])
        .$if(userId !== null, (query) => query.where("userId", "=", userId as string))
        .where("id", "=", id)
        .executeTakeFirst();
      // Both drivers hand back a Buffer over a plain (never shared) ArrayBuffer.
      const bytes = row?.[variant] as Uint8Array<ArrayBuffer> | undefined;
      return row && bytes && { bytes, etag: `"${row.etag}-${variant}"` };
    },
  };
}

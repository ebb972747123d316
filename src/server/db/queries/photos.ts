import type { Db } from "../index.ts";

export type PhotoVariant = "full" | "thumbnail";

/** Reading stored photos. Like places, every query names the owner. */
export function photoQueries(db: Db) {
  return {
    async find(userId: string, id: number, variant: PhotoVariant) {
      const row = await db
        .selectFrom("photo")
        .select([variant, "etag"])
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      // Both drivers hand back a Buffer over a plain (never shared) ArrayBuffer.
      const bytes = row?.[variant] as Uint8Array<ArrayBuffer> | undefined;
      return row && bytes && { bytes, etag: `"${row.etag}-${variant}"` };
    },
  };
}

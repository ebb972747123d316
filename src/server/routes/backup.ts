import { Hono } from "hono";
import { type BackupPlace, backupFileName, backupHeader } from "../../shared/backup.ts";
import { type Place, photoIdOf } from "../../shared/place.ts";
import type { Db } from "../db/index.ts";
import { photoQueries } from "../db/queries/photos.ts";
import { placeQueries } from "../db/queries/places.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";

/**
 * The backup file's text, a place at a time: a list with photos can run to hundreds of
 * megabytes, and only one photo is held in memory at once.
 */
async function* backupChunks(db: Db, userId: string, places: Place[], now: Date) {
  const photos = photoQueries(db);
  const header = JSON.stringify(backupHeader(places.length, now), null, 2);
  yield `${header.slice(0, -2)},\n  "places": [`;
  for (const [index, place] of places.entries()) {
    const photoId = photoIdOf(place.photoUrl);
    const photo = photoId === null ? undefined : await photos.find(userId, photoId, "full");
    const entry: BackupPlace = {
      id: place.id,
      name: place.name,
      address: place.address,
      notes: place.notes,
      category: place.category,
      mood: place.mood,
      visited: place.visited,
      visitedDate: place.visitedDate,
      createdAt: place.createdAt,
      photoUrl: photo
        ? `data:image/webp;base64,${Buffer.from(photo.bytes).toString("base64")}`
        : null,
    };
    const indented = JSON.stringify(entry, null, 2).replaceAll("\n", "\n    ");
    yield `${index === 0 ? "" : ","}\n    ${indented}`;
  }
  yield places.length === 0 ? "]\n}\n" : "\n  ]\n}\n";
}

/** GET /api/backup: the signed-in user's whole list as spec §3's backup file, photos included. */
export function backupRoutes(db: Db) {
  const places = placeQueries(db);
  return new Hono<SignedInEnv>().use(requireUser).get("/", async (c) => {
    const userId = c.var.user.id;
    const now = new Date();
    const list = await places.list(userId);
    const encoder = new TextEncoder();
    const chunks = backupChunks(db, userId, list, now);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    });
    return c.body(body, 200, {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${backupFileName(now)}"`,
      "cache-control": "no-store",
    });
  });
}

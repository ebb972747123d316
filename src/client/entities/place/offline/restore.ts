import type { InferRequestType } from "hono/client";
import type { api } from "#client/lib/api-client.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Place, PlaceWriteResult } from "#shared/place.ts";
import type { VisitRecord } from "#shared/visit.ts";

/** POST /api/places/bulk's body: the one a restore sends carries a single place. */
export type RestoreBody = InferRequestType<typeof api.places.bulk.$post>["json"];
type RestoredPlace = RestoreBody["places"][number];

/**
 * A deleted place as a restore sends it back: every field the place had, its date added and
 * visits included, and its photo as a data URL (the server deleted the stored one with the
 * place, and keeps the bytes of a photo it made as they are).
 */
export function restoreBody(
  place: Place,
  photo: string | null,
  visits: readonly VisitRecord[] | null = null,
): RestoreBody {
  return {
    places: [
      {
        name: place.name,
        address: place.address,
        notes: place.notes,
        link: place.link,
        // The server's own values, from its lists: a place holds no other.
        category: place.category as RestoredPlace["category"],
        mood: place.mood as RestoredPlace["mood"],
        photoUrl: photo,
        latitude: place.latitude,
        longitude: place.longitude,
        locationApproximate: place.locationApproximate,
        visited: place.visited,
        visitedDate: place.visited ? place.visitedDate : null,
        // Every visit, when they could be read before the delete; else the latest one's date
        // makes one.
        ...(place.visited && visits && visits.length > 0 && { visits: [...visits] }),
        createdAt: place.createdAt,
      },
    ],
  };
}

/**
 * Sends a deleted place back through the bulk add, the one write that keeps a place's date
 * added, and answers it as the server now holds it (a new id), found in the list by its name
 * and date added. Null when the list already held the same place, so nothing was added.
 */
export async function sendRestore(
  client: typeof api,
  body: RestoreBody,
  headers: Record<string, string>,
): Promise<PlaceWriteResult | null> {
  const { added, newAchievements } = await okJson(
    client.places.bulk.$post({ json: body }, { headers }),
  );
  if (added === 0) return null;
  const [sent] = body.places;
  const list = await okJson(client.places.$get());
  const found = list
    .filter((p) => p.name === sent?.name && p.createdAt === sent?.createdAt)
    .sort((a, b) => b.id - a.id)[0];
  return found ? { ...found, newAchievements } : null;
}

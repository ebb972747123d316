import type { Selectable } from "kysely";
import { photoPath } from "#shared/photo-path.ts";
import type { Place } from "#shared/place.ts";
import type { PlaceTable } from "../schema.ts";
import { iso } from "../timestamps.ts";

/** The columns a place is answered from, and how. */
export const placeColumns = [
  "id",
  "name",
  "address",
  "notes",
  "link",
  "category",
  "mood",
  "visited",
  "visitedDate",
  "photoId",
  "latitude",
  "longitude",
  "locationApproximate",
  "visitCount",
  "version",
  "createdAt",
  "updatedAt",
] as const;

type PlaceRow = Pick<Selectable<PlaceTable>, (typeof placeColumns)[number]>;

export function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    notes: row.notes,
    link: row.link,
    category: row.category,
    mood: row.mood,
    photoUrl: row.photoId === null ? null : photoPath(row.photoId),
    latitude: row.latitude,
    longitude: row.longitude,
    locationApproximate: Boolean(row.locationApproximate),
    visited: Boolean(row.visited),
    visitedDate: row.visitedDate === null ? null : iso(row.visitedDate),
    visitCount: row.visitCount,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

import { z } from "zod";
import { CATEGORIES, MOOD_NAMES } from "./catalog.ts";
import { PLACE_LIMITS } from "./place-limits.ts";

/** The path a stored photo is served at; `photoUrl` in every answer is one of these. */
export const photoPath = (id: number) => `/api/photos/${id}`;
const PHOTO_PATH = /^\/api\/photos\/\d+$/;

/**
 * A new photo as an image data URL (spec §3), null to remove it, or the place's current
 * photoUrl to keep it (so a client may send back the place it read). Omitted: kept. Whether the
 * bytes really are an image, and their size, is checked on the server where they are decoded.
 */
const photoUrl = z
  .string()
  .refine((value) => /^data:image\/[\w.+-]+;base64,/.test(value) || PHOTO_PATH.test(value), {
    message: "The photo must be an image (JPG, PNG, WebP, GIF or AVIF)",
  })
  .nullable()
  .optional();

/** Trims, and turns an empty or whitespace-only value into null (spec §5). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const name = z
  .string({ error: "Place Name is required" })
  .trim()
  .min(1, "Place Name is required")
  .max(PLACE_LIMITS.name, `Use at most ${PLACE_LIMITS.name} characters`);

const category = z
  .enum(CATEGORIES, { error: `Choose one of: ${CATEGORIES.join(", ")}` })
  .nullish()
  .transform((value) => value ?? null);

const mood = z
  .enum(MOOD_NAMES, { error: `Choose one of: ${MOOD_NAMES.join(", ")}` })
  .nullish()
  .transform((value) => value ?? null);

/** A calendar date or ISO date-time, not later than today (UTC, with a day's grace for zones). */
export const visitDateSchema = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .refine((value) => new Date(value).getTime() <= Date.now() + 24 * 60 * 60 * 1000, {
    message: "The visit date cannot be later than today",
  });

/** POST /api/places. Unknown keys (userId, id…) are dropped. */
export const createPlaceSchema = z.object({
  name,
  address: optionalText(PLACE_LIMITS.address),
  notes: optionalText(PLACE_LIMITS.notes),
  category,
  mood,
  photoUrl,
  visited: z.boolean().optional().default(false),
});
export type CreatePlaceInput = z.infer<typeof createPlaceSchema>;

/** PATCH /api/places/{id}: any subset; an omitted field is left as it is. */
export const updatePlaceSchema = z.object({
  name: name.optional(),
  address: optionalText(PLACE_LIMITS.address).optional(),
  notes: optionalText(PLACE_LIMITS.notes).optional(),
  category: category.optional(),
  mood: mood.optional(),
  photoUrl,
});
export type UpdatePlaceInput = z.infer<typeof updatePlaceSchema>;

/** PATCH /api/places/{id}/visit-status. */
export const visitStatusSchema = z.object({
  visited: z.boolean({ error: "visited must be true or false" }),
  visitDate: visitDateSchema.nullish(),
});

/** A place as the API answers it (spec §3). */
export type Place = {
  id: number;
  name: string;
  address: string | null;
  notes: string | null;
  category: string | null;
  mood: string | null;
  photoUrl: string | null;
  visited: boolean;
  visitedDate: string | null;
  createdAt: string;
};

/** Two places are the same when their trimmed, case-folded name and address match. */
export function duplicateKey(place: { name: string; address: string | null }): string {
  const fold = (value: string | null) => (value ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  return `${fold(place.name)}\n${fold(place.address)}`;
}

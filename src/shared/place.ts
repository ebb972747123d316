import { z } from "zod";
import type { EarnedByWrite } from "./achievement-input.ts";
import { instantOfCalendarDate, isCalendarDate, LATEST_DAY_AHEAD_MS } from "./calendar-date.ts";
import { CATEGORIES, MOOD_NAMES } from "./catalog.ts";
import { EARLIEST_DATE, NO_NUL, optionalText } from "./field-rules.ts";
import { bothOrNeither, locationChangeFields, newLocationFields } from "./geo/location-schemas.ts";
import { text } from "./i18n/text.ts";
import { PHOTO_PATH } from "./photo-path.ts";
import { PLACE_LIMITS } from "./place-limits.ts";
import { isWebLink, LINK_MESSAGES } from "./place-link.ts";
import { visitRecordsSchema } from "./visit.ts";

/**
 * A new photo as an image data URL, null to remove it, or the place's current
 * photoUrl to keep it (so a client may send back the place it read). Omitted: kept. Whether the
 * bytes really are an image, and their size, is checked on the server where they are decoded.
 */
const photoUrl = z
  .string()
  .refine((value) => /^data:image\/[\w.+-]+;base64,/.test(value) || PHOTO_PATH.test(value), {
    message: text("The photo must be an image (JPG, PNG, WebP, GIF or AVIF)"),
  })
  .nullable()
  .optional();

const name = z
  .string({ error: text("Place Name is required") })
  .refine(...NO_NUL)
  .trim()
  .min(1, text("Place Name is required"))
  .max(PLACE_LIMITS.name, text("Use at most {max} characters", { max: PLACE_LIMITS.name }));

/**
 * A web address to find the place again (place-link.ts): https:// or http:// only, since the
 * place page opens it. Trimmed; empty or null clears it.
 */
const link = z
  .string({ error: text("Must be text") })
  .trim()
  .max(PLACE_LIMITS.link, LINK_MESSAGES.long)
  .refine((value) => value === "" || isWebLink(value), { message: LINK_MESSAGES.web })
  .nullish()
  .transform((value) => (value ? value : null));

const category = z
  .enum(CATEGORIES, { error: text("Choose one of: {choices}", { choices: CATEGORIES.join(", ") }) })
  .nullish()
  .transform((value) => value ?? null);

const mood = z
  .enum(MOOD_NAMES, { error: text("Choose one of: {choices}", { choices: MOOD_NAMES.join(", ") }) })
  .nullish()
  .transform((value) => value ?? null);

/** The stored instant's time, as `instantOf` would store it; NaN (refused) when unreadable. */
const timeOf = (value: string) =>
  Date.parse(isCalendarDate(value) ? instantOfCalendarDate(value) : value);

/**
 * A calendar date or ISO date-time from 1900 up to today. "Today" is the latest anywhere: a
 * day that has begun in some zone (its noon UTC within LATEST_DAY_AHEAD_MS of now), so a
 * traveller ahead of UTC may record theirs.
 */
const pastDate = (message: string) =>
  z.iso
    .datetime({ offset: true })
    .or(z.iso.date())
    .refine((value) => timeOf(value) <= Date.now() + LATEST_DAY_AHEAD_MS, { message })
    .refine((value) => timeOf(value) >= EARLIEST_DATE, {
      message: text("Use a date from 1900 onwards"),
    });

export const visitDateSchema = pastDate("The visit date cannot be later than today");

/**
 * The instant stored for a date or date-time. A bare date is a day, not an instant: it is
 * stored as `instantOfCalendarDate` makes it (noon UTC), the very value the web app sends for
 * a day picked in its date input, and read back as that day by `calendarDateOf` everywhere.
 */
export function instantOf(dateOrDateTime: string): string {
  return isCalendarDate(dateOrDateTime)
    ? instantOfCalendarDate(dateOrDateTime)
    : new Date(dateOrDateTime).toISOString();
}

/**
 * Whether a place's location was found from a town or postcode its name or address gives
 * (an import's look-up), not set from coordinates: the place page says so. Kept only with a
 * location; a change of location that does not say otherwise makes it exact.
 */
const locationApproximate = z.boolean({ error: text("locationApproximate must be true or false") });

const newPlaceFields = {
  name,
  address: optionalText(PLACE_LIMITS.address),
  notes: optionalText(PLACE_LIMITS.notes),
  link,
  category,
  mood,
  photoUrl,
  ...newLocationFields,
  locationApproximate: locationApproximate.optional().default(false),
  visited: z.boolean().optional().default(false),
};

/**
 * POST /api/places. Unknown keys (userId, id…) are dropped. `visitedDate` is kept for a visited
 * place (a place added back as it was; null for a visit with no date); omitted, a visited
 * place is visited now.
 */
export const createPlaceSchema = z
  .object({ ...newPlaceFields, visitedDate: visitDateSchema.nullish() })
  .superRefine(bothOrNeither);
export type CreatePlaceInput = z.infer<typeof createPlaceSchema>;

/** PATCH /api/places/{id}: any subset; an omitted field is left as it is. */
export const updatePlaceSchema = z
  .object({
    name: name.optional(),
    address: optionalText(PLACE_LIMITS.address).optional(),
    notes: optionalText(PLACE_LIMITS.notes).optional(),
    link: link.optional(),
    category: category.optional(),
    mood: mood.optional(),
    photoUrl,
    /**
     * Corrects the day of the latest visit (of a place not visited: adds its first visit on
     * that day). Adding a visit on another day is POST .../visits or the visit-status call.
     * Null changes nothing, so a client may send back the place it read.
     */
    visitedDate: visitDateSchema.nullish().transform((value) => value ?? undefined),
    ...locationChangeFields,
    locationApproximate: locationApproximate.optional(),
  })
  .superRefine(bothOrNeither);
export type UpdatePlaceInput = z.infer<typeof updatePlaceSchema>;

/** PATCH /api/places/{id}/visit-status. */
export const visitStatusSchema = z.object({
  visited: z.boolean({ error: text("visited must be true or false") }),
  visitDate: visitDateSchema.nullish(),
});

/** The most places one `POST /api/places/bulk` may carry. */
export const BULK_MAX_PLACES = 1000;

/**
 * One place in a bulk create (import, restore). Like a new place, but a restore keeps the
 * place's history: when it was added and when it was visited. The photo, if any, is a data URL.
 */
export const bulkPlaceSchema = z
  .object({
    ...newPlaceFields,
    photoUrl: z
      .string()
      .regex(/^data:image\/[\w.+-]+;base64,/, text("The photo must be an image data URL"))
      .nullish()
      .transform((value) => value ?? null),
    visitedDate: visitDateSchema.nullish().transform((value) => value ?? null),
    /**
     * A restore's visits, newest first. Left out, a visited place gets one visit, on its
     * `visitedDate`; given, they decide `visited` and `visitedDate`.
     */
    visits: visitRecordsSchema.optional(),
    createdAt: pastDate("The date added cannot be in the future")
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine(bothOrNeither);
export type BulkPlaceInput = z.input<typeof bulkPlaceSchema>;
export type BulkPlace = z.output<typeof bulkPlaceSchema>;

/** POST /api/places/bulk: up to BULK_MAX_PLACES places, written in one transaction. */
export const bulkCreateSchema = z.object({
  places: z
    .array(bulkPlaceSchema)
    .min(1, text("Send at least one place"))
    .max(BULK_MAX_PLACES, text("Send at most {max} places at a time", { max: BULK_MAX_PLACES })),
});

/** Why a place of a bulk create was not added. `index` counts from 0 in the list sent. */
export type SkippedPlace = {
  index: number;
  name: string;
  reason: "already-in-list" | "repeated-in-request";
};

/** The answer to POST /api/places/bulk. */
export type BulkCreateResult = { added: number; skipped: SkippedPlace[] } & EarnedByWrite;

/** A place as the API answers it (docs/product.md#places). */
export type Place = {
  id: number;
  name: string;
  address: string | null;
  notes: string | null;
  /** A web address (https or http) to find the place again, such as its Google Maps link. */
  link: string | null;
  category: string | null;
  mood: string | null;
  photoUrl: string | null;
  /** WGS84 decimal degrees; both or neither. */
  latitude: number | null;
  longitude: number | null;
  /**
   * The location was found from a town or postcode in the place's name or address, on import,
   * not given as coordinates; always false for a place without a location.
   */
  locationApproximate: boolean;
  visited: boolean;
  /** The latest visit's day (docs/product.md#visits); null when not visited, or undated. */
  visitedDate: string | null;
  /** How many visits the place has: 0 for a place to visit. */
  visitCount: number;
  createdAt: string;
  /** When the place last changed. */
  updatedAt: string;
  /**
   * Rises by one with each change of the place. A write may name it in `If-Match` to be
   * refused (412) if the place has changed since, as the web app's offline changes do.
   */
  version: number;
};

/**
 * The answer to a write of one place (POST /api/places, PATCH /api/places/{id} and its
 * visit-status): the place as it now is, and the badges the write earned.
 */
export type PlaceWriteResult = Place & EarnedByWrite;

import { z } from "zod";
import { text } from "../i18n/text.ts";
import { positionSchema } from "./location-schemas.ts";

/** What a geocoder result is: how it was found. */
export const GEOCODE_KINDS = [
  "town",
  "landmark",
  "grid-reference",
  "coordinates",
  "postcode",
  "online",
] as const;
export type GeocodeKind = (typeof GEOCODE_KINDS)[number];

export type GeocodeResult = {
  label: string;
  latitude: number;
  longitude: number;
  kind: GeocodeKind;
};

/** The answer to GET /api/geocode: an empty list means nothing was found. */
export type GeocodeAnswer = { results: GeocodeResult[]; notice?: string };

/** The most results one search answers. */
export const GEOCODE_MAX_RESULTS = 8;

/**
 * The longest search, and the longest name in a batch, in characters once trimmed. Longer text
 * is refused with a 400 naming the field, not cut short: no place is called anything so long,
 * and the geocoder then never reads more than this.
 */
export const GEOCODE_TEXT_MAX_LENGTH = 200;
const TOO_LONG = `Use at most ${GEOCODE_TEXT_MAX_LENGTH} characters`;

/** GET /api/geocode?q=TEXT. */
export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: text("Type something to search for") })
    .trim()
    .min(1, text("Type something to search for"))
    .max(GEOCODE_TEXT_MAX_LENGTH, TOO_LONG),
});

/** The most names one POST /api/geocode/batch looks up: an import's worth. */
export const GEOCODE_BATCH_MAX_NAMES = 1000;

/** POST /api/geocode/batch: places' names, looked up each on its own. */
export const geocodeBatchSchema = z.object({
  names: z
    .array(
      z
        .string({ error: text("Each name must be text") })
        .trim()
        .min(1, text("A name cannot be empty"))
        .max(GEOCODE_TEXT_MAX_LENGTH, TOO_LONG),
      { error: text("Send the names as a list") },
    )
    .min(1, text("Send at least one name"))
    .max(GEOCODE_BATCH_MAX_NAMES, text("Send at most 1,000 names at a time")),
});

/**
 * The answer to POST /api/geocode/batch: for each name, in the order sent, the best position
 * found, or null when none was.
 */
export type GeocodeBatchAnswer = { results: (GeocodeResult | null)[] };

/** The most positions one POST /api/geocode/nearest-towns names: as many as a batch of names. */
export const NEAREST_TOWNS_MAX_POINTS = GEOCODE_BATCH_MAX_NAMES;

/**
 * POST /api/geocode/nearest-towns: the positions of an import's points that their file gave
 * no name, to name each after the town nearest it ("Point 3 near Keswick").
 */
export const nearestTownsSchema = z.object({
  points: z
    .array(positionSchema, { error: text("Send the points as a list") })
    .min(1, text("Send at least one point"))
    .max(NEAREST_TOWNS_MAX_POINTS, text("Send at most 1,000 points at a time")),
});

/**
 * The answer to POST /api/geocode/nearest-towns: for each point, in the order sent, the name
 * of the nearest UK town within 50 km, or null when there is none that near.
 */
export type NearestTownsAnswer = { towns: (string | null)[] };

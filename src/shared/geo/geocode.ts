import { z } from "zod";

/** What a geocoder result is: how it was found. */
export const GEOCODE_KINDS = [
  "town",
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

/** GET /api/geocode?q=TEXT. */
export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: "Type something to search for" })
    .trim()
    .min(1, "Type something to search for")
    .max(200, "Use at most 200 characters"),
});

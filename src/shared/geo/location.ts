import { z } from "zod";

/** A place's position: WGS84 decimal degrees. */
export type LatLng = { latitude: number; longitude: number };

/** Six decimals is about 11 cm: finer says nothing more about a place. */
export const roundCoordinate = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

const coordinate = (field: "latitude" | "longitude", limit: 90 | 180) =>
  z
    .number({ error: `${field} must be a number of degrees` })
    .min(-limit, `${field} must be between -${limit} and ${limit}`)
    .max(limit, `${field} must be between -${limit} and ${limit}`)
    .transform(roundCoordinate);

const latitude = coordinate("latitude", 90);
const longitude = coordinate("longitude", 180);

/** A new place's location (create, import, restore): both or neither; none is null. */
export const newLocationFields = {
  latitude: latitude.nullish().transform((value) => value ?? null),
  longitude: longitude.nullish().transform((value) => value ?? null),
};

/** A change of location: both numbers to move it, both null to clear it, neither to keep it. */
export const locationChangeFields = {
  latitude: latitude.nullable().optional(),
  longitude: longitude.nullable().optional(),
};

const kindOf = (degrees: number | null | undefined) =>
  degrees === undefined ? "omitted" : degrees === null ? "none" : "set";

/**
 * A refinement for any object holding the two fields: they are set together, cleared together
 * (both null) or, in a change, left out together. Otherwise a 400 names the odd one out.
 */
export function bothOrNeither(
  value: { latitude?: number | null; longitude?: number | null },
  context: z.core.$RefinementCtx,
) {
  const latitude = kindOf(value.latitude);
  const longitude = kindOf(value.longitude);
  if (latitude === longitude) return;
  context.addIssue({
    code: "custom",
    path: [latitude === "set" ? "longitude" : "latitude"],
    message: "Give latitude and longitude together, or neither",
  });
}

/** The location of something that may have one. */
export function locationOf(value: {
  latitude: number | null;
  longitude: number | null;
}): LatLng | null {
  return value.latitude === null || value.longitude === null
    ? null
    : { latitude: value.latitude, longitude: value.longitude };
}

/** A position as a person reads it: "56.7969° N, 5.0037° W" (four decimals, about 11 m). */
export function formatLatLng({ latitude, longitude }: LatLng): string {
  const part = (degrees: number, positive: string, negative: string) =>
    `${Math.abs(degrees).toFixed(4)}° ${degrees < 0 ? negative : positive}`;
  return `${part(latitude, "N", "S")}, ${part(longitude, "E", "W")}`;
}

import { z } from "zod";
import { text } from "../i18n/text.ts";
import { roundCoordinate } from "./location.ts";

const coordinate = (field: "latitude" | "longitude", limit: 90 | 180) =>
  z
    .number({ error: `${field} must be a number of degrees` })
    .min(-limit, `${field} must be between -${limit} and ${limit}`)
    .max(limit, `${field} must be between -${limit} and ${limit}`)
    .transform(roundCoordinate);

const latitude = coordinate("latitude", 90);
const longitude = coordinate("longitude", 180);

/** A position that must be given: both numbers, in range (as POST /api/geocode/nearest-towns takes). */
export const positionSchema = z.object({ latitude, longitude });

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
    message: text("Give latitude and longitude together, or neither"),
  });
}

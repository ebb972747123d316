import { z } from "zod";
import { text } from "../i18n/text.ts";
import { roundCoordinate } from "./location.ts";

/** A coordinate in degrees, up to `limit` either way, with what to say of one that is not. */
const coordinate = (limit: 90 | 180, messages: { number: string; range: string }) =>
  z
    .number({ error: messages.number })
    .min(-limit, messages.range)
    .max(limit, messages.range)
    .transform(roundCoordinate);

const latitude = coordinate(90, {
  number: text("latitude must be a number of degrees"),
  range: text("latitude must be between -90 and 90"),
});
const longitude = coordinate(180, {
  number: text("longitude must be a number of degrees"),
  range: text("longitude must be between -180 and 180"),
});

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

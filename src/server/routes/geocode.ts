import { Hono } from "hono";
import { validator } from "hono/validator";
import { zodIssuesToDetails } from "#shared/api-error.ts";
import { type GeocodeAnswer, geocodeQuerySchema } from "#shared/geo/geocode.ts";
import { offlineGeocoder } from "../geocode/geocoder.ts";
import { loadUkTowns } from "../geocode/uk-towns.ts";
import { validationFailed } from "../http/errors.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";

/**
 * GET /api/geocode?q=TEXT: places in the UK by town name, OS grid reference or coordinates,
 * answered from data shipped with the app. Signed-in users only. The towns load on the first
 * search, not at start-up.
 */
export function geocodeRoutes() {
  let geocode: Promise<ReturnType<typeof offlineGeocoder>> | undefined;
  return new Hono<SignedInEnv>().use(requireUser).get(
    "/",
    validator("query", (query) => {
      const parsed = geocodeQuerySchema.safeParse(query);
      if (!parsed.success) throw validationFailed(zodIssuesToDetails(parsed.error.issues));
      return parsed.data;
    }),
    async (c) => {
      geocode ??= loadUkTowns().then(offlineGeocoder);
      const answer: GeocodeAnswer = (await geocode)(c.req.valid("query").q);
      return c.json(answer);
    },
  );
}

import { Hono } from "hono";
import { validator } from "hono/validator";
import { zodIssuesToDetails } from "#shared/api-error.ts";
import { type GeocodeAnswer, geocodeQuerySchema } from "#shared/geo/geocode.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/index.ts";
import { serverGeocoder } from "../geocode/geocoder.ts";
import { onlineGeocoder } from "../geocode/online.ts";
import { postcodeQueries } from "../geocode/postcodes.ts";
import { loadUkTowns } from "../geocode/uk-towns.ts";
import { validationFailed } from "../http/errors.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import type { Logger } from "../logger.ts";

/**
 * GET /api/geocode?q=TEXT: places in the UK by coordinates, OS grid reference, postcode (once
 * imported) or town name, from data this server holds; then, when the self-hoster set
 * GEOCODER_URL, from that online geocoder. Signed-in users only. The towns load on the first
 * search, not at start-up.
 */
export function geocodeRoutes({
  db,
  config,
  logger,
}: {
  db: Db;
  config: Pick<Config, "baseUrl" | "geocoder">;
  logger: Logger;
}) {
  const online = config.geocoder
    ? onlineGeocoder({ config: config.geocoder, baseUrl: config.baseUrl, logger })
    : null;
  const postcodes = postcodeQueries(db);
  let geocode: Promise<ReturnType<typeof serverGeocoder>> | undefined;
  return new Hono<SignedInEnv>().use(requireUser).get(
    "/",
    validator("query", (query) => {
      const parsed = geocodeQuerySchema.safeParse(query);
      if (!parsed.success) throw validationFailed(zodIssuesToDetails(parsed.error.issues));
      return parsed.data;
    }),
    async (c) => {
      geocode ??= loadUkTowns()
        .then((towns) => serverGeocoder({ towns, postcodes, online }))
        .catch((error: unknown) => {
          // Not kept: the next search tries again.
          geocode = undefined;
          throw error;
        });
      const answer: GeocodeAnswer = await (await geocode)(c.req.valid("query").q);
      return c.json(answer);
    },
  );
}

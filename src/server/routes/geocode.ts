import { Hono } from "hono";
import { validator } from "hono/validator";
import { zodIssuesToDetails } from "#shared/api-error.ts";
import { foldForSearch } from "#shared/geo/fold.ts";
import {
  type GeocodeAnswer,
  type GeocodeBatchAnswer,
  geocodeBatchSchema,
  geocodeQuerySchema,
  type NearestTownsAnswer,
  nearestTownsSchema,
} from "#shared/geo/geocode.ts";
import { nearestTownIndex } from "#shared/geo/nearest-town.ts";
import type { Landmark } from "#shared/geo/town-search.ts";
import type { Config, VectorTiles } from "../config.ts";
import type { Db } from "../db/index.ts";
import { serverGeocoder } from "../geocode/geocoder.ts";
import { nationFinder } from "../geocode/nations.ts";
import { onlineGeocoder } from "../geocode/online.ts";
import { postcodeQueries } from "../geocode/postcodes.ts";
import { UK_LANDMARKS } from "../geocode/uk-landmarks.ts";
import { ukTowns } from "../geocode/uk-towns.ts";
import { requestLanguage } from "../http/answer-language.ts";
import { validationFailed } from "../http/errors.ts";
import { mapInSlices } from "../http/in-slices.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { jsonBody } from "../http/validate.ts";
import type { Logger } from "../logger.ts";
import { archiveLandmarks } from "../map/archive-landmarks.ts";

/**
 * The landmarks "Find a place" knows: those the app ships, and with MAP_PMTILES the archive's
 * own (peaks, castles, parks, stations), read from start-up on in slices; one the app ships
 * already is not added again. An archive that cannot be read leaves the shipped ones, and says
 * so in the log.
 */
function landmarksOf(archive: VectorTiles, logger: Logger): Promise<readonly Landmark[]> {
  if (!archive) return Promise.resolve(UK_LANDMARKS);
  const shipped = new Set(
    UK_LANDMARKS.flatMap((landmark) =>
      [landmark.name, ...(landmark.alternateNames ?? [])].map(foldForSearch),
    ),
  );
  const started = performance.now();
  return nationFinder()
    .then((nationAt) => archiveLandmarks(archive, nationAt))
    .then((found) => {
      const added = found.filter((landmark) => !shipped.has(foldForSearch(landmark.name)));
      logger.info("Landmarks read from MAP_PMTILES", {
        landmarks: added.length,
        ms: Math.round(performance.now() - started),
      });
      return [...UK_LANDMARKS, ...added];
    })
    .catch((error: unknown) => {
      logger.warn("Could not read landmarks from MAP_PMTILES", { error: String(error) });
      return UK_LANDMARKS;
    });
}

/** The longest a batch searches before handing the event loop back (http/in-slices.ts). */
const BATCH_SLICE_MS = 10;

/**
 * GET /api/geocode?q=TEXT: places in the UK by coordinates, OS grid reference, postcode (once
 * imported) or town name, from data this server holds; then, when the self-hoster set
 * GEOCODER_URL, from that online geocoder. POST /api/geocode/batch: the best of these for each
 * of an import's names, from this server's data only. POST /api/geocode/nearest-towns: the
 * town nearest each of an import's unnamed points. Signed-in users only. The towns load on
 * the first request of any kind, not at start-up, and once for all.
 *
 * The nearest towns are named here rather than in the browser because the full list of towns
 * with their other names is only on the server: the page ships only their names and places,
 * for the map's labels. Sending it to every browser for the rare file with unnamed points
 * would cost far more than a request naming just those points.
 */
export function geocodeRoutes({
  db,
  config,
  logger,
}: {
  db: Db;
  config: Pick<Config, "baseUrl" | "geocoder" | "vectorTiles">;
  logger: Logger;
}) {
  const online = config.geocoder
    ? onlineGeocoder({ config: config.geocoder, baseUrl: config.baseUrl, logger })
    : null;
  const postcodes = postcodeQueries(db);
  const landmarks = landmarksOf(config.vectorTiles, logger);
  type Loaded = ReturnType<typeof serverGeocoder> & ReturnType<typeof nearestTownIndex>;
  let loading: Promise<Loaded> | undefined;
  const geocoder = () =>
    (loading ??= Promise.all([ukTowns(), landmarks])
      .then(([towns, landmarks]) => ({
        ...serverGeocoder({ towns, landmarks, postcodes, online }),
        ...nearestTownIndex(towns),
      }))
      .catch((error: unknown) => {
        // Not kept: the next search tries again.
        loading = undefined;
        throw error;
      }));
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get(
      "/",
      validator("query", (query) => {
        const parsed = geocodeQuerySchema.safeParse(query);
        if (!parsed.success) throw validationFailed(zodIssuesToDetails(parsed.error.issues));
        return parsed.data;
      }),
      async (c) => {
        const answer: GeocodeAnswer = await (await geocoder()).search(
          c.req.valid("query").q,
          requestLanguage(c),
        );
        return c.json(answer);
      },
    )
    .post("/batch", jsonBody(geocodeBatchSchema), async (c) => {
      const { best } = await geocoder();
      // A thousand names can take a third of a second of searching; handing the event loop
      // back every few milliseconds keeps other requests answered meanwhile.
      const results = await mapInSlices(c.req.valid("json").names, best, BATCH_SLICE_MS);
      return c.json({ results } satisfies GeocodeBatchAnswer);
    })
    .post("/nearest-towns", jsonBody(nearestTownsSchema), async (c) => {
      // A grid look-up reads some tens of towns: a thousand points take a few milliseconds.
      const { nearest } = await geocoder();
      const towns = c.req.valid("json").points.map((point) => nearest(point)?.name ?? null);
      return c.json({ towns } satisfies NearestTownsAnswer);
    });
}

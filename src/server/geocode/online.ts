import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { foldForSearch } from "#shared/geo/fold.ts";
import { GEOCODE_MAX_RESULTS, type GeocodeResult } from "#shared/geo/geocode.ts";
import { roundCoordinate } from "#shared/geo/location.ts";
import type { OnlineGeocoderConfig } from "../config.ts";
import type { Logger } from "../logger.ts";
import { answerCache, rateGate } from "./rate-gate.ts";

const { version } = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../package.json"), "utf8"),
) as { version: string };

/** Who is asking, as Nominatim's usage policy wants: the app, and where it runs. */
export const userAgent = (baseUrl: string) => `UK Adventures/${version} (+${baseUrl})`;

/** The UK, from the Scilly Isles and Rockall's side of Northern Ireland to Shetland and Suffolk. */
const UK = { south: 49.8, west: -8.7, north: 60.9, east: 1.8 };
const inUk = (latitude: number, longitude: number) =>
  latitude >= UK.south && latitude <= UK.north && longitude >= UK.west && longitude <= UK.east;

const TIMEOUT_MS = 5_000;
/** One call a second, across the process: Nominatim's public servers ask no more. */
const INTERVAL_MS = 1_000;
/** A search waits for the next free slot this long at most, then answers from offline data. */
const MAX_WAIT_MS = 1_000;
const CACHED_QUERIES = 1_000;
const CACHE_MS = 24 * 60 * 60 * 1000;
/** Shorter than this, a query names no one place worth a call. */
const MIN_QUERY_LENGTH = 3;

const coordinate = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);

/** Nominatim's /search?format=jsonv2: an array of places. */
const nominatimAnswer = z.array(
  z.object({ lat: coordinate, lon: coordinate, display_name: z.string().min(1) }),
);

/** Photon's /api: GeoJSON features with OpenStreetMap's names in their properties. */
const photonAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
      properties: z
        .object({
          name: z.string(),
          housenumber: z.string(),
          street: z.string(),
          city: z.string(),
          district: z.string(),
          county: z.string(),
          state: z.string(),
          postcode: z.string(),
          countrycode: z.string(),
        })
        .partial(),
    }),
  ),
});

type Found = { label: string; latitude: number; longitude: number };

/** The first few distinct parts of an address, without the country: "Tŷ Hyll, A5, Capel Curig, Conwy". */
function labelFrom(parts: (string | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && text !== "United Kingdom" && !kept.includes(text)) kept.push(text);
  }
  return kept.slice(0, 4).join(", ");
}

const readers = {
  nominatim: {
    request(base: string, query: string) {
      const url = new URL(`${base}/search`);
      url.search = new URLSearchParams({
        q: query,
        format: "jsonv2",
        countrycodes: "gb",
        limit: String(GEOCODE_MAX_RESULTS),
        "accept-language": "en-GB",
      }).toString();
      return url;
    },
    read(body: unknown): Found[] {
      return nominatimAnswer.parse(body).map((place) => ({
        label: labelFrom(place.display_name.split(",")),
        latitude: place.lat,
        longitude: place.lon,
      }));
    },
  },
  photon: {
    request(base: string, query: string) {
      const url = new URL(`${base}/api`);
      url.search = new URLSearchParams({
        q: query,
        limit: String(GEOCODE_MAX_RESULTS),
        bbox: [UK.west, UK.south, UK.east, UK.north].join(","),
        lang: "en",
      }).toString();
      return url;
    },
    read(body: unknown): Found[] {
      return photonAnswer
        .parse(body)
        .features.filter(({ properties }) => (properties.countrycode ?? "GB") === "GB")
        .map(({ geometry, properties: p }) => {
          const address = [p.housenumber, p.street].filter(Boolean).join(" ");
          return {
            label: labelFrom([p.name ?? address, address, p.city ?? p.district, p.county, p.state]),
            latitude: geometry.coordinates[1],
            longitude: geometry.coordinates[0],
          };
        });
    },
  },
};

export type OnlineGeocoder = {
  /** Places the online geocoder knows in the UK; none when it is busy, failing or slow. */
  search(query: string): Promise<GeocodeResult[]>;
};

/**
 * The online geocoder the self-hoster set (GEOCODER_URL), asked by this server only. Answers
 * are kept a day (1,000 queries at most); calls go out one a second at most across the
 * process. A search that would wait more than a second for its turn is not queued: it answers
 * nothing here (the offline results stand) and nothing is kept, so asking again later calls.
 * A failure (an error status, a timeout after 5 s, an answer of another shape) logs a warning
 * and answers nothing, so the offline results stand.
 */
export function onlineGeocoder({
  config,
  baseUrl,
  logger,
  timeoutMs = TIMEOUT_MS,
  take = rateGate({ intervalMs: INTERVAL_MS, maxWaitMs: MAX_WAIT_MS }),
}: {
  config: NonNullable<OnlineGeocoderConfig>;
  baseUrl: string;
  logger: Pick<Logger, "warn" | "debug">;
  timeoutMs?: number;
  take?: () => Promise<boolean>;
}): OnlineGeocoder {
  const reader = readers[config.kind];
  const agent = userAgent(baseUrl);
  const cache = answerCache<GeocodeResult[]>({ max: CACHED_QUERIES, ttlMs: CACHE_MS });
  /** The same query asked twice at once makes one call. */
  const pending = new Map<string, Promise<GeocodeResult[]>>();

  async function call(query: string, key: string): Promise<GeocodeResult[]> {
    if (!(await take())) {
      logger.debug("online geocoder busy: answering from the offline data", { query });
      return [];
    }
    try {
      const response = await fetch(reader.request(config.url, query), {
        headers: { "user-agent": agent, accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      const results = reader
        .read(await response.json())
        .filter((found) => found.label !== "" && inUk(found.latitude, found.longitude))
        .slice(0, GEOCODE_MAX_RESULTS)
        .map((found) => ({
          label: found.label,
          latitude: roundCoordinate(found.latitude),
          longitude: roundCoordinate(found.longitude),
          kind: "online" as const,
        }));
      cache.set(key, results);
      return results;
    } catch (error) {
      const reason =
        error instanceof z.ZodError
          ? "its answer was not the expected JSON"
          : error instanceof Error && error.name === "TimeoutError"
            ? `no answer within ${timeoutMs / 1000} s`
            : error instanceof Error
              ? error.message
              : String(error);
      logger.warn("online geocoder failed: answering from the offline data", {
        geocoder: config.kind,
        reason,
      });
      return [];
    }
  }

  return {
    async search(query) {
      const key = foldForSearch(query);
      if (key.length < MIN_QUERY_LENGTH) return [];
      const cached = cache.get(key);
      if (cached) return cached;
      let answer = pending.get(key);
      if (!answer) {
        answer = call(query, key).finally(() => pending.delete(key));
        pending.set(key, answer);
      }
      return answer;
    },
  };
}

import { Hono } from "hono";
import type { MapSettings } from "#shared/geo/map-settings.ts";
import type { MapTiles } from "../config.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";

/** GET /api/map-settings: the detailed basemap the self-hoster set, if any. */
export function mapSettingsRoutes(mapTiles: MapTiles) {
  const settings: MapSettings = {
    tileUrl: mapTiles?.url ?? null,
    attribution: mapTiles?.attribution ?? null,
  };
  return new Hono<SignedInEnv>().use(requireUser).get("/", (c) => c.json(settings));
}

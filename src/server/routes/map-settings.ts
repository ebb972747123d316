import { Hono } from "hono";
import type { MapSettings } from "#shared/geo/map-settings.ts";
import type { DetailedBasemap, VectorTiles } from "../config.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";

/** GET /api/map-settings: the detailed basemap the self-hoster set, if any. */
export function mapSettingsRoutes(basemap: DetailedBasemap, vectorTiles: VectorTiles) {
  const settings: MapSettings = {
    tileUrl: basemap?.kind === "tiles" ? basemap.url : null,
    styleUrl: basemap?.kind === "style" ? basemap.url : null,
    attribution: basemap?.attribution ?? vectorTiles?.attribution ?? null,
    vectorTiles: vectorTiles && {
      tiles: `/api/map/tiles/{z}/{x}/{y}.mvt?v=${vectorTiles.version}`,
      minZoom: vectorTiles.header.minZoom,
      maxZoom: vectorTiles.header.maxZoom,
      bounds: [
        vectorTiles.header.minLon,
        vectorTiles.header.minLat,
        vectorTiles.header.maxLon,
        vectorTiles.header.maxLat,
      ],
    },
  };
  return new Hono<SignedInEnv>().use(requireUser).get("/", (c) => c.json(settings));
}

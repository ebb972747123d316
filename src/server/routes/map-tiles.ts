import { Hono } from "hono";
import { Compression } from "pmtiles";
import { text } from "#shared/i18n/text.ts";
import type { VectorTiles } from "../config.ts";
import { notFound } from "../http/errors.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { decompress, pmtilesArchive } from "../map/pmtiles-archive.ts";

/**
 * A tile never changes under its address: the archive's version is in it (`?v=`), so a new
 * archive gets new addresses. `private` and `Vary` keep it out of shared caches, like a photo.
 */
const CACHE_CONTROL = "private, max-age=31536000, immutable";
const TILE = /^(\d{1,2})\/(\d{1,8})\/(\d{1,8})\.mvt$/;

/**
 * GET /api/map/tiles/{z}/{x}/{y}.mvt: a vector tile from MAP_PMTILES, read from the archive
 * here so the browser asks our origin only, by an address its service worker can keep. Signed
 * in only: the server is not an open tile server for the internet.
 */
export function mapTileRoutes(vectorTiles: VectorTiles) {
  const routes = new Hono<SignedInEnv>().use(requireUser);
  if (!vectorTiles) {
    return routes.get("*", () => {
      throw notFoundTile();
    });
  }
  const archive = pmtilesArchive(vectorTiles);
  const { minZoom, maxZoom } = vectorTiles.header;
  return routes.get("/:z/:x/:tile", async (c) => {
    const match = `${c.req.param("z")}/${c.req.param("x")}/${c.req.param("tile")}`.match(TILE);
    const [z, x, y] = (match?.slice(1) ?? []).map(Number);
    if (z === undefined || x === undefined || y === undefined) throw notFoundTile();
    if (z < minZoom || z > maxZoom || x >= 2 ** z || y >= 2 ** z) throw notFoundTile();
    const tile = await archive.tile(z, x, y);
    const headers: Record<string, string> = {
      "content-type": "application/vnd.mapbox-vector-tile",
      "cache-control": CACHE_CONTROL,
      vary: "Cookie, Authorization, Accept-Encoding",
    };
    // No tile there (open sea, outside the extract): an empty tile, which the map draws as nothing.
    if (!tile) return c.body(null, 204, headers);
    // Protomaps' archives store tiles gzipped, as browsers take them: sent as they are.
    const acceptsGzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    if (tile.compression === Compression.Gzip && acceptsGzip) {
      return c.body(tile.bytes, 200, { ...headers, "content-encoding": "gzip" });
    }
    // Stored plain, or a client without gzip (a script, a test): unzipped here.
    const plain = await decompress(tile.bytes.buffer, tile.compression);
    return c.body(new Uint8Array(plain), 200, headers);
  });
}

const notFoundTile = () => notFound(text("No such map tile"));

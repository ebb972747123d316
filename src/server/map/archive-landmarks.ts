import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";
import type { Landmark } from "#shared/geo/town-search.ts";
import type { NationAt } from "../geocode/nations.ts";
import { timeSlices } from "../http/account-concurrency.ts";
import { decompress, type PmtilesFile, pmtilesArchive } from "./pmtiles-archive.ts";

/**
 * The zoom whose tiles are read for landmarks. A Protomaps build keeps the better-known points
 * (peaks, castles, museums, parks) from about here; reading deeper would mean tens of
 * thousands of tiles for the UK.
 */
export const LANDMARK_ZOOM = 12;

/** The kinds of a Protomaps build's `pois` layer that "Find a place" offers as landmarks. */
const LANDMARK_KINDS = new Set([
  "peak",
  "volcano",
  "castle",
  "attraction",
  "museum",
  "national_park",
  "nature_reserve",
  "park",
  "garden",
  "zoo",
  "aquarium",
  "theme_park",
  "viewpoint",
  "beach",
  "monument",
  "memorial",
  "archaeological_site",
  "ruins",
  "station",
]);

/** The tile at zoom z holding a position (Web Mercator), as [x, y]. */
function tileAt(longitude: number, latitude: number, z: number): [number, number] {
  const sin = Math.sin((latitude * Math.PI) / 180);
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  const last = 2 ** z - 1;
  const clamp = (n: number) => Math.min(last, Math.max(0, Math.floor(n * 2 ** z)));
  return [clamp((longitude + 180) / 360), clamp(y)];
}

/**
 * The named landmarks of a PMTiles archive of the Protomaps layers: each point of its `pois`
 * layer of a kind above, with a name, in the UK (`nationAt` names its nation), read from the
 * tiles of one zoom across the archive's bounds. Its Welsh name, where the archive has one,
 * is found as well ("Yr Wyddfa"). Read in slices that hand the event loop back, so a server
 * that starts with a large archive answers meanwhile.
 */
export async function archiveLandmarks(file: PmtilesFile, nationAt: NationAt) {
  const { header } = file;
  const archive = pmtilesArchive(file);
  const z = Math.min(Math.max(header.minZoom, LANDMARK_ZOOM), header.maxZoom);
  const [west, north] = tileAt(header.minLon, header.maxLat, z);
  const [east, south] = tileAt(header.maxLon, header.minLat, z);
  // A point near a tile's edge is in both tiles' buffers: kept once, by name and place.
  const found = new Map<string, Landmark>();
  const breathe = timeSlices();
  for (let x = west; x <= east; x++) {
    for (let y = north; y <= south; y++) {
      await breathe();
      const tile = await archive.tile(z, x, y);
      if (!tile) continue;
      const bytes = await decompress(tile.bytes.buffer, tile.compression);
      const pois = new VectorTile(new PbfReader(bytes)).layers.pois;
      if (!pois) continue;
      for (let i = 0; i < pois.length; i++) {
        const feature = pois.feature(i);
        const { name, kind } = feature.properties;
        if (feature.type !== 1 || typeof name !== "string" || !name.trim()) continue;
        if (typeof kind !== "string" || !LANDMARK_KINDS.has(kind)) continue;
        const { geometry } = feature.toGeoJSON(x, y, z);
        if (geometry.type !== "Point") continue;
        const [longitude = 0, latitude = 0] = geometry.coordinates;
        const nation = nationAt({ latitude, longitude });
        if (!nation) continue;
        const key = `${name}|${latitude.toFixed(3)}|${longitude.toFixed(3)}`;
        const welsh = feature.properties["name:cy"];
        const landmark: Landmark = { name: name.trim(), nation, latitude, longitude };
        if (typeof welsh === "string" && welsh !== name) landmark.alternateNames = [welsh];
        found.set(key, landmark);
      }
    }
  }
  return [...found.values()];
}

// vt-pbf ships no types: the one function the test fixture calls.
declare module "vt-pbf" {
  import type { LegacyTile } from "geojson-vt";
  /** Encodes geojson-vt tiles, one per layer name, as a Mapbox Vector Tile. */
  export function fromGeojsonVt(
    layers: Record<string, LegacyTile>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}

/**
 * GET /api/map-settings: the detailed basemap the self-hoster set, a raster tile template or a
 * MapLibre style or the server's own vector tiles (at most one), with its credit; all null for
 * our own basemap.
 */
export type MapSettings = {
  tileUrl: string | null;
  styleUrl: string | null;
  attribution: string | null;
  /**
   * Vector tiles the server serves itself from a PMTiles archive (MAP_PMTILES), drawn with our
   * own light and dark styles; null without one.
   */
  vectorTiles: VectorTileSource | null;
};

/** Where the server's own vector tiles are, and the zooms and area the archive holds. */
export type VectorTileSource = {
  /** An address template on our origin, {z}/{x}/{y}, with the archive's version in it. */
  tiles: string;
  minZoom: number;
  maxZoom: number;
  /** West, south, east, north in degrees. */
  bounds: [number, number, number, number];
};

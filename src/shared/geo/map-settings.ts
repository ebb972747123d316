/**
 * GET /api/map-settings: the detailed basemap the self-hoster set, a raster tile template or a
 * MapLibre style (at most one), with its credit; all null for our own basemap.
 */
export type MapSettings = {
  tileUrl: string | null;
  styleUrl: string | null;
  attribution: string | null;
};

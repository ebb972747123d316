/** GET /api/map-settings: a raster tile template and its credit, or nulls for our own basemap. */
export type MapSettings = { tileUrl: string | null; attribution: string | null };

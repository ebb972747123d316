/// <reference types="vite/client" />
/// <reference types="geojson" />

declare const __APP_VERSION__: string;
declare const __APP_BUILD__: string;

/** The map's own basemap, made at build time (scripts/uk-basemap-plugin.ts). */
declare module "virtual:uk-basemap" {
  export const land: GeoJSON.FeatureCollection;
  export const towns: { name: string; latitude: number; longitude: number }[];
}

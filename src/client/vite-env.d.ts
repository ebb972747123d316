/// <reference types="vite/client" />
/// <reference types="geojson" />

declare const __APP_VERSION__: string;
declare const __APP_BUILD__: string;

/** The map's own basemap, made at build time (scripts/uk-basemap-plugin.ts). */
declare module "virtual:uk-basemap" {
  export const land: GeoJSON.FeatureCollection;
  /** England's borders with Scotland and Wales, as lines. */
  export const borders: GeoJSON.Feature;
}

/** The built-in basemap's names, made at build time (scripts/uk-basemap-plugin.ts). */
declare module "virtual:uk-basemap-labels" {
  /**
   * The names to show, in the order they claim room: name, latitude, longitude, kind (c a
   * capital, C a city, t a town, d a district), the first zoom each is offered at, and its
   * Welsh name where it has one.
   */
  export const towns: [string, number, number, "c" | "C" | "t" | "d", number, string?][];
}

/** A language's catalogue, compiled when imported (Lingui's Vite plugin). */
declare module "*.po" {
  export const messages: import("@lingui/core").Messages;
}

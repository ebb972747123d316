import "maplibre-gl/dist/maplibre-gl.css";
import { maplibreGL } from "@maplibre/maplibre-gl-leaflet";
import type L from "leaflet";
import { setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import type { VectorTileSource } from "#shared/geo/map-settings.ts";
import { LOCALES } from "#shared/i18n/language.ts";
import { vectorTileStyle } from "./vector-tile-style.ts";

// MapLibre would look for its worker beside its own module, which a bundle moves; this is the
// copy the build serves from our origin, so the CSP needs no blob: or other script host.
setWorkerUrl(workerUrl);

/**
 * A MapLibre style drawn as a Leaflet layer, under our markers. Loaded only when the
 * self-hoster set MAP_STYLE_URL or MAP_PMTILES: MapLibre is several hundred kilobytes.
 */
export function styleLayer(url: string, attribution: string): L.Layer {
  // The credit the self-hoster set is shown in Leaflet's own attribution line.
  return maplibreGL({ style: url, attributionControl: { customAttribution: attribution } });
}

const pageTheme = () =>
  document.documentElement.classList.contains("dark") ? ("dark" as const) : ("light" as const);

/** The page's language, as `<html lang>` says it. */
const pageLanguage = () =>
  document.documentElement.lang === LOCALES.cy ? ("cy" as const) : ("en" as const);

/**
 * The server's own vector tiles (MAP_PMTILES) in our style, in the page's theme and language:
 * redrawn in the other palette, or with the other names, when either changes while the map is
 * open.
 */
export function vectorTileLayer(source: VectorTileSource, attribution: string): L.Layer {
  const drawnIn = () => `${pageTheme()} ${pageLanguage()}`;
  const style = () =>
    vectorTileStyle(source, {
      attribution,
      theme: pageTheme(),
      language: pageLanguage(),
      origin: window.location.origin,
    });
  let drawn = drawnIn();
  const layer = maplibreGL({ style: style(), attributionControl: false });
  const watcher = new MutationObserver(() => {
    if (drawnIn() === drawn) return;
    drawn = drawnIn();
    layer.getMaplibreMap().setStyle(style());
  });
  layer.on("add", () => {
    watcher.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ["class", "lang"],
    });
    // MapLibre reports a tile it could not fetch as an error on the console. With no signal,
    // the tiles the device never kept are expected to be missing: the map shows the rest.
    layer.getMaplibreMap().on("error", (event) => {
      if (navigator.onLine) console.error(event.error);
    });
  });
  layer.on("remove", () => watcher.disconnect());
  // The credit goes in Leaflet's attribution line, beside the markers' map.
  layer.getAttribution = () => attribution;
  return layer;
}

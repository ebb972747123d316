import "maplibre-gl/dist/maplibre-gl.css";
import { maplibreGL } from "@maplibre/maplibre-gl-leaflet";
import type L from "leaflet";
import { setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

// MapLibre would look for its worker beside its own module, which a bundle moves; this is the
// copy the build serves from our origin, so the CSP needs no blob: or other script host.
setWorkerUrl(workerUrl);

/**
 * A MapLibre style drawn as a Leaflet layer, under our markers. Loaded only when the
 * self-hoster set MAP_STYLE_URL: MapLibre is several hundred kilobytes.
 */
export function styleLayer(url: string, attribution: string): L.Layer {
  // The credit the self-hoster set is shown in Leaflet's own attribution line.
  return maplibreGL({ style: url, attributionControl: { customAttribution: attribution } });
}

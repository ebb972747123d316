import "leaflet/dist/leaflet.css";
import "./map.css";
import { land, towns } from "virtual:uk-basemap";
import L from "leaflet";

/** The UK and Ireland, as first shown. */
export const UK_BOUNDS = L.latLngBounds([49.8, -10.8], [60.9, 2.0]);

/**
 * A Leaflet map on our own basemap: the coastline and borders of the UK and Ireland, with town
 * names. It draws no tiles, so nothing is asked of another server unless the self-hoster set a
 * tile server (`showTiles`). It keeps its size right as the page's layout settles.
 */
export function createUkMap(element: HTMLElement, options: L.MapOptions = {}) {
  const map = L.map(element, {
    // Whole zoom levels: marker clustering keeps a grid per level, and a half level has none.
    maxBounds: UK_BOUNDS.pad(0.5),
    minZoom: 4,
    maxZoom: 16,
    attributionControl: true,
    ...options,
  });
  map.attributionControl.setPrefix(false);
  map.attributionControl.addAttribution("Natural Earth · GeoNames");

  L.geoJSON(land, {
    interactive: false,
    style: { className: "map-land", weight: 1 },
  }).addTo(map);
  // Town names, largest first: more of them as the map zooms in, so they never pile up.
  const townLabels = towns.map((town) =>
    L.marker([town.latitude, town.longitude], {
      interactive: false,
      keyboard: false,
      icon: L.divIcon({ className: "map-town", html: town.name, iconSize: undefined }),
    }),
  );
  const labelTowns = () => {
    const zoom = map.getZoom();
    const shown = zoom <= 5 ? 8 : zoom === 6 ? 20 : townLabels.length;
    townLabels.forEach((label, rank) => {
      if (rank < shown) label.addTo(map);
      else label.remove();
    });
  };
  map.on("zoomend", labelTowns);
  map.whenReady(labelTowns);

  // Leaflet measures its box once; the page's layout may still be settling (fonts, a dialog
  // opening), and a stale size hides what is outside the box it thinks it has.
  const resized = new ResizeObserver(() => map.invalidateSize());
  resized.observe(element);
  map.on("unload", () => resized.disconnect());

  let tiles: L.TileLayer | undefined;
  return {
    map,
    /** A detailed basemap from the tile server the self-hoster set, under our own outline. */
    showTiles(url: string, attribution: string) {
      tiles?.remove();
      tiles = L.tileLayer(url, { attribution, maxZoom: 19 }).addTo(map);
      tiles.bringToBack();
    },
  };
}

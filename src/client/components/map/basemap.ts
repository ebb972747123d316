import "leaflet/dist/leaflet.css";
import "./map.css";
import { land, towns } from "virtual:uk-basemap";
import L from "leaflet";
import type { MapSettings, VectorTileSource } from "#shared/geo/map-settings.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The UK and Ireland, as first shown. */
export const UK_BOUNDS = L.latLngBounds([49.8, -10.8], [60.9, 2.0]);

/**
 * A Leaflet map on our own basemap: the coastline and borders of the UK and Ireland, with town
 * names. It draws no tiles, so nothing is asked of another server unless the self-hoster set a
 * map server (`showBasemap`). It keeps its size right as the page's layout settles.
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
  const ownCredit = "Natural Earth · GeoNames";
  map.attributionControl.addAttribution(ownCredit);

  const outline = L.geoJSON(land, {
    interactive: false,
    style: { className: "map-land", weight: 1 },
  }).addTo(map);
  // Town names sit in a pane of their own under the markers' (Leaflet's marker pane is at 600):
  // a place's marker is always drawn over a name, never under it.
  const townPane = map.createPane("towns");
  townPane.style.zIndex = "450";
  townPane.style.pointerEvents = "none";
  // Town names, largest first: each shown only where it clashes with no larger town's name and
  // no marker the map shows (`avoidMarkers`), so more appear as the map zooms in, none ever pile
  // up, on a large map or a small one, and a place's marker is never sat on by a name.
  let markerBoxes: () => L.Bounds[] = () => [];
  const townLabels = towns.map((town) =>
    L.marker([town.latitude, town.longitude], {
      pane: "towns",
      interactive: false,
      keyboard: false,
      icon: L.divIcon({
        className: "map-town",
        html: `<span>${escapeHtml(town.name)}</span>`,
        iconSize: undefined,
      }),
    }),
  );
  let detailed = false;
  const labelTowns = () => {
    if (detailed) return;
    const taken: L.Bounds[] = markerBoxes();
    townLabels.forEach((label, rank) => {
      // The label's box, centred on the town: 11 px text, with a little room around it.
      const at = map.latLngToLayerPoint(label.getLatLng());
      const half = ((towns[rank]?.name.length ?? 0) * 6.5) / 2 + 4;
      const box = L.bounds(at.subtract([half, 12]), at.add([half, 12]));
      if (taken.some((other) => other.intersects(box))) {
        label.remove();
      } else {
        taken.push(box);
        label.addTo(map);
      }
    });
  };
  map.on("zoomend", labelTowns);
  map.whenReady(labelTowns);

  // Leaflet measures its box once; the page's layout may still be settling (fonts, a dialog
  // opening), and a stale size hides what is outside the box it thinks it has.
  const resized = new ResizeObserver(() => map.invalidateSize());
  resized.observe(element);
  map.on("unload", () => resized.disconnect());

  let shownBasemap: L.Layer | undefined;
  /**
   * A detailed basemap the self-hoster set, in place of our own outline and town names (which
   * would cover it, and name towns twice).
   */
  function showDetailed(layer: L.Layer) {
    shownBasemap?.remove();
    shownBasemap = layer.addTo(map);
    detailed = true;
    map.attributionControl.removeAttribution(ownCredit);
    outline.remove();
    for (const label of townLabels) label.remove();
  }

  /**
   * A MapLibre style, or the server's own vector tiles in ours; our own basemap stays if it
   * cannot be drawn.
   */
  async function showStyle(style: string | VectorTileSource, attribution: string) {
    const { styleLayer, vectorTileLayer } = await import("./vector-style.ts");
    // The map may have been closed while MapLibre loaded.
    if (!map.getContainer().isConnected) return;
    try {
      showDetailed(
        typeof style === "string"
          ? styleLayer(style, attribution)
          : vectorTileLayer(style, attribution),
      );
    } catch (error) {
      // Without WebGL MapLibre cannot draw: the outline and towns still can.
      console.warn("The detailed map could not be drawn:", error);
    }
  }

  return {
    map,
    /**
     * The boxes, in layer points, of the markers the map shows now: town names give way to
     * them. Asked again at each `relabel()`, and at each zoom.
     */
    avoidMarkers(boxes: () => L.Bounds[]) {
      markerBoxes = boxes;
    },
    relabel: labelTowns,
    /**
     * The detailed basemap the self-hoster set (raster tiles, a MapLibre style or the server's
     * own vector tiles), if any.
     */
    showBasemap({ tileUrl, styleUrl, vectorTiles, attribution }: MapSettings) {
      if (!attribution) return;
      if (tileUrl) showDetailed(L.tileLayer(tileUrl, { attribution, maxZoom: 19 }));
      else if (styleUrl) void showStyle(styleUrl, attribution);
      else if (vectorTiles) void showStyle(vectorTiles, attribution);
    },
  };
}

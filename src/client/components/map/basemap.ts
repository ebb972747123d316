import "leaflet/dist/leaflet.css";
import "./map.css";
import { borders, land } from "virtual:uk-basemap";
import { towns } from "virtual:uk-basemap-labels";
import { t } from "@lingui/core/macro";
import L from "leaflet";
import { placeLabels } from "#shared/geo/label-placement.ts";
import {
  BASEMAP_MAX_ZOOM,
  BASEMAP_MIN_ZOOM,
  type LabelKind,
  type MapLabel,
} from "#shared/geo/map-labels.ts";
import type { MapSettings, VectorTileSource } from "#shared/geo/map-settings.ts";
import { displayLocale } from "#shared/i18n/display-locale.ts";
import { LOCALES } from "#shared/i18n/language.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

const KINDS: Record<(typeof towns)[number][3], LabelKind> = {
  c: "capital",
  C: "city",
  t: "town",
  d: "district",
};

/**
 * The names the built-in basemap may show, in the order they claim room: a town of Wales by
 * its Welsh name when the page is in Welsh (as the map is made).
 */
export const BASEMAP_LABELS: readonly MapLabel[] = towns.map(
  ([name, latitude, longitude, kind, minZoom, welsh]) => ({
    name: welsh && displayLocale() === LOCALES.cy ? welsh : name,
    latitude,
    longitude,
    kind: KINDS[kind],
    minZoom,
  }),
);

/** The closest zoom a self-hoster's own detailed map is offered at. */
const DETAILED_MAX_ZOOM = 16;

/** The UK and Ireland, as first shown. */
export const UK_BOUNDS = L.latLngBounds([49.8, -10.8], [60.9, 2.0]);

/**
 * A Leaflet map on our own basemap: the coastline and borders of the UK and Ireland, the four
 * nations' borders, and town names. It draws no tiles, so nothing is asked of another server unless the self-hoster set a
 * map server (`showBasemap`). It keeps its size right as the page's layout settles.
 */
export function createUkMap(element: HTMLElement, options: L.MapOptions = {}) {
  const map = L.map(element, {
    // Whole zoom levels: marker clustering keeps a grid per level, and a half level has none.
    maxBounds: UK_BOUNDS.pad(0.5),
    // Only the zooms at which our own basemap still names a town nearby.
    minZoom: BASEMAP_MIN_ZOOM,
    maxZoom: BASEMAP_MAX_ZOOM,
    attributionControl: true,
    ...options,
    // Added below instead, to name its buttons in the language shown.
    zoomControl: false,
  });
  if (options.zoomControl !== false) {
    L.control.zoom({ zoomInTitle: t`Zoom in`, zoomOutTitle: t`Zoom out` }).addTo(map);
  }
  map.attributionControl.setPrefix(false);
  const ownCredit = "Natural Earth · GeoNames";
  map.attributionControl.addAttribution(ownCredit);

  const outline = L.layerGroup([
    L.geoJSON(land, { interactive: false, style: { className: "map-land", weight: 1 } }),
    L.geoJSON(borders, {
      interactive: false,
      style: { className: "map-border", weight: 1.5, dashArray: "6 4" },
    }),
  ]).addTo(map);
  // Town names sit in a pane of their own under the markers' (Leaflet's marker pane is at 600):
  // a place's marker is always drawn over a name, never under it.
  const townPane = map.createPane("towns");
  townPane.style.zIndex = "450";
  townPane.style.pointerEvents = "none";
  // Names in the order they claim room (capitals, cities, towns, districts): each shown from
  // its zoom on, wholly inside the map and clear of the markers (`avoidMarkers`) and of every
  // name before it, so more appear as the map zooms in and none pile up or are cut in half.
  // Each name's marker is made the first time it is shown: most never are.
  let markerBoxes: () => L.Bounds[] = () => [];
  const townMarkers = new Map<MapLabel, L.Marker>();
  const townMarker = (label: MapLabel) => {
    let marker = townMarkers.get(label);
    if (!marker) {
      marker = L.marker([label.latitude, label.longitude], {
        pane: "towns",
        interactive: false,
        keyboard: false,
        icon: L.divIcon({
          className: `map-town map-town-${label.kind}`,
          html: `<span>${escapeHtml(label.name)}</span>`,
          iconSize: undefined,
        }),
      });
      townMarkers.set(label, marker);
    }
    return marker;
  };
  let detailed = false;
  const labelTowns = () => {
    const zoom = map.getZoom();
    // The zoom labelled, for the browser tests to wait on a zoom's end.
    element.dataset.zoom = String(zoom);
    if (detailed) return;
    const view = map.getBounds().pad(0.5);
    const offered = BASEMAP_LABELS.filter(
      (label) => label.minZoom <= zoom && view.contains([label.latitude, label.longitude]),
    );
    const markers = markerBoxes().map((box) => {
      const min = map.layerPointToContainerPoint(box.min ?? L.point(0, 0));
      const max = map.layerPointToContainerPoint(box.max ?? L.point(0, 0));
      return { left: min.x, top: min.y, right: max.x, bottom: max.y };
    });
    // The zoom buttons and the credits are drawn over the map: names give way to them too.
    const frame = element.getBoundingClientRect();
    for (const control of element.querySelectorAll(".leaflet-control")) {
      const box = control.getBoundingClientRect();
      markers.push({
        left: box.left - frame.left,
        top: box.top - frame.top,
        right: box.right - frame.left,
        bottom: box.bottom - frame.top,
      });
    }
    const size = map.getSize();
    const shown = placeLabels(
      offered.map((label) => {
        const at = map.latLngToContainerPoint([label.latitude, label.longitude]);
        return { name: label.name, x: at.x, y: at.y };
      }),
      { width: size.x, height: size.y },
      markers,
    );
    const keep = new Map<MapLabel, number>();
    offered.forEach((label, index) => {
      const offset = shown[index];
      if (offset !== null && offset !== undefined) keep.set(label, offset);
    });
    for (const [label, marker] of townMarkers) if (!keep.has(label)) marker.remove();
    for (const [label, offset] of keep) {
      const marker = townMarker(label).addTo(map);
      marker.getElement()?.style.setProperty("--label-offset", `${offset}px`);
    }
  };
  // Placed once a task at most, when the task's own work is done and before the page is
  // drawn: making the map ends a view, a move and a zoom in one task, and each asked for the
  // names again (about 40 ms each on a phone).
  let labelling = false;
  let removed = false;
  map.on("unload", () => {
    removed = true;
  });
  const labelSoon = () => {
    if (labelling) return;
    labelling = true;
    queueMicrotask(() => {
      labelling = false;
      if (!removed) labelTowns();
    });
  };
  map.on("zoomend moveend resize", labelSoon);
  map.whenReady(labelSoon);

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
    for (const marker of townMarkers.values()) marker.remove();
    // Its own tiles or style show streets: closer zooms have something to show.
    map.setMaxZoom(DETAILED_MAX_ZOOM);
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
    relabel: labelSoon,
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

import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "./map.css";
import L from "leaflet";
import "leaflet.markercluster";
import { land, towns } from "virtual:uk-basemap";
import type { Place } from "#shared/place.ts";
import { markerHtml, markerLabel } from "./marker-label.ts";

/** The UK and Ireland, as first shown. */
const UK_BOUNDS = L.latLngBounds([49.8, -10.8], [60.9, 2.0]);

export type LocatedPlace = Place & { latitude: number; longitude: number };

/**
 * A Leaflet map of the UK on our own basemap (no tiles: nothing is asked of another server),
 * with a keyboard-reachable marker for each place, clustered when they crowd.
 */
export function createPlacesMap(
  element: HTMLElement,
  { onOpenPlace }: { onOpenPlace: (id: number) => void },
) {
  const map = L.map(element, {
    // Whole zoom levels: the clustering keeps a grid per level, and a half level has none.
    maxBounds: UK_BOUNDS.pad(0.5),
    minZoom: 4,
    maxZoom: 16,
    attributionControl: true,
  });
  map.attributionControl.setPrefix(false);
  map.attributionControl.addAttribution("Natural Earth · GeoNames");
  map.fitBounds(UK_BOUNDS);

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
    const shown = map.getZoom() <= 5 ? 8 : map.getZoom() === 6 ? 20 : townLabels.length;
    townLabels.forEach((label, rank) => {
      if (rank < shown) label.addTo(map);
      else label.remove();
    });
  };
  labelTowns();
  map.on("zoomend", labelTowns);

  const clusters = L.markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: 48,
    // Every marker stays reachable from the keyboard, not only those Leaflet thinks in view.
    removeOutsideVisibleBounds: false,
    iconCreateFunction: (cluster) =>
      L.divIcon({
        className: "map-cluster",
        html: `<span>${cluster.getChildCount()}</span>`,
        iconSize: L.point(40, 40),
      }),
  });
  map.addLayer(clusters);
  // A cluster is a control too: named, and opened with Enter like a marker.
  clusters.on("animationend", () => nameClusters());
  map.on("zoomend moveend", () => nameClusters());
  function nameClusters() {
    for (const element of document.querySelectorAll<HTMLElement>(".map-cluster")) {
      const count = element.textContent ?? "";
      element.setAttribute("aria-label", `${count} places here: zoom in`);
    }
  }

  // Leaflet measures its box once; the page's layout may still be settling (fonts, the list
  // beside it), and a stale size hides markers outside what it thinks is in view.
  const resized = new ResizeObserver(() => map.invalidateSize());
  resized.observe(element);

  element.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-place-id]");
    if (!link) return;
    event.preventDefault();
    onOpenPlace(Number(link.dataset.placeId));
  });

  let tiles: L.TileLayer | undefined;

  return {
    /** A detailed basemap from the tile server the self-hoster set, under our own outline. */
    showTiles(url: string, attribution: string) {
      tiles?.remove();
      tiles = L.tileLayer(url, { attribution, maxZoom: 19 }).addTo(map);
      tiles.bringToBack();
    },
    /** Shows these places, and only these. */
    show(places: readonly LocatedPlace[]) {
      clusters.clearLayers();
      clusters.addLayers(
        places.map((place) => {
          const marker = L.marker([place.latitude, place.longitude], {
            keyboard: true,
            title: markerLabel(place),
            icon: L.divIcon({
              className: "map-marker-icon",
              html: markerHtml(place.visited),
              iconSize: L.point(28, 28),
            }),
          });
          marker.on("add", () => {
            const icon = marker.getElement();
            icon?.setAttribute("aria-label", markerLabel(place));
            icon?.setAttribute("role", "button");
          });
          const card = document.createElement("div");
          card.className = "map-card";
          const name = document.createElement("strong");
          name.textContent = place.name;
          const status = document.createElement("span");
          status.textContent = place.visited ? "Visited" : "To Visit";
          const link = document.createElement("a");
          link.href = `/place/${place.id}`;
          link.dataset.placeId = String(place.id);
          link.textContent = "View details";
          card.append(name, status, link);
          marker.bindPopup(card);
          // The popup takes focus, so the keyboard can reach its link.
          marker.on("popupopen", () => link.focus());
          return marker;
        }),
      );
      nameClusters();
    },
    destroy() {
      resized.disconnect();
      map.remove();
    },
  };
}

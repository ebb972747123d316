import "leaflet.markercluster/dist/MarkerCluster.css";
import L from "leaflet";
import "leaflet.markercluster";
import { createUkMap, UK_BOUNDS } from "#client/components/map/basemap.ts";
import { countOf, formatCount } from "#shared/format-count.ts";
import type { Place } from "#shared/place.ts";
import { markerHtml, markerLabel } from "./marker-label.ts";

export type LocatedPlace = Place & { latitude: number; longitude: number };

/**
 * The map page's map: our own basemap with a keyboard-reachable marker for each place,
 * clustered when they crowd.
 */
export function createPlacesMap(
  element: HTMLElement,
  { onOpenPlace }: { onOpenPlace: (id: number) => void },
) {
  const { map, showBasemap } = createUkMap(element);
  map.fitBounds(UK_BOUNDS);

  const clusters = L.markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: 48,
    // Every marker stays reachable from the keyboard, not only those Leaflet thinks in view.
    removeOutsideVisibleBounds: false,
    // Clusters split and merge at once rather than gliding apart: with every marker of the
    // zoom level in the page (above), the animation forced a layout of them all on each step,
    // and panning and zooming 5,000 places ran at a frame p95 of 83-117 ms instead of 33-50.
    // Leaflet's own zoom still animates the map.
    animate: false,
    iconCreateFunction: (cluster) =>
      L.divIcon({
        className: "map-cluster",
        html: `<span data-count="${cluster.getChildCount()}">${formatCount(cluster.getChildCount())}</span>`,
        iconSize: L.point(40, 40),
      }),
  });
  map.addLayer(clusters);
  // A cluster is a control too: named, and opened with Enter like a marker.
  clusters.on("animationend", () => nameClusters());
  map.on("zoomend moveend", () => nameClusters());
  function nameClusters() {
    for (const element of document.querySelectorAll<HTMLElement>(".map-cluster")) {
      const count = Number(element.querySelector("[data-count]")?.getAttribute("data-count"));
      element.setAttribute("aria-label", `${countOf(count, "place")} here: zoom in`);
    }
  }

  element.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-place-id]");
    if (!link) return;
    event.preventDefault();
    onOpenPlace(Number(link.dataset.placeId));
  });

  return {
    showBasemap,
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
      map.remove();
    },
  };
}

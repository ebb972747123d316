import { t } from "@lingui/core/macro";
import L from "leaflet";
import { createUkMap, UK_BOUNDS } from "#client/components/map/basemap.ts";
import type { MapSettings } from "#shared/geo/map-settings.ts";

export type MapStop = {
  name: string;
  latitude: number;
  longitude: number;
  /** Its number in its day, written on the marker. */
  number: number;
  dayName: string;
  colour: string;
  placeId: number;
};

/**
 * A trip's map: our own basemap with a numbered marker for each stop, its day's colour behind
 * the number. Each marker is reachable with Tab, named by its day, number and place, and opens
 * a card with a link to the place with Enter.
 */
export function createTripMap(element: HTMLElement, onOpenPlace: (id: number) => void) {
  const { map, showBasemap, avoidMarkers, relabel } = createUkMap(element);
  map.fitBounds(UK_BOUNDS);
  const layer = L.layerGroup().addTo(map);
  let markers: L.Marker[] = [];
  avoidMarkers(() =>
    markers.map((marker) => {
      const at = map.latLngToLayerPoint(marker.getLatLng());
      return L.bounds(at.subtract([14, 14]), at.add([14, 14]));
    }),
  );
  element.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-place-id]");
    if (!link) return;
    event.preventDefault();
    onOpenPlace(Number(link.dataset.placeId));
  });

  return {
    showBasemap: (settings: MapSettings) => showBasemap(settings),
    show(stops: readonly MapStop[]) {
      layer.clearLayers();
      markers = stops.map((stop) => {
        const { dayName, number, name: placeName } = stop;
        const label = t`${dayName}, stop ${number}: ${placeName}`;
        const marker = L.marker([stop.latitude, stop.longitude], {
          keyboard: true,
          title: label,
          icon: L.divIcon({
            className: "map-marker-icon",
            html: `<span class="map-marker" style="background:${stop.colour};color:#fff;font-size:13px;border:2px solid #fff" aria-hidden="true">${stop.number}</span>`,
            iconSize: L.point(28, 28),
          }),
        });
        marker.on("add", () => {
          const icon = marker.getElement();
          icon?.setAttribute("aria-label", label);
          icon?.setAttribute("role", "button");
        });
        const card = document.createElement("div");
        card.className = "map-card";
        const name = document.createElement("strong");
        name.textContent = stop.name;
        const day = document.createElement("span");
        day.textContent = t`${dayName}, stop ${number}`;
        const link = document.createElement("a");
        link.href = `/place/${stop.placeId}`;
        link.dataset.placeId = String(stop.placeId);
        link.textContent = t`View details`;
        card.append(name, day, link);
        marker.bindPopup(card);
        marker.on("popupopen", () => link.focus());
        return marker;
      });
      for (const marker of markers) layer.addLayer(marker);
      if (markers.length > 0) {
        map.fitBounds(L.latLngBounds(markers.map((m) => m.getLatLng())).pad(0.2), {
          maxZoom: 12,
        });
      }
      relabel();
    },
    destroy() {
      map.remove();
    },
  };
}

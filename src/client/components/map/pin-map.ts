import L from "leaflet";
import { type LatLng, roundCoordinate } from "#shared/geo/location.ts";
import { createUkMap, UK_BOUNDS } from "./basemap.ts";

/** How close a pinned place is shown: its county, with the coast and towns around it. */
const PIN_ZOOM = 9;
/** How far an arrow key moves the pin, in screen pixels, whatever the zoom. */
const KEY_STEP_PX = 8;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -KEY_STEP_PX],
  ArrowDown: [0, KEY_STEP_PX],
  ArrowLeft: [-KEY_STEP_PX, 0],
  ArrowRight: [KEY_STEP_PX, 0],
};

const pinIcon = L.divIcon({
  className: "map-marker-icon",
  html: '<span class="map-pin" aria-hidden="true"></span>',
  iconSize: L.point(26, 26),
  // The pin's point, at the bottom of the turned square: its half-diagonal below the centre.
  iconAnchor: L.point(13, 31),
});

const rounded = ({ lat, lng }: L.LatLng): LatLng => ({
  latitude: roundCoordinate(lat),
  longitude: roundCoordinate(lng),
});

/**
 * A small map with one pin. Given `onMove`, the pin can be dropped with a tap on the map, then
 * dragged, or moved with the arrow keys once it has focus; without it the map only shows where
 * the place is.
 */
export function createPinMap(
  element: HTMLElement,
  {
    location,
    pinLabel,
    onMove,
  }: { location: LatLng | null; pinLabel: string; onMove?: (location: LatLng) => void },
) {
  // The page scrolls under a wheel or two fingers; zooming is the buttons' and a pinch's job.
  const { map, showBasemap } = createUkMap(element, { scrollWheelZoom: false });
  let pin: L.Marker | undefined;

  function place(location: LatLng) {
    const at = L.latLng(location.latitude, location.longitude);
    if (pin) {
      pin.setLatLng(at);
      return;
    }
    pin = L.marker(at, {
      icon: pinIcon,
      draggable: onMove !== undefined,
      keyboard: onMove !== undefined,
      title: pinLabel,
      autoPan: true,
    }).addTo(map);
    const icon = pin.getElement();
    icon?.setAttribute("aria-label", pinLabel);
    icon?.setAttribute("role", onMove ? "button" : "img");
    if (!onMove) return;
    const moved = pin;
    moved.on("dragend", () => onMove(rounded(moved.getLatLng())));
    icon?.addEventListener("keydown", (event) => {
      const step = ARROWS[event.key];
      if (!step) return;
      // The map would pan under the arrow keys; here they move the pin instead.
      event.preventDefault();
      event.stopPropagation();
      const point = map.latLngToContainerPoint(moved.getLatLng()).add(step);
      const next = map.containerPointToLatLng(point);
      moved.setLatLng(next);
      onMove(rounded(next));
    });
  }

  function show(location: LatLng | null) {
    if (!location) {
      pin?.remove();
      pin = undefined;
      map.fitBounds(UK_BOUNDS);
      return;
    }
    place(location);
    const at = L.latLng(location.latitude, location.longitude);
    // A pin the person is moving stays where it is on screen; one set elsewhere is brought into view.
    if (!map.getBounds().pad(-0.1).contains(at) || map.getZoom() < PIN_ZOOM - 3) {
      map.setView(at, Math.max(map.getZoom(), PIN_ZOOM));
    }
  }

  if (location) map.setView([location.latitude, location.longitude], PIN_ZOOM);
  else map.fitBounds(UK_BOUNDS);
  if (location) place(location);

  if (onMove) {
    map.on("click", (event) => {
      place({ latitude: event.latlng.lat, longitude: event.latlng.lng });
      onMove(rounded(event.latlng));
    });
  }

  return {
    show,
    showBasemap,
    destroy() {
      map.remove();
    },
  };
}

import L from "leaflet";
import { pinBox, zoomShowingATown } from "#shared/geo/label-placement.ts";
import { type LatLng, roundCoordinate } from "#shared/geo/location.ts";
import type { MapSettings } from "#shared/geo/map-settings.ts";
import { BASEMAP_LABELS, createUkMap, UK_BOUNDS } from "./basemap.ts";

/**
 * How close a pinned place is shown: as close as 11, and further out until the nearest town's
 * name shows whole beside the pin (a small map of a moor otherwise opens on bare land).
 */
const PIN_ZOOMS = { min: 6, max: 11 };
/**
 * How close it is shown on a detailed basemap the self-hoster set, whose own names and roads
 * show at every zoom: the built-in names' rule above does not apply to it.
 */
const DETAILED_PIN_ZOOM = 9;
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
  const { map, showBasemap, avoidMarkers, relabel } = createUkMap(element, {
    scrollWheelZoom: false,
  });
  let pin: L.Marker | undefined;
  // Town names give way to the pin.
  avoidMarkers(() => {
    if (!pin) return [];
    const { x, y } = map.latLngToLayerPoint(pin.getLatLng());
    const box = pinBox(x, y);
    return [L.bounds([box.left, box.top], [box.right, box.bottom])];
  });
  let detailed = false;
  /** The zoom that shows a town's name beside a pin here, at the map's size now. */
  const pinZoom = (location: LatLng) => {
    if (detailed) return DETAILED_PIN_ZOOM;
    const { x, y } = map.getSize();
    // Not laid out yet: the closest zoom, as before the map could measure.
    if (x === 0 || y === 0) return PIN_ZOOMS.max - 2;
    return zoomShowingATown(location, BASEMAP_LABELS, { width: x, height: y }, PIN_ZOOMS);
  };

  function place(location: LatLng) {
    const at = L.latLng(location.latitude, location.longitude);
    if (pin) {
      pin.setLatLng(at);
      relabel();
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
    relabel();
    if (!onMove) return;
    const moved = pin;
    moved.on("dragend", () => {
      relabel();
      onMove(rounded(moved.getLatLng()));
    });
    icon?.addEventListener("keydown", (event) => {
      const step = ARROWS[event.key];
      if (!step) return;
      // The map would pan under the arrow keys; here they move the pin instead.
      event.preventDefault();
      event.stopPropagation();
      const point = map.latLngToContainerPoint(moved.getLatLng()).add(step);
      const next = map.containerPointToLatLng(point);
      moved.setLatLng(next);
      relabel();
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
    if (!map.getBounds().pad(-0.1).contains(at) || map.getZoom() < PIN_ZOOMS.min) {
      map.setView(at, pinZoom(location));
    }
  }

  if (location) map.setView([location.latitude, location.longitude], pinZoom(location));
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
    showBasemap(settings: MapSettings) {
      showBasemap(settings);
      const { tileUrl, styleUrl, vectorTiles, attribution } = settings;
      if (!attribution || !(tileUrl || styleUrl || vectorTiles)) return;
      detailed = true;
      if (pin) map.setView(pin.getLatLng(), DETAILED_PIN_ZOOM);
    },
    destroy() {
      map.remove();
    },
  };
}

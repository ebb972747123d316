import "leaflet.markercluster/dist/MarkerCluster.css";
import L from "leaflet";
import "leaflet.markercluster";
import { createUkMap, UK_BOUNDS } from "#client/components/map/basemap.ts";
import { countOf, formatCount } from "#shared/format-count.ts";
import type { LocatedPlace } from "./map-view.tsx";
import { markerHtml, markerLabel } from "./marker-label.ts";

/** Places clustered in one turn of the main thread: about 35 ms on a phone. */
const PLACES_PER_SLICE = 500;

/** A marker's look, named for assistive technology on the element that takes focus. */
class PlaceIcon extends L.DivIcon {
  declare options: L.DivIconOptions & { label: string };

  constructor(options: L.DivIconOptions & { label: string }) {
    super(options);
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const icon = super.createIcon(oldIcon);
    icon.setAttribute("aria-label", this.options.label);
    return icon;
  }
}

/** A marker's popup: the place's name, whether it is visited, and a link to its page. */
function placeCard(place: LocatedPlace): HTMLElement {
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
  return card;
}

/**
 * The map page's map: our own basemap with a keyboard-reachable marker for each place,
 * clustered when they crowd.
 */
export function createPlacesMap(
  element: HTMLElement,
  { onOpenPlace }: { onOpenPlace: (id: number) => void },
) {
  const { map, showBasemap, avoidMarkers, relabel } = createUkMap(element);
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
    // How many places, and how many of them are visited: a tick and the number on a badge,
    // told by the mark and its number, not by colour.
    iconCreateFunction: (cluster) => {
      const count = cluster.getChildCount();
      const done = cluster.getAllChildMarkers().filter((marker) => visited.has(marker)).length;
      const badge =
        done > 0 ? `<span class="map-cluster-visited">✓${formatCount(done)}</span>` : "";
      return L.divIcon({
        className: "map-cluster",
        html: `<span data-count="${count}" data-visited="${done}">${formatCount(count)}</span>${badge}`,
        iconSize: L.point(40, 40),
      });
    },
  });
  map.addLayer(clusters);
  /** The markers of visited places, for the clusters' counts. */
  let visited = new WeakSet<L.Marker>();
  // What the map shows at this zoom, each marker or cluster, read from the marker pane: the
  // few drawn, not the thousands of places behind them. Leaflet keeps each one's layer point.
  avoidMarkers(() =>
    [...(map.getPane("markerPane")?.children ?? [])].map((icon) => {
      const at = L.DomUtil.getPosition(icon as HTMLElement);
      // A marker's disc is 28 px, a cluster's 40 with its visited badge above its right side
      // (map.css), each centred on its point.
      if (!icon.classList.contains("map-cluster")) {
        return L.bounds(at.subtract([14, 14]), at.add([14, 14]));
      }
      return L.bounds(at.subtract([20, 30]), at.add([40, 20]));
    }),
  );
  // A cluster is a control too: named, and opened with Enter like a marker. Clusters are
  // remade at each zoom: the town names then give way to them.
  clusters.on("animationend", () => {
    nameClusters();
    relabel();
  });
  map.on("zoomend moveend", () => nameClusters());
  function nameClusters() {
    for (const element of document.querySelectorAll<HTMLElement>(".map-cluster")) {
      const counted = element.querySelector("[data-count]");
      const count = Number(counted?.getAttribute("data-count"));
      const done = formatCount(Number(counted?.getAttribute("data-visited")));
      element.setAttribute(
        "aria-label",
        `${countOf(count, "place")} here, ${done} visited: zoom in`,
      );
    }
  }

  element.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-place-id]");
    if (!link) return;
    event.preventDefault();
    onOpenPlace(Number(link.dataset.placeId));
  });

  // One popup for the whole group, made for the marker opened (a click, or Enter on its
  // focus): a popup and its listeners on each of 5,000 markers held back the first ones.
  // Clusters answer "clusterclick", so only a place's marker opens it.
  let placeOf = new WeakMap<L.Layer, LocatedPlace>();
  clusters.bindPopup((layer) => {
    const place = placeOf.get(layer);
    return place ? placeCard(place) : "";
  });
  // The popup takes focus, so the keyboard can reach its link.
  clusters.on("popupopen", ({ popup }) =>
    popup.getElement()?.querySelector<HTMLElement>("a[data-place-id]")?.focus(),
  );

  /** A marker for `place`, known to the popup and the clusters' counts. */
  function markerOf(place: LocatedPlace): L.Marker {
    const label = markerLabel(place);
    const marker = L.marker([place.latitude, place.longitude], {
      keyboard: true,
      title: label,
      icon: new PlaceIcon({
        className: "map-marker-icon",
        html: markerHtml(place.visited),
        iconSize: L.point(28, 28),
        label,
      }),
    });
    placeOf.set(marker, place);
    if (place.visited) visited.add(marker);
    return marker;
  }

  // Which call of show() is drawing: a later one stops an earlier one's remaining slices.
  let drawing = 0;
  let slices: ReturnType<typeof setTimeout> | undefined;

  return {
    showBasemap,
    /**
     * Shows these places, and only these: a slice at a time, handing the main thread back
     * between slices, so a page that has just loaded answers a tap while thousands are
     * clustered (one task of 0.4 s on a phone at 5,000 places). The map is marked busy
     * (aria-busy) until the last slice is on it.
     */
    show(places: readonly LocatedPlace[]) {
      const run = ++drawing;
      clearTimeout(slices);
      element.setAttribute("aria-busy", "true");
      clusters.clearLayers();
      visited = new WeakSet();
      placeOf = new WeakMap();
      const addFrom = (offset: number) => {
        if (run !== drawing) return;
        const next = offset + PLACES_PER_SLICE;
        clusters.addLayers(places.slice(offset, next).map(markerOf));
        nameClusters();
        if (next < places.length) {
          slices = setTimeout(() => addFrom(next), 0);
        } else {
          relabel();
          element.setAttribute("aria-busy", "false");
        }
      };
      // Not in the task that called: the page's first draw and the map's making are one
      // already.
      slices = setTimeout(() => addFrom(0), 0);
    },
    destroy() {
      drawing++;
      clearTimeout(slices);
      map.remove();
    },
  };
}

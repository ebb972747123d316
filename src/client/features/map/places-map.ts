import L from "leaflet";
import Supercluster from "supercluster";
import { createUkMap, UK_BOUNDS } from "#client/components/map/basemap.ts";
import { countOf, formatCount } from "#shared/format-count.ts";
import type { LocatedPlace } from "./map-view.tsx";
import { markerHtml, markerLabel } from "./marker-label.ts";

/** The closest zoom any basemap offers: places are clustered up to it. */
const CLUSTER_MAX_ZOOM = 16;
/** How close, in screen pixels, places must be to share a cluster. */
const CLUSTER_RADIUS = 48;
/** All the world: every marker of a zoom is in the page, so the keyboard reaches each one. */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

type Counts = { visited: number };
type Index = Supercluster<{ place: LocatedPlace }, Counts>;

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

/** A link to a place's page, with its name, whether it is visited, and a link text. */
function placeLink(place: LocatedPlace, text: string): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = `/place/${place.id}`;
  link.dataset.placeId = String(place.id);
  link.textContent = text;
  return link;
}

/** A marker's popup: the place's name, whether it is visited, and a link to its page. */
function placeCard(place: LocatedPlace): HTMLElement {
  const card = document.createElement("div");
  card.className = "map-card";
  const name = document.createElement("strong");
  name.textContent = place.name;
  const status = document.createElement("span");
  status.textContent = place.visited ? "Visited" : "To Visit";
  card.append(name, status, placeLink(place, "View details"));
  return card;
}

/** The popup of places too close to part at the closest zoom: a link to each. */
function crowdCard(places: readonly LocatedPlace[]): HTMLElement {
  const list = document.createElement("ul");
  list.className = "map-card map-crowd";
  for (const place of places) {
    const item = document.createElement("li");
    item.append(placeLink(place, markerLabel(place)));
    list.append(item);
  }
  return list;
}

/** A cluster's look: how many places, and how many of them are visited on a badge. */
function clusterIcon(count: number, visited: number, label: string) {
  // Told by the tick and its number, not by colour.
  const badge =
    visited > 0 ? `<span class="map-cluster-visited">✓${formatCount(visited)}</span>` : "";
  return new PlaceIcon({
    className: "map-cluster",
    html: `<span data-count="${count}" data-visited="${visited}">${formatCount(count)}</span>${badge}`,
    iconSize: L.point(40, 40),
    label,
  });
}

/**
 * The map page's map: our own basemap with a keyboard-reachable marker for each place,
 * clustered when they crowd. The clusters of each zoom come from an index made once per list
 * (Supercluster), so only the markers and clusters of the zoom shown are ever made: a few
 * hundred at the UK's scale, not a tree of thousands.
 */
export function createPlacesMap(
  element: HTMLElement,
  { onOpenPlace }: { onOpenPlace: (id: number) => void },
) {
  const { map, showBasemap, avoidMarkers, relabel } = createUkMap(element);
  map.fitBounds(UK_BOUNDS);

  // A place's marker opens its card; a cluster's zooms in (or lists its places).
  const places = L.featureGroup().addTo(map);
  const clusters = L.layerGroup().addTo(map);
  let index: Index | undefined;
  /** The index and zoom the markers drawn are of: drawn again only when either changes. */
  let drawnOf: { index: Index; zoom: number } | undefined;
  /** What the map shows now, by key: a place's id or a cluster's, each with its marker. */
  let drawn = new Map<string, L.Marker>();
  let placeOf = new WeakMap<L.Layer, LocatedPlace>();

  // What the map shows at this zoom, each marker or cluster: town names give way to them.
  // Brought to the map's zoom first, whichever of the zoom's listeners asked.
  avoidMarkers(() => {
    draw();
    return [...drawn.values()].map((marker) => {
      const at = map.latLngToLayerPoint(marker.getLatLng());
      // A marker's disc is 28 px, a cluster's 40 with its visited badge above its right side
      // (map.css), each centred on its point.
      if (placeOf.has(marker)) return L.bounds(at.subtract([14, 14]), at.add([14, 14]));
      return L.bounds(at.subtract([20, 30]), at.add([40, 20]));
    });
  });

  element.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-place-id]");
    if (!link) return;
    event.preventDefault();
    onOpenPlace(Number(link.dataset.placeId));
  });

  // One popup for all the places, made for the marker opened (a click, or Enter on its focus).
  places.bindPopup((layer) => {
    const place = placeOf.get(layer);
    return place ? placeCard(place) : "";
  });
  // The popup takes focus, so the keyboard can reach its link.
  map.on("popupopen", ({ popup }) =>
    popup.getElement()?.querySelector<HTMLElement>("a[data-place-id]")?.focus(),
  );

  /** A place's marker, known to the popup. */
  function placeMarker(place: LocatedPlace): L.Marker {
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
    return marker;
  }

  /** A cluster's marker: a click or Enter zooms to where it parts, or lists its places. */
  function clusterMarker(shown: Index, id: number, at: L.LatLng, count: number, visited: number) {
    const zoom = shown.getClusterExpansionZoom(id);
    const parts = zoom <= map.getMaxZoom();
    const label = `${countOf(count, "place")} here, ${formatCount(visited)} visited: ${parts ? "zoom in" : "list them"}`;
    const marker = L.marker(at, { keyboard: true, icon: clusterIcon(count, visited, label) });
    // Leaflet turns Enter into a click only for a marker with a popup: the zoom hears both.
    const zoomIn = () => map.setView(at, zoom);
    if (parts) {
      return marker.on("click", zoomIn).on("keypress", (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key === "Enter") zoomIn();
      });
    }
    return marker.bindPopup(() =>
      crowdCard(shown.getLeaves(id, Number.POSITIVE_INFINITY).map((leaf) => leaf.properties.place)),
    );
  }

  /**
   * The markers and clusters of the zoom shown: those already drawn stay (an open card too),
   * the others are made.
   */
  function draw() {
    const shown = index;
    const zoom = Math.floor(map.getZoom());
    if (!shown || (drawnOf?.index === shown && drawnOf.zoom === zoom)) return;
    drawnOf = { index: shown, zoom };
    const next = new Map<string, L.Marker>();
    for (const feature of shown.getClusters(WORLD, zoom)) {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ("cluster" in props && props.cluster) {
        const key = `c${props.cluster_id}`;
        next.set(
          key,
          drawn.get(key) ??
            clusterMarker(
              shown,
              props.cluster_id,
              L.latLng(latitude, longitude),
              props.point_count,
              props.visited,
            ),
        );
      } else if ("place" in props) {
        const key = `p${props.place.id}`;
        next.set(key, drawn.get(key) ?? placeMarker(props.place));
      }
    }
    for (const [key, marker] of drawn) if (!next.has(key)) marker.remove();
    for (const [key, marker] of next) {
      if (!drawn.has(key)) marker.addTo(placeOf.has(marker) ? places : clusters);
    }
    drawn = next;
  }
  // With a detailed basemap no names are placed: the zoom's end draws them itself.
  map.on("zoomend", draw);

  // Which call of show() is drawing: a later one replaces an earlier one's waiting list.
  let waiting: ReturnType<typeof setTimeout> | undefined;

  return {
    showBasemap,
    /**
     * Shows these places, and only these. Indexed in the task after the call, not in it: the
     * page's first draw and the map's making are one already. The map is marked busy
     * (aria-busy) until they are on it.
     */
    show(list: readonly LocatedPlace[]) {
      clearTimeout(waiting);
      element.setAttribute("aria-busy", "true");
      waiting = setTimeout(() => {
        const next: Index = new Supercluster({
          radius: CLUSTER_RADIUS,
          maxZoom: CLUSTER_MAX_ZOOM,
          map: (props) => ({ visited: props.place.visited ? 1 : 0 }),
          reduce: (sum, props) => {
            sum.visited += props.visited;
          },
        });
        next.load(
          list.map((place) => ({
            type: "Feature",
            properties: { place },
            geometry: { type: "Point", coordinates: [place.longitude, place.latitude] },
          })),
        );
        index = next;
        // Each marker of the old list goes: a place's visit or name may have changed.
        places.clearLayers();
        clusters.clearLayers();
        drawn = new Map();
        placeOf = new WeakMap();
        draw();
        relabel();
        element.setAttribute("aria-busy", "false");
      }, 0);
    },
    destroy() {
      clearTimeout(waiting);
      map.remove();
    },
  };
}

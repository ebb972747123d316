import { plural, t } from "@lingui/core/macro";
import L from "leaflet";
import { createUkMap, UK_BOUNDS } from "#client/components/map/basemap.ts";
import { formatCount } from "#shared/format-count.ts";
import type { ClusterReply, ClusterRequest, DrawnItem } from "./cluster-messages.ts";
import type { LocatedPlace } from "./map-view.tsx";
import { markerHtml, markerLabel } from "./marker-label.ts";

/**
 * How far past the view markers are drawn, as a share of its width and height on each side: a
 * drag of up to half the map draws nothing new, and a marker at the edge is in the page.
 */
const DRAWN_MARGIN = 0.5;

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
  status.textContent = place.visited ? t`Visited` : t`To Visit`;
  card.append(name, status, placeLink(place, t`View details`));
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

/** A cluster's accessible name: "30 places here, 10 visited: zoom in" (or "list them"). */
function clusterLabel(count: number, visited: number, listed: boolean) {
  const visitedCount = formatCount(visited);
  return listed
    ? t`${plural(count, {
        one: `# place here, ${visitedCount} visited: list them`,
        other: `# places here, ${visitedCount} visited: list them`,
      })}`
    : t`${plural(count, {
        one: `# place here, ${visitedCount} visited: zoom in`,
        other: `# places here, ${visitedCount} visited: zoom in`,
      })}`;
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

/** The clustering worker, bundled on its own (cluster.worker.ts). */
const startWorker = () =>
  new Worker(new URL("./cluster.worker.ts", import.meta.url), { type: "module" });

/** A worker started ahead of the map, waiting for it. */
let warm: Worker | undefined;

/**
 * Starts the worker the next map will use, so that its script loads while the page is still
 * being drawn: the map page's module calls this as it loads.
 */
export function prepareClusterWorker() {
  if (warm) return;
  const worker = startWorker();
  // One whose script failed to load before a map took it is dropped: the map starts another.
  worker.addEventListener("error", () => {
    if (warm === worker) warm = undefined;
  });
  warm = worker;
}

/**
 * The map page's map: our own basemap with a keyboard-reachable marker for each place,
 * clustered when they crowd. A worker indexes each list once (Supercluster) and answers with
 * the markers and clusters of the zoom and area shown, so only those are ever made: a few
 * hundred at most, not a tree of thousands, and none of it on the page's thread.
 */
export function createPlacesMap(
  element: HTMLElement,
  { onOpenPlace }: { onOpenPlace: (id: number) => void },
) {
  const { map, showBasemap, avoidMarkers, relabel } = createUkMap(element);
  map.fitBounds(UK_BOUNDS);
  const worker = warm ?? startWorker();
  warm = undefined;
  const ask = (request: ClusterRequest) => worker.postMessage(request);

  // A place's marker opens its card; a cluster's zooms in (or lists its places).
  const places = L.featureGroup().addTo(map);
  const clusters = L.layerGroup().addTo(map);
  /** The list shown, and which it is: each show() makes a new one. */
  let list: readonly LocatedPlace[] = [];
  let listNumber = 0;
  /** The list whose markers are drawn: its markers go when another's come. */
  let drawnList = 0;
  /**
   * The list, zoom and area last asked of the worker: asked again when the list or the zoom
   * changes, or the view leaves the area. Its number tells its answer from older ones.
   */
  let asked: { list: number; zoom: number; area: L.LatLngBounds; view: number } | undefined;
  /** What the map shows now, by key: a place's id or a cluster's, each with its marker. */
  let drawn = new Map<string, L.Marker>();
  let placeOf = new WeakMap<L.Layer, LocatedPlace>();

  // What the map shows, each marker or cluster: town names give way to them. Asked of the
  // worker first if the view has moved on; its answer places the names again.
  avoidMarkers(() => {
    askForView();
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
  function clusterMarker(cluster: Exclude<DrawnItem, { at: number }>) {
    const { count, visited, expansionZoom, crowd } = cluster;
    const at = L.latLng(cluster.latitude, cluster.longitude);
    const label = clusterLabel(count, visited, crowd !== null);
    const marker = L.marker(at, { keyboard: true, icon: clusterIcon(count, visited, label) });
    if (crowd) {
      // The places of the list it was made from, should another list be on its way.
      const of = list;
      return marker.bindPopup(() => crowdCard(crowd.flatMap((position) => of[position] ?? [])));
    }
    // Leaflet turns Enter into a click only for a marker with a popup: the zoom hears both.
    const zoomIn = () => map.setView(at, expansionZoom);
    return marker.on("click", zoomIn).on("keypress", (event: L.LeafletKeyboardEvent) => {
      if (event.originalEvent.key === "Enter") zoomIn();
    });
  }

  /**
   * Asks the worker for the markers and clusters of the zoom shown, in and around the view,
   * unless those drawn or asked for already cover it. Only the view's are made, not the whole
   * country's: closer in that is a thousand markers or more, and making them at once held up
   * the zoom for a fifth of a second. The arrow keys pan the map to the others.
   */
  function askForView() {
    const zoom = Math.floor(map.getZoom());
    const view = map.getBounds();
    if (
      listNumber === 0 ||
      (asked?.list === listNumber && asked.zoom === zoom && asked.area.contains(view))
    ) {
      return;
    }
    const area = view.pad(DRAWN_MARGIN);
    asked = { list: listNumber, zoom, area, view: (asked?.view ?? 0) + 1 };
    element.setAttribute("aria-busy", "true");
    ask({
      type: "view",
      list: listNumber,
      view: asked.view,
      zoom,
      box: [
        Math.max(area.getWest(), -180),
        Math.max(area.getSouth(), -85),
        Math.min(area.getEast(), 180),
        Math.min(area.getNorth(), 85),
      ],
    });
  }

  /**
   * Draws the worker's answer for the view last asked for: markers already drawn stay (an open
   * card too), the others are made, and those of another list go (a place's visit or name may
   * have changed).
   */
  worker.onmessage = ({ data }: MessageEvent<ClusterReply>) => {
    if (data.view !== asked?.view) return;
    if (data.list !== drawnList) {
      places.clearLayers();
      clusters.clearLayers();
      drawn = new Map();
      placeOf = new WeakMap();
      drawnList = data.list;
    }
    const next = new Map<string, L.Marker>();
    for (const item of data.items) {
      if ("at" in item) {
        const place = list[item.at];
        if (!place) continue;
        const key = `p${place.id}`;
        next.set(key, drawn.get(key) ?? placeMarker(place));
      } else {
        const key = `c${item.id}`;
        next.set(key, drawn.get(key) ?? clusterMarker(item));
      }
    }
    for (const [key, marker] of drawn) if (!next.has(key)) marker.remove();
    for (const [key, marker] of next) {
      if (!drawn.has(key)) marker.addTo(placeOf.has(marker) ? places : clusters);
    }
    drawn = next;
    relabel();
    element.setAttribute("aria-busy", "false");
  };
  // The worker's script could not be loaded (a lost signal on a first visit, say): the map
  // says so, rather than staying busy and empty.
  worker.onerror = (event) => {
    event.preventDefault();
    element.setAttribute("aria-busy", "false");
    if (element.querySelector(".map-problem")) return;
    const problem = document.createElement("p");
    problem.className = "map-problem";
    problem.setAttribute("role", "alert");
    problem.textContent = t`Your places could not be shown on the map. Reload the page to try again.`;
    element.append(problem);
  };
  // With a detailed basemap no names are placed: the zoom's or move's end asks itself.
  map.on("zoomend moveend", askForView);

  const api = {
    showBasemap,
    /**
     * Shows these places, and only these: the worker indexes them, then draws the view. The
     * map is marked busy (aria-busy) until they are on it.
     */
    show(next: readonly LocatedPlace[]) {
      list = next;
      listNumber += 1;
      const coordinates = new Float64Array(next.length * 2);
      const visited = new Uint8Array(next.length);
      next.forEach((place, at) => {
        coordinates[2 * at] = place.longitude;
        coordinates[2 * at + 1] = place.latitude;
        visited[at] = place.visited ? 1 : 0;
      });
      ask({
        type: "load",
        coordinates,
        visited,
        minZoom: map.getMinZoom(),
        maxZoom: map.getMaxZoom(),
      });
      askForView();
    },
    destroy() {
      worker.terminate();
      map.remove();
    },
  };
  // A detailed basemap offers closer zooms: the places are clustered for those too.
  map.on("zoomlevelschange", () => {
    if (listNumber > 0) api.show(list);
  });
  return api;
}

// Clusters the map's places away from the page: indexing 5,000 places took a phone's main
// thread a sixth of a second as the map opened. Bundled as a file of its own, served from our
// origin, as the CSP's script-src 'self' allows.
import Supercluster, { type PointFeature } from "supercluster";
import type { ClusterReply, ClusterRequest, DrawnItem } from "./cluster-messages.ts";

type Counts = { visited: number };
type Index = Supercluster<{ at: number; visited: number }, Counts>;

/** The worker's side of the channel, typed without the WebWorker library. */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ClusterRequest>) => void) | null;
  postMessage: (message: ClusterReply) => void;
};

/** How close, in screen pixels, places must be to share a cluster. */
const CLUSTER_RADIUS = 48;

let index: Index | undefined;
let maxZoom = 0;

/** A view's markers and clusters; a cluster no zoom of the map can part lists its places. */
function itemsOf(shown: Index, box: [number, number, number, number], zoom: number) {
  return shown.getClusters(box, zoom).map((feature): DrawnItem => {
    const props = feature.properties;
    if (!("cluster" in props)) return { at: props.at };
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const expansionZoom = shown.getClusterExpansionZoom(props.cluster_id);
    return {
      id: props.cluster_id,
      longitude,
      latitude,
      count: props.point_count,
      visited: props.visited,
      expansionZoom,
      crowd:
        expansionZoom > maxZoom
          ? shown
              .getLeaves(props.cluster_id, Number.POSITIVE_INFINITY)
              .map((leaf) => leaf.properties.at)
          : null,
    };
  });
}

scope.onmessage = ({ data }) => {
  if (data.type === "load") {
    // Clustered only at the zooms the map offers: each is a pass over every place.
    maxZoom = data.maxZoom;
    const next: Index = new Supercluster({
      radius: CLUSTER_RADIUS,
      minZoom: data.minZoom,
      maxZoom: data.maxZoom,
      map: (props) => ({ visited: props.visited }),
      reduce: (sum, props) => {
        sum.visited += props.visited;
      },
    });
    const points: PointFeature<{ at: number; visited: number }>[] = [];
    for (let at = 0; at < data.visited.length; at++) {
      points.push({
        type: "Feature",
        properties: { at, visited: data.visited[at] ?? 0 },
        geometry: {
          type: "Point",
          coordinates: [data.coordinates[2 * at] ?? 0, data.coordinates[2 * at + 1] ?? 0],
        },
      });
    }
    next.load(points);
    index = next;
    return;
  }
  if (!index) return;
  scope.postMessage({
    list: data.list,
    view: data.view,
    items: itemsOf(index, data.box, data.zoom),
  });
};

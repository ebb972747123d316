// What the page and the clustering worker (cluster.worker.ts) say to each other.

/**
 * The page's requests, answered in order: a list's places to index (each place by its
 * position in the list), then the markers of a view of it.
 */
export type ClusterRequest =
  | {
      type: "load";
      /** Each place's longitude and latitude, one after the other. */
      coordinates: Float64Array;
      /** 1 for each visited place, 0 for the others. */
      visited: Uint8Array;
      minZoom: number;
      maxZoom: number;
    }
  | {
      type: "view";
      /** The list and view asked for, told back with the answer. */
      list: number;
      view: number;
      /** West, south, east and north. */
      box: [number, number, number, number];
      zoom: number;
    };

/**
 * A place (by its position in the list) or a cluster, with the zoom it parts at, and its
 * places when no zoom of the map can part them.
 */
export type DrawnItem =
  | { at: number }
  | {
      id: number;
      longitude: number;
      latitude: number;
      count: number;
      visited: number;
      expansionZoom: number;
      crowd: number[] | null;
    };

export type ClusterReply = { list: number; view: number; items: DrawnItem[] };

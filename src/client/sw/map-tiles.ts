/// <reference lib="webworker" />
/**
 * The detailed map with no signal: the vector tiles the user has looked at (MAP_PMTILES), kept
 * up to a byte limit with the oldest dropped first, and MapLibre's code, which the precache
 * leaves out. A tile's address carries the archive's version, so a kept tile is never stale.
 */
import { registerRoute } from "workbox-routing";
import { MAP_CODE_CACHE, mapTileCacheOf } from "./cache-names.ts";
import { ByteBudget } from "./tile-budget.ts";

/** About the tiles of a few counties at street level, or the whole UK down to towns. */
export const MAP_TILE_CACHE_BYTES = 50 * 1024 * 1024;
/** Two builds' worth of MapLibre's files (its chunk, stylesheet and worker). */
const MAP_CODE_KEPT = 8;
/** Set on a kept tile: its size, read back when the worker starts again. */
const SIZE_HEADER = "x-uka-bytes";

const TILE = /^\/api\/map\/tiles\/\d+\/\d+\/\d+\.mvt$/;
const MAP_CODE = /^\/assets\/(vector-style-[\w-]+\.(js|css)|maplibre-gl-worker-[\w-]+\.mjs)$/;

type UserNow = () => Promise<string | null>;

/** Each user's budget, rebuilt from what their cache holds the first time it is needed. */
const budgets = new Map<string, Promise<ByteBudget>>();
function budgetOf(cacheName: string): Promise<ByteBudget> {
  let budget = budgets.get(cacheName);
  if (!budget) {
    budget = (async () => {
      const rebuilt = new ByteBudget(MAP_TILE_CACHE_BYTES);
      const cache = await caches.open(cacheName);
      // A cache lists its entries in the order they were put: oldest first.
      for (const request of await cache.keys()) {
        const kept = await cache.match(request);
        rebuilt.add(request.url, Number(kept?.headers.get(SIZE_HEADER) ?? 0));
      }
      return rebuilt;
    })();
    budgets.set(cacheName, budget);
  }
  return budget;
}

// One write at a time, so two tiles arriving together cannot both miss an over-limit drop.
let writing = Promise.resolve();
function keepTile(cacheName: string, request: Request, response: Response) {
  writing = writing.then(async () => {
    const bytes = await response.arrayBuffer();
    const headers = new Headers(response.headers);
    headers.set(SIZE_HEADER, String(bytes.byteLength));
    const cache = await caches.open(cacheName);
    await cache.put(request, new Response(bytes, { status: response.status, headers }));
    const dropped = (await budgetOf(cacheName)).add(request.url, bytes.byteLength);
    await Promise.all(dropped.map((url) => cache.delete(url)));
  });
  return writing.catch(() => {
    // Storage full or the cache gone (signed out meanwhile): the tile is simply not kept.
  });
}

export function registerMapRoutes(userNow: UserNow, sameOrigin: (url: URL) => boolean) {
  // Tiles: the kept copy first (never stale, see above), else the network, kept for next time.
  registerRoute(
    ({ url, request }) => sameOrigin(url) && request.method === "GET" && TILE.test(url.pathname),
    async ({ request, event }) => {
      const userId = await userNow();
      if (userId === null) return fetch(request);
      const cacheName = mapTileCacheOf(userId);
      const kept = await (await caches.open(cacheName)).match(request, { ignoreVary: true });
      if (kept) return kept;
      const response = await fetch(request);
      // 204 is a tile with nothing in it (open sea): worth keeping too.
      if (response.status === 200 || response.status === 204) {
        (event as ExtendableEvent).waitUntil(keepTile(cacheName, request, response.clone()));
      }
      return response;
    },
  );

  // MapLibre's code: named by its content, so the kept copy is always right.
  registerRoute(
    ({ url, request }) =>
      sameOrigin(url) && request.method === "GET" && MAP_CODE.test(url.pathname),
    async ({ request, event }) => {
      const cache = await caches.open(MAP_CODE_CACHE);
      const kept = await cache.match(request);
      if (kept) return kept;
      const response = await fetch(request);
      if (response.status === 200) {
        (event as ExtendableEvent).waitUntil(
          (async () => {
            await cache.put(request, response.clone());
            const keys = await cache.keys();
            const over = keys.slice(0, Math.max(keys.length - MAP_CODE_KEPT, 0));
            await Promise.all(over.map((key) => cache.delete(key)));
          })(),
        );
      }
      return response;
    },
  );
}

/** Forgets the budgets of caches deleted at sign-out or a change of user. */
export function forgetMapBudgets() {
  budgets.clear();
}

/// <reference lib="webworker" />
/**
 * The service worker: the app opens with no signal. Workbox precaches the app shell and every
 * page's code (the build lists them: vite.config.ts), serves every navigation the shell, and
 * keeps the signed-in user's last answers, the photos and map tiles they have seen, under that
 * user alone. Writes are never handled here: the web app keeps changes made offline itself
 * (src/client/features/offline) and sends them when the connection returns.
 */
import { clientsClaim } from "workbox-core";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import {
  CURRENT_USER_KEY,
  isPrivateCache,
  META_CACHE,
  mapTileCacheOf,
  PUBLIC_CACHE,
  photoCacheOf,
  privateCacheOf,
  SW_MESSAGES,
} from "./cache-names.ts";
import { forgetMapBudgets, registerMapRoutes } from "./map-tiles.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  /** Put before this script by the server (src/server/http/static-client.ts). */
  __UKA_SETTINGS?: string;
};

// The shell's revision also carries the server's settings that shape its headers (the map
// servers the CSP allows): changed settings make a new worker, which fetches the shell again.
const settings = self.__UKA_SETTINGS ?? "";
precacheAndRoute(
  self.__WB_MANIFEST.map((entry) =>
    typeof entry !== "string" && entry.url === "index.html"
      ? { ...entry, revision: `${entry.revision}-${settings}` }
      : entry,
  ),
);
cleanupOutdatedCaches();

// Every page is the one app: a navigation gets the precached shell, online or not, so a page
// always runs the code of one version. /api (the sign-out navigation), the kill switch and
// shared trips (pages the server renders for anyone with the link) always go to the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    denylist: [/^\/api\//, /^\/sw-reset/, /^\/shared\//],
  }),
);

// ---- Who is signed in: learnt from the answers to GET /api/auth/user that pass through. ----

let currentUser: string | null | undefined;

async function userNow(): Promise<string | null> {
  if (currentUser !== undefined) return currentUser;
  const kept = await (await caches.open(META_CACHE)).match(CURRENT_USER_KEY);
  currentUser = kept ? (await kept.text()) || null : null;
  return currentUser;
}

async function deletePrivateCaches(keep: (name: string) => boolean = () => false) {
  forgetMapBudgets();
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => isPrivateCache(n) && !keep(n)).map((n) => caches.delete(n)),
  );
}

/**
 * Records who is signed in. A different user's answers are deleted at once, so a person who
 * signs in on a browser another used never sees that person's places, even offline.
 */
async function setUser(id: string | null) {
  currentUser = id;
  await (await caches.open(META_CACHE)).put(CURRENT_USER_KEY, new Response(id ?? ""));
  if (id !== null) {
    const own = new Set([privateCacheOf(id), photoCacheOf(id), mapTileCacheOf(id)]);
    await deletePrivateCaches((name) => own.has(name));
  }
}

/** Keeps an answer only while the user it belongs to is still the one signed in. */
const onlyForUser = (userId: string) => ({
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && currentUser === userId ? response : null,
});

// A weak signal ("lie-fi") should not hold the page: after this long the last answer is
// shown, and the network's answer still updates the copy when it comes.
const NETWORK_TIMEOUT_SECONDS = 4;

// Photos never change (a replaced photo gets a new address), so a copy is never refreshed;
// past this many, the first kept go first (a cache lists its entries in the order put).
const MAX_PHOTOS = 2000;
const keepAtMost = (count: number) => ({
  cacheDidUpdate: async ({ cacheName }: { cacheName: string }) => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(keys.length - count, 0)).map((k) => cache.delete(k)));
  },
});

const readers = new Map<string, NetworkFirst>();
const photoReaders = new Map<string, CacheFirst>();

function readerFor(userId: string) {
  let reader = readers.get(userId);
  if (!reader) {
    reader = new NetworkFirst({
      cacheName: privateCacheOf(userId),
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      matchOptions: { ignoreVary: true },
      plugins: [onlyForUser(userId)],
    });
    readers.set(userId, reader);
  }
  return reader;
}

function photoReaderFor(userId: string) {
  let reader = photoReaders.get(userId);
  if (!reader) {
    reader = new CacheFirst({
      cacheName: photoCacheOf(userId),
      matchOptions: { ignoreVary: true },
      plugins: [onlyForUser(userId), keepAtMost(MAX_PHOTOS)],
    });
    photoReaders.set(userId, reader);
  }
  return reader;
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// GET /api/auth/user: the network's answer names the user; offline, the last one is shown.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && url.pathname === "/api/auth/user" && request.method === "GET",
  async ({ request }) => {
    const network = fetch(request).then(async (response) => {
      if (response.status === 200) {
        const { id } = (await response.clone().json()) as { id: string };
        await setUser(id);
        await (await caches.open(privateCacheOf(id))).put(request, response.clone());
      } else if (response.status === 401) {
        await setUser(null);
      }
      return response;
    });
    const timedOut = new Promise<undefined>((resolve) =>
      setTimeout(resolve, NETWORK_TIMEOUT_SECONDS * 1000),
    );
    const kept = async () => {
      const userId = await userNow();
      if (userId === null) return undefined;
      return (await caches.open(privateCacheOf(userId))).match(request, { ignoreVary: true });
    };
    try {
      const first = await Promise.race([network, timedOut]);
      if (first) return first;
      return (await kept()) ?? (await network);
    } catch (error) {
      const cached = await kept();
      if (cached) return cached;
      throw error;
    }
  },
);

// The signed-in user's list, badges, map settings, account page and trips: the network first, the
// last answer offline. Kept under that user's cache alone, and only while they are signed in.
const PRIVATE_READS = new Set([
  "/api/places",
  "/api/achievements",
  "/api/map-settings",
  "/api/account",
  "/api/account/sessions",
  "/api/auth/passkey/list-user-passkeys",
]);
// A place's visits and trips too, for its page: each place's last answers are kept like the list.
const VISITS_READ = /^\/api\/places\/\d+\/(visits|trips)$/;
// A person's trips and each trip opened once, so a trip planned at home opens on the road.
const PRIVATE_TRIP_READ = /^\/api\/trips(\/\d+)?$/;
// A year in review, each year asked (its query string is part of the cache's key).
const STATS_READ = /^\/api\/stats(\/places)?$/;
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === "GET" &&
    (PRIVATE_READS.has(url.pathname) ||
      VISITS_READ.test(url.pathname) ||
      PRIVATE_TRIP_READ.test(url.pathname) ||
      STATS_READ.test(url.pathname)),
  async (options) => {
    const userId = await userNow();
    if (userId === null) return fetch(options.request);
    return readerFor(userId).handle(options);
  },
);

// Photos and thumbnails already seen: from the copy first (they never change).
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === "GET" &&
    /^\/api\/photos\/\d+(\/thumbnail)?$/.test(url.pathname),
  async (options) => {
    const userId = await userNow();
    if (userId === null) return fetch(options.request);
    return photoReaderFor(userId).handle(options);
  },
);

// The detailed map's tiles the user has looked at, and MapLibre's code (map-tiles.ts).
registerMapRoutes(userNow, sameOrigin);

// The sign-in page's buttons: public, the same for everyone.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === "GET" && url.pathname === "/api/sign-in-options",
  new NetworkFirst({ cacheName: PUBLIC_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SW_MESSAGES.skipWaiting) {
    void self.skipWaiting();
  } else if (data?.type === SW_MESSAGES.signOut) {
    // Forget the user and every private copy before the page goes on to sign out.
    event.waitUntil(
      (async () => {
        await setUser(null);
        await deletePrivateCaches();
        event.ports[0]?.postMessage({ done: true });
      })(),
    );
  }
});

// The first worker takes the open page at once, so it works offline without a reload. A new
// version waits for the person to choose "Reload" (skipWaiting above).
clientsClaim();

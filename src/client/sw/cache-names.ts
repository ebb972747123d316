// Names the service worker and the page agree on. Private copies are named after the user
// they belong to, so one user's can never answer for another's, and sign-out finds them all.

/** Holds who the worker last saw signed in. */
export const META_CACHE = "uka-meta";
/** Public answers, the same for everyone (the sign-in page's buttons). */
export const PUBLIC_CACHE = "uka-public";
export const CURRENT_USER_KEY = "/__uka/current-user";

const PRIVATE_PREFIX = "uka-private-";
const PHOTOS_PREFIX = "uka-photos-";
const MAP_TILES_PREFIX = "uka-map-tiles-";

/**
 * MapLibre's code, kept once a detailed map has loaded it (it is left out of the precache,
 * as most servers never use it): the same for everyone, and its names change with each build.
 */
export const MAP_CODE_CACHE = "uka-map-code";

/** The user's last answers: the list, badges, map settings, who they are. */
export const privateCacheOf = (userId: string) => `${PRIVATE_PREFIX}${userId}`;
/** The user's photos and thumbnails already seen. */
export const photoCacheOf = (userId: string) => `${PHOTOS_PREFIX}${userId}`;

/**
 * The map tiles the user has looked at: public data, but where they looked is theirs, so the
 * tiles go at sign-out like the rest.
 */
export const mapTileCacheOf = (userId: string) => `${MAP_TILES_PREFIX}${userId}`;

export const isPrivateCache = (name: string) =>
  name.startsWith(PRIVATE_PREFIX) ||
  name.startsWith(PHOTOS_PREFIX) ||
  name.startsWith(MAP_TILES_PREFIX);

export const SW_MESSAGES = {
  /** Sent by workbox-window's messageSkipWaiting: the person chose "Reload". */
  skipWaiting: "SKIP_WAITING",
  /** Sent before sign-out; the worker answers on the message's port once every copy is gone. */
  signOut: "UKA_SIGN_OUT",
} as const;

// Names the service worker and the page agree on. Private copies are named after the user
// they belong to, so one user's can never answer for another's, and sign-out finds them all.

/** Holds who the worker last saw signed in. */
export const META_CACHE = "uka-meta";
/** Public answers, the same for everyone (the sign-in page's buttons). */
export const PUBLIC_CACHE = "uka-public";
export const CURRENT_USER_KEY = "/__uka/current-user";

const PRIVATE_PREFIX = "uka-private-";
const PHOTOS_PREFIX = "uka-photos-";

/** The user's last answers: the list, badges, map settings, who they are. */
export const privateCacheOf = (userId: string) => `${PRIVATE_PREFIX}${userId}`;
/** The user's photos and thumbnails already seen. */
export const photoCacheOf = (userId: string) => `${PHOTOS_PREFIX}${userId}`;

export const isPrivateCache = (name: string) =>
  name.startsWith(PRIVATE_PREFIX) || name.startsWith(PHOTOS_PREFIX);

export const SW_MESSAGES = {
  /** Sent by workbox-window's messageSkipWaiting: the person chose "Reload". */
  skipWaiting: "SKIP_WAITING",
  /** Sent before sign-out; the worker answers on the message's port once every copy is gone. */
  signOut: "UKA_SIGN_OUT",
} as const;

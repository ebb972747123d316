import {
  countAllChanges as countPlaceChanges,
  deleteAllChanges,
} from "#client/entities/place/offline/changes-db.ts";
import {
  countAllTripChanges,
  deleteAllTripChanges,
} from "#client/entities/trip/offline/trip-changes-db.ts";
import { isPrivateCache, SW_MESSAGES } from "#client/sw/cache-names.ts";

/** Asks the service worker to forget the user and its copies; answers when it has, or gives up. */
async function tellServiceWorker(): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const giveUp = setTimeout(resolve, 2000);
    channel.port1.onmessage = () => {
      clearTimeout(giveUp);
      resolve();
    };
    worker.postMessage({ type: SW_MESSAGES.signOut }, [channel.port2]);
  });
}

/**
 * Removes everything private this browser keeps for the app: the service worker's copies of
 * answers and photos (every user's), and every change waiting to be sent.
 */
export async function clearPrivateData(): Promise<void> {
  await tellServiceWorker();
  if ("caches" in window) {
    const names = await caches.keys();
    await Promise.all(names.filter(isPrivateCache).map((name) => caches.delete(name)));
  }
  await deleteAllChanges();
  await deleteAllTripChanges();
}

/** Every change waiting on this device, places' and trips', whoever made it. */
export async function countAllChanges(): Promise<number> {
  return (await countPlaceChanges()) + (await countAllTripChanges());
}

import { photoCacheOf } from "#client/sw/cache-names.ts";
import { photoIdOf } from "#shared/photo-path.ts";

/** What this browser still has of a place's photo: the photo, its thumbnail, or nothing. */
export type KeptPhoto = { dataUrl: string; size: "full" | "small" } | null;

export const asDataUrl = (blob: Blob) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });

/**
 * A stored photo as the service worker kept it for this user (src/client/sw), as a data URL
 * the server takes back: the photo itself if it was seen, else the thumbnail the list showed.
 * For a place deleted elsewhere, whose photo the server no longer has.
 */
export async function keptPhoto(userId: string, photoUrl: string | null): Promise<KeptPhoto> {
  if (!photoUrl || photoIdOf(photoUrl) === null || !("caches" in window)) return null;
  const cacheName = photoCacheOf(userId);
  for (const [url, size] of [
    [photoUrl, "full"],
    [`${photoUrl}/thumbnail`, "small"],
  ] as const) {
    const kept = await caches.match(url, { cacheName, ignoreVary: true });
    if (!kept?.ok) continue;
    const dataUrl = await asDataUrl(await kept.blob());
    if (dataUrl?.startsWith("data:image/")) return { dataUrl, size };
  }
  return null;
}

import type { LatLng } from "./location.ts";

export type Platform = "android" | "apple" | "other";

/** Which map app a device opens, from its user agent. */
export function platformOf(userAgent: string): Platform {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod|macintosh/i.test(userAgent)) return "apple";
  return "other";
}

/**
 * The link that opens the device's own map app with directions to a place: a `geo:` URI on
 * Android (any installed map app answers it), Apple Maps on Apple devices, and OpenStreetMap's
 * directions elsewhere. It is only followed on the person's tap; nothing is sent before.
 */
export function directionsUrl({ latitude, longitude }: LatLng, platform: Platform): string {
  const at = `${latitude},${longitude}`;
  if (platform === "android") return `geo:${at}?q=${at}`;
  if (platform === "apple") return `https://maps.apple.com/?daddr=${at}`;
  return `https://www.openstreetmap.org/directions?route=%3B${encodeURIComponent(at)}`;
}

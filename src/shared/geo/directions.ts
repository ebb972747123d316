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

/**
 * The link that opens a day's route, stop by stop, in the device's map app: Apple Maps on
 * Apple devices, Google Maps elsewhere (its directions link opens the app on Android and the
 * site on a computer). Google takes the first stop as the start and the others as waypoints;
 * Apple takes further destinations joined with "+to:". Null with no stops.
 */
export function dayDirectionsUrl(stops: readonly LatLng[], platform: Platform): string | null {
  const [first, ...others] = stops;
  if (!first) return null;
  const at = ({ latitude, longitude }: LatLng) => `${latitude},${longitude}`;
  const rest = others.length > 0 ? others : [first];
  const last = rest[rest.length - 1] ?? first;
  if (platform === "apple") {
    return `https://maps.apple.com/?saddr=${at(first)}&daddr=${rest.map(at).join("+to:")}`;
  }
  const url = new URL("https://www.google.com/maps/dir/");
  url.searchParams.set("api", "1");
  url.searchParams.set("origin", at(first));
  url.searchParams.set("destination", at(last));
  const waypoints = rest.slice(0, -1);
  if (waypoints.length > 0) url.searchParams.set("waypoints", waypoints.map(at).join("|"));
  return url.toString();
}

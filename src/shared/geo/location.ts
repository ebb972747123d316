// Positions as the app and the server read them. The schemas that check a position sent to the
// API are in location-schemas.ts, apart, so a page that only shows positions loads no Zod.

/** A place's position: WGS84 decimal degrees. */
export type LatLng = { latitude: number; longitude: number };

/** Six decimals is about 11 cm: finer says nothing more about a place. */
export const roundCoordinate = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The location of something that may have one. */
export function locationOf(value: {
  latitude: number | null;
  longitude: number | null;
}): LatLng | null {
  return value.latitude === null || value.longitude === null
    ? null
    : { latitude: value.latitude, longitude: value.longitude };
}

/** A position as a person reads it: "56.7969° N, 5.0037° W" (four decimals, about 11 m). */
export function formatLatLng({ latitude, longitude }: LatLng): string {
  const part = (degrees: number, positive: string, negative: string) =>
    `${Math.abs(degrees).toFixed(4)}° ${degrees < 0 ? negative : positive}`;
  return `${part(latitude, "N", "S")}, ${part(longitude, "E", "W")}`;
}

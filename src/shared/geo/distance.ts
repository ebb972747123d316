import { displayLocale } from "../i18n/display-locale.ts";
import type { LatLng } from "./location.ts";

/** The mean radius of the Earth (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

export type DistanceUnit = "mi" | "km";

/**
 * The cookie that tells the server the unit chosen on Options, so the pages it draws show
 * distances as the app will (the app keeps the choice in local storage, which the server
 * cannot read).
 */
export const DISTANCE_UNIT_COOKIE = "distance-unit";

/** The unit a stored choice names: miles unless it is "km". */
export const distanceUnitOf = (value: string | null | undefined): DistanceUnit =>
  value === "km" ? "km" : "mi";

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in kilometres. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A distance as a person reads it: "0.3 mi", "2.4 mi", "18 mi" (one decimal under ten, whole
 * numbers beyond), in miles or kilometres.
 */
export function formatDistance(km: number, unit: DistanceUnit): string {
  const value = unit === "mi" ? km / KM_PER_MILE : km;
  const shown =
    value < 10
      ? value.toLocaleString(displayLocale(), {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        })
      : Math.round(value).toLocaleString(displayLocale());
  return `${shown} ${unit}`;
}

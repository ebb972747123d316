import { type LatLng, roundCoordinate } from "./location.ts";

const NUMBER = String.raw`(\d{1,3}(?:\.\d+)?)`;
const SIGNED = String.raw`([+-]?\d{1,3}(?:\.\d+)?)`;
// 51°30'02.5"N, or 51 30 02.5 N: degrees, minutes and optional seconds, then a hemisphere.
const DMS = String.raw`(\d{1,3})\s*[°\s]\s*(\d{1,2}(?:\.\d+)?)\s*['′]?\s*(?:(\d{1,2}(?:\.\d+)?)\s*(?:["″]|'')?)?\s*`;

const decimalPair = new RegExp(String.raw`^${SIGNED}\s*[,\s]\s*${SIGNED}$`);
const hemispherePair = new RegExp(
  String.raw`^${NUMBER}\s*°?\s*([NS])\s*[,\s]?\s*${NUMBER}\s*°?\s*([EW])$`,
  "i",
);
const dmsPair = new RegExp(String.raw`^${DMS}([NS])\s*[,\s]?\s*${DMS}([EW])$`, "i");

const inRange = ({ latitude, longitude }: LatLng) =>
  Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

const signed = (degrees: number, hemisphere: string) =>
  /[SW]/i.test(hemisphere) ? -degrees : degrees;

const fromDms = (degrees: string, minutes: string, seconds: string | undefined) =>
  Number(degrees) + Number(minutes) / 60 + Number(seconds ?? 0) / 3600;

/**
 * A position typed as coordinates: "51.5007, -0.1246", "51.5007 -0.1246",
 * "51.5007N 0.1246W", "51.5007° N, 0.1246° W" or "51°30'02.5\"N 0°07'28.6\"W". Null for
 * anything else, or a position off the globe.
 */
export function parseCoordinates(text: string): LatLng | null {
  const input = text.trim();
  let found: LatLng | null = null;
  const decimal = input.match(decimalPair);
  const hemispheres = input.match(hemispherePair);
  const dms = input.match(dmsPair);
  if (decimal) {
    found = { latitude: Number(decimal[1]), longitude: Number(decimal[2]) };
  } else if (hemispheres) {
    const [, lat = "", ns = "", lng = "", ew = ""] = hemispheres;
    found = { latitude: signed(Number(lat), ns), longitude: signed(Number(lng), ew) };
  } else if (dms) {
    const [, latD = "", latM = "", latS, ns = "", lngD = "", lngM = "", lngS, ew = ""] = dms;
    found = {
      latitude: signed(fromDms(latD, latM, latS), ns),
      longitude: signed(fromDms(lngD, lngM, lngS), ew),
    };
  }
  if (!found || !inRange(found)) return null;
  return { latitude: roundCoordinate(found.latitude), longitude: roundCoordinate(found.longitude) };
}

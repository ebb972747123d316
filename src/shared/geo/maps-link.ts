// Google Maps links: whether a link is one, and the position or search words it holds. Pure
// and free of Zod, so the place page and the file readers alike may use it.
import { type LatLng, roundCoordinate } from "./location.ts";

const NUMBER = String.raw`([+-]?\d{1,3}(?:\.\d+)?)`;
/** A dropped pin's own position in a Google Maps place URL: "!3d51.5!4d-0.12". */
const PIN = new RegExp(`!3d${NUMBER}!4d${NUMBER}`);
/** "51.5,-0.12" as a search or a path segment ("/maps/search/51.5,-0.12"). */
const PAIR = new RegExp(String.raw`^\s*${NUMBER}\s*,\s*${NUMBER}\s*$`);
/** Where the map was centred: "@51.5,-0.12,17z". Least precise, so tried last. */
const CENTRE = new RegExp(`@${NUMBER},${NUMBER}(?:,|/|$)`);
const SEARCH_PARAMS = ["q", "query", "ll", "destination"];

function onGlobe(match: RegExpExecArray | null): LatLng | null {
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude: roundCoordinate(latitude) + 0, longitude: roundCoordinate(longitude) + 0 };
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text.trim());
  } catch {
    return null;
  }
}

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment.replaceAll("+", " "));
  } catch {
    return segment;
  }
};

/**
 * The position a Google Maps link holds, or null: a pin ("!3d…!4d…"), a search for
 * coordinates ("?q=51.5,-0.12", "&ll=51.5,-0.12", "/search/51.5,-0.12") or, failing those,
 * the map's centre ("@51.5,-0.12,17z"). Google Takeout links saved places this way when it
 * has no position for them.
 */
export function coordinatesInMapsUrl(url: string | null | undefined): LatLng | null {
  if (!url) return null;
  const pin = onGlobe(PIN.exec(url));
  if (pin) return pin;
  const parsed = parseUrl(url);
  const searches = parsed
    ? [
        ...SEARCH_PARAMS.map((name) => parsed.searchParams.get(name) ?? ""),
        ...parsed.pathname.split("/").map(decodeSegment),
      ]
    : [];
  for (const search of searches) {
    const found = onGlobe(PAIR.exec(search));
    if (found) return found;
  }
  return onGlobe(CENTRE.exec(url));
}

/** The words a Google Maps link searches for ("?q=Tower+of+London"), when not coordinates. */
export function searchTextInMapsUrl(url: string | null | undefined): string | null {
  const parsed = url ? parseUrl(url) : null;
  if (!parsed) return null;
  for (const name of SEARCH_PARAMS) {
    const search = parsed.searchParams.get(name)?.trim();
    if (search && !PAIR.test(search)) return search;
  }
  return null;
}

/**
 * What may follow "google." in a host of Google's own: "com", a country's two letters
 * ("de"), or "co." or "com." and a country's ("co.uk", "com.au"). Anything longer, such as
 * "google.example.com", belongs to someone else.
 */
function isGoogleDomainEnd(labels: readonly string[]): boolean {
  const isCountry = (label: string | undefined) => label?.length === 2;
  if (labels.length === 1) return labels[0] === "com" || isCountry(labels[0]);
  if (labels.length === 2)
    return (labels[0] === "co" || labels[0] === "com") && isCountry(labels[1]);
  return false;
}

const isMapsPath = (pathname: string) => pathname === "/maps" || pathname.startsWith("/maps/");

/**
 * Whether a link opens Google Maps: google.com/maps (or a country's Google, google.co.uk/maps),
 * maps.google.com (or a country's), goo.gl/maps and maps.app.goo.gl, over https or http.
 */
export function isGoogleMapsLink(link: string | null | undefined): boolean {
  const parsed = link ? parseUrl(link) : null;
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) return false;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, "");
  if (host === "maps.app.goo.gl") return true;
  if (host === "goo.gl") return isMapsPath(parsed.pathname);
  const labels = host.split(".");
  if (labels[0] === "maps" && labels[1] === "google") return isGoogleDomainEnd(labels.slice(2));
  const withoutWww = labels[0] === "www" ? labels.slice(1) : labels;
  return (
    withoutWww[0] === "google" &&
    isGoogleDomainEnd(withoutWww.slice(1)) &&
    isMapsPath(parsed.pathname)
  );
}

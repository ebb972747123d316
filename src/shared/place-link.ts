// A place's link: a web address to find the place again, such as the Google Maps link of a
// saved list. Free of Zod, so the place form and page check and label it without loading it.
import { isGoogleMapsLink } from "./geo/maps-link.ts";
import { PLACE_LIMITS } from "./place-limits.ts";

export const LINK_MESSAGES = {
  web: "Use a web address that starts with https:// or http://",
  long: `Use at most ${PLACE_LIMITS.link} characters`,
} as const;

/**
 * Control characters (tab and line breaks among them) are refused: a browser drops them from
 * an address as it reads it, so "java\tscript:" would show as one thing and open as another.
 */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/**
 * Whether the text is a web address: it starts with https:// or http:// and a browser reads
 * it so, with a host. Any other kind (javascript:, data:, ftp:…) is refused: the place page
 * opens the link, and only a web page is safe to open.
 */
export function isWebLink(text: string): boolean {
  const lower = text.slice(0, 8).toLowerCase();
  if (!lower.startsWith("https://") && !lower.startsWith("http://")) return false;
  if (hasControlCharacter(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * What is wrong with a link as typed (trimmed first), in the server's own words, or null when
 * it will be kept. An empty link is no link, and fine.
 */
export function linkProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === "") return null;
  if (text.length > PLACE_LIMITS.link) return LINK_MESSAGES.long;
  return isWebLink(text) ? null : LINK_MESSAGES.web;
}

/**
 * A link a file gives, as a place will keep it, or null when the file gives none or one that
 * could not be kept: a place is worth more than a link that is not a web address.
 */
export function readableLink(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text !== "" && linkProblem(text) === null ? text : null;
}

/** The words of the place page's link: where it leads, as far as can be told. */
export function linkLabel(link: string): string {
  return isGoogleMapsLink(link) ? "Open in Google Maps" : "Open link";
}

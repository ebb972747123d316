/**
 * Where a session began, so a person can tell three "Chrome on Linux" sessions apart: "This
 * network" when it began from the address the account page is seen from, else the address's
 * first parts ("198.51.100.…", "2001:db8:85a3:…"), which tell networks apart without showing
 * the whole address. "Unknown network" when none was recorded.
 */
import { text } from "./i18n/text.ts";

export function networkLabel(sessionIp: string | null | undefined, requestIp: string): string {
  const began = plain(sessionIp ?? "");
  if (!began) return text("Unknown network");
  if (began === plain(requestIp)) return text("This network");
  if (began.includes(":")) {
    const groups = began.split(":").filter((group) => group !== "");
    return groups.length > 3 ? `${groups.slice(0, 3).join(":")}:…` : began;
  }
  const parts = began.split(".");
  return parts.length === 4 ? `${parts.slice(0, 3).join(".")}.…` : began;
}

/** An address as written, without IPv6's form of an IPv4 address ("::ffff:198.51.100.7"). */
function plain(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

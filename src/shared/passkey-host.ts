import { text } from "./i18n/text.ts";

/**
 * WebAuthn names its relying party by host name and refuses an IP address, so passkeys work
 * only where the site is opened by name (`localhost` counts).
 */
export function isIpAddressHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  // An IPv6 address: URL keeps its brackets in `hostname`; a bare one has colons.
  if (host.startsWith("[") || host.includes(":")) return true;
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

/** Said where passkeys would be offered, on a page opened by an IP address. */
export const PASSKEYS_NEED_A_NAME = text(
  "Passkeys work only when this site is opened by its name (such as localhost), not by an IP address.",
);

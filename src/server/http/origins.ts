import type { Config } from "../config.ts";

export type OriginPolicy = Pick<Config, "trustedOrigins" | "baseUrlSet">;

/**
 * The origins a request may come from. Always BASE_URL's and TRUSTED_ORIGINS. With BASE_URL
 * unset, also the origin the request itself was addressed to (its Host, in the scheme it
 * arrived on): a first run opened at http://127.0.0.1:5000 or a home server's LAN address then
 * works, while a page on another site still cannot write, since a browser names that site in
 * Origin. Links in mail keep BASE_URL, never the Host, so a forged Host cannot poison a reset
 * link.
 */
export function trustedOriginsFor(policy: OriginPolicy, requestUrl: string | undefined): string[] {
  if (policy.baseUrlSet || !requestUrl) return policy.trustedOrigins;
  let own: string;
  try {
    own = new URL(requestUrl).origin;
  } catch {
    return policy.trustedOrigins;
  }
  return policy.trustedOrigins.includes(own)
    ? policy.trustedOrigins
    : [...policy.trustedOrigins, own];
}

export function isTrustedOrigin(
  policy: OriginPolicy,
  origin: string | undefined,
  requestUrl: string,
): boolean {
  return origin !== undefined && trustedOriginsFor(policy, requestUrl).includes(origin);
}

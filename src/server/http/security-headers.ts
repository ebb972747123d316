import { secureHeaders } from "hono/secure-headers";
import type { MapTiles } from "../config.ts";

/**
 * docs/security.md#headers. Scripts only from this origin (no inline script: the theme is set
 * by a file); inline styles are allowed because UI primitives set style attributes and <style>
 * for layout.
 */
export function securityHeaders({
  https,
  mapTiles = null,
}: {
  https: boolean;
  /** A tile server the self-hoster set: its host, and only it, may serve the map's images. */
  mapTiles?: MapTiles;
}) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...(mapTiles ? [mapTiles.source] : [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    // The device's position for our own pages only, asked on a person's tap (sort by
    // distance, "Use my current location"); never for a frame of another site.
    permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"] },
  });
}

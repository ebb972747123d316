import { secureHeaders } from "hono/secure-headers";
import type { DetailedBasemap } from "../config.ts";

/**
 * docs/security.md#headers. Scripts only from this origin (no inline script: the theme is set
 * by a file); inline styles are allowed because UI primitives set style attributes and <style>
 * for layout.
 */
export function securityHeaders({
  https,
  basemap = null,
}: {
  https: boolean;
  /**
   * A map server the self-hoster set: its hosts, and only they, may serve the map. Leaflet loads
   * raster tiles as images; MapLibre fetches a style's tiles, glyphs and sprites.
   */
  basemap?: DetailedBasemap;
}) {
  const mapOrigins = basemap?.origins ?? [];
  return secureHeaders({
    // A page may ask for stricter than the default (a shared trip sends no referrer at all).
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...mapOrigins],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...(basemap?.kind === "style" ? mapOrigins : [])],
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

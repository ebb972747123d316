import { secureHeaders } from "hono/secure-headers";

/**
 * docs/security.md#headers. Scripts only from this origin (no inline script: the theme is set
 * by a file); inline styles are allowed because UI primitives set style attributes and <style>
 * for layout.
 */
export function securityHeaders({ https }: { https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
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

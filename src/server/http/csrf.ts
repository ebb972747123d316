import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { ERROR_CODES } from "#shared/api-error.ts";
import { text } from "#shared/i18n/text.ts";
import { ApiError, forbidden } from "./errors.ts";
import { isTrustedOrigin, type OriginPolicy } from "./origins.ts";
import type { AppEnv } from "./session.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Better Auth's own routes: the Origin check applies to them, our token does not.
const BETTER_AUTH_ROUTES = "/api/auth/";

/**
 * The token is an HMAC of the session id: tied to the session, the same on every app process,
 * and nothing to store. A new session (sign-in) means a new token.
 */
export function csrfTokenFor(secret: string, sessionId: string): string {
  return createHmac("sha256", secret).update(`csrf:${sessionId}`).digest("base64url");
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function submittedToken(c: Context): Promise<string | undefined> {
  const fromHeader = c.req.header("x-csrf-token");
  if (fromHeader) return fromHeader;
  if (!c.req.header("content-type")?.includes("application/json")) return undefined;
  // Hono caches the parsed body, so the handler can read it again.
  const body: unknown = await c.req.json().catch(() => undefined);
  if (body && typeof body === "object" && "_csrf" in body && typeof body._csrf === "string") {
    return body._csrf;
  }
  return undefined;
}

/**
 * State-changing calls that carry cookies must come from a trusted Origin (origins.ts): every /api route,
 * Better Auth's included (its sign-out does not check). Our own routes also need the session's
 * token (header x-csrf-token or body _csrf); Better Auth's routes have their own protections.
 * Calls with no cookie pass (a bearer token cannot be attached by a forged cross-site request),
 * and so do calls with no session (the route's requireUser answers 401).
 */
export function csrfProtection(secret: string, origins: OriginPolicy) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header("cookie")) return next();
    if (!isTrustedOrigin(origins, c.req.header("origin"), c.req.url)) {
      throw forbidden(text("This request did not come from this site."));
    }
    const session = c.var.session;
    if (!session || c.req.path.startsWith(BETTER_AUTH_ROUTES)) return next();
    const token = await submittedToken(c);
    if (!token || !sameToken(token, csrfTokenFor(secret, session.id))) {
      throw new ApiError(403, ERROR_CODES.csrf, text("Security token missing or expired."));
    }
    await next();
  });
}

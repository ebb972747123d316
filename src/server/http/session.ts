import { createHmac, timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth.ts";
import type { Db } from "../db/index.ts";
import { type Param, prepared } from "../db/prepared.ts";
import { unauthorized } from "./errors.ts";
import type { HeaderReader } from "./session-gate.ts";

/** What the app needs of the signed-in user and session (a subset of Better Auth's). */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean | number;
  image?: string | null | undefined;
  createdAt: Date | string;
  /** Better Auth's two-factor plugin's flag (null for an account made before the plugin). */
  twoFactorEnabled?: boolean | number | null | undefined;
  /** The language the account chose: "en" or "cy". */
  language?: string | null | undefined;
};
/** `secondFactor`: how the sign-in that began it was checked beyond a password, if it was. */
export type Session = { id: string; userId: string; secondFactor?: string | null | undefined };

export type AppEnv = { Variables: { user: SessionUser | null; session: Session | null } };

/** The env of a router whose every route is behind requireUser. */
export type SignedInEnv = { Variables: { user: SessionUser; session: Session } };

// Better Auth's default: a session older than a day is extended on use.
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/** Better Auth signs the cookie as `token.base64(HMAC-SHA256(secret, token))`. */
function verifiedToken(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const given = Buffer.from(
    signed
      .slice(dot + 1)
      .replace(/-/g, "+")
      .replace(/_/g, "/"),
    "base64",
  );
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/** Undefined for malformed percent-encoding: a hostile header is a signed-out caller, not a 500. */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function tokenFrom(headers: HeaderReader, cookieName: string, secret: string): string | undefined {
  const cookie = headers.get("cookie");
  if (cookie) {
    for (const part of cookie.split(";")) {
      const separator = part.indexOf("=");
      if (part.slice(0, separator).trim() !== cookieName) continue;
      const signed = decoded(part.slice(separator + 1).trim());
      return signed && verifiedToken(signed, secret);
    }
  }
  // API clients: the set-auth-token value (signed), or the bare token as Better Auth allows.
  const authorization = headers.get("authorization");
  if (authorization?.slice(0, 7).toLowerCase() === "bearer ") {
    const token = decoded(authorization.slice(7).trim());
    if (!token) return undefined;
    return token.includes(".") ? verifiedToken(token, secret) : token;
  }
  return undefined;
}

/**
 * Reads the caller's session token: from the session cookie, its signature checked, or the
 * Authorization header. No database work, so it can be asked before any is done.
 */
export function sessionTokenReader(auth: Auth, secret: string) {
  let cookieName: string | undefined;
  return async (headers: HeaderReader): Promise<string | undefined> => {
    cookieName ??= (await auth.$context).authCookies.sessionToken.name;
    return tokenFrom(headers, cookieName, secret);
  };
}

/** The same reading, once Better Auth has named its cookie: synchronous, for the session gate. */
export async function sessionTokenReaderNow(auth: Auth, secret: string) {
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  return (headers: HeaderReader) => tokenFrom(headers, cookieName, secret);
}

/**
 * Finds the caller's session once per request. Better Auth creates, refreshes and revokes
 * sessions; the common case, a session in good standing, is read here with one indexed join
 * and a node:crypto signature check, because Better Auth's getSession cost five times the
 * rest of the request (docs/decisions/0003). A session due for its daily refresh, and any
 * request this reader cannot settle, goes through Better Auth, whose refreshed cookie is
 * passed on.
 */
export function loadSession(auth: Auth, db: Db, secret: string) {
  const tokenOf = sessionTokenReader(auth, secret);
  const sessionByToken = prepared(db, (param: Param<{ token: string }>) =>
    db
      .selectFrom("session")
      .innerJoin("user", "user.id", "session.userId")
      .select([
        "session.id as sessionId",
        "session.secondFactor",
        "session.expiresAt",
        "session.updatedAt",
        "user.id",
        "user.email",
        "user.name",
        "user.emailVerified",
        "user.image",
        "user.createdAt",
        "user.twoFactorEnabled",
        "user.language",
      ])
      .where("session.token", "=", param("token")),
  );
  // One lookup per token at a time, shared by every request that carries it: a burst of one
  // session's requests (up to the session gate's limit) then costs the database pool one
  // query, not one each queued ahead of every other user's (on PostgreSQL's pool of ten).
  const underWay = new Map<string, ReturnType<typeof sessionByToken.first>>();
  const lookUp = (token: string) => {
    let lookup = underWay.get(token);
    if (!lookup) {
      lookup = sessionByToken.first({ token }).finally(() => underWay.delete(token));
      underWay.set(token, lookup);
    }
    return lookup;
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = await tokenOf(c.req.raw.headers);
    const row = token ? await lookUp(token) : undefined;
    const now = Date.now();
    if (!row || new Date(row.expiresAt).getTime() <= now) {
      c.set("user", null);
      c.set("session", null);
      return next();
    }
    if (now - new Date(row.updatedAt).getTime() < SESSION_REFRESH_AFTER_MS) {
      const { sessionId, secondFactor, expiresAt: _expires, updatedAt: _updated, ...user } = row;
      c.set("user", user);
      c.set("session", { id: sessionId, userId: user.id, secondFactor });
      return next();
    }
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    const user: SessionUser | null = response?.user ?? null;
    const session: Session | null = response?.session ?? null;
    c.set("user", user);
    c.set("session", session);
    await next();
    for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  });
}

/** 401 unless signed in; after it, handlers may rely on c.var.user and c.var.session. */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user || !c.var.session) throw unauthorized();
  await next();
});

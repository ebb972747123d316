import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth.ts";
import { unauthorized } from "./errors.ts";

type SessionResult = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type SessionUser = SessionResult["user"];
export type Session = SessionResult["session"];

export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    session: Session | null;
  };
};

/** Looks up the caller's session (cookie or bearer token) once per request. */
export function loadSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", result?.user ?? null);
    c.set("session", result?.session ?? null);
    await next();
  });
}

/** The env of a router whose every route is behind requireUser. */
export type SignedInEnv = { Variables: { user: SessionUser; session: Session } };

/** 401 unless signed in; after it, handlers may rely on c.var.user and c.var.session. */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user || !c.var.session) throw unauthorized();
  await next();
});

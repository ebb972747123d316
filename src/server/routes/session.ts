import { type Context, Hono } from "hono";
import { DEFAULT_LANGUAGE, isLanguage } from "#shared/i18n/language.ts";
import type { SignInOptions } from "#shared/sign-in-options.ts";
import { shownImageUrl, splitDisplayName, type User } from "#shared/user.ts";
import type { Auth } from "../auth.ts";
import type { ExternalProvider } from "../config.ts";
import type { adminCheck } from "../http/admin.ts";
import { csrfTokenFor } from "../http/csrf.ts";
import { type AppEnv, requireUser, type SessionUser } from "../http/session.ts";

function toUser(user: SessionUser, isAdmin: boolean): User {
  return {
    id: user.id,
    email: user.email,
    ...splitDisplayName(user.name),
    profileImageUrl: shownImageUrl(user.image),
    createdAt: new Date(user.createdAt).toISOString(),
    isAdmin,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
  };
}

/**
 * A GET sign-out ends the session only when the person asked for it here: a navigation typed
 * or bookmarked (Sec-Fetch-Site "none") or from our own pages ("same-origin"). A link on
 * another site ("cross-site", "same-site") would otherwise sign people out at will. Browsers
 * too old to send the header are taken at their word.
 */
function isDirectNavigation(secFetchSite: string | undefined): boolean {
  return secFetchSite === undefined || secFetchSite === "same-origin" || secFetchSite === "none";
}

/** The session-shaped calls that sit beside Better Auth's own /api/auth routes. */
export function sessionRoutes(
  auth: Auth,
  secret: string,
  isAdmin: ReturnType<typeof adminCheck>,
  externalProviders: readonly ExternalProvider[],
) {
  const signInOptions: SignInOptions = {
    external: externalProviders.map(({ id, label }) => ({ id, label })),
  };
  async function signOut(c: Context<AppEnv>, endSession: boolean) {
    if (endSession && c.var.session) {
      const result = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      for (const cookie of result.headers.getSetCookie()) {
        c.header("set-cookie", cookie, { append: true });
      }
    }
    // Signing out clears cached data, photos included, for whoever uses the browser next.
    if (endSession) c.header("clear-site-data", '"cache"');
    c.header("cache-control", "no-store");
    return c.redirect("/", 302);
  }

  return (
    new Hono<AppEnv>()
      // What the sign-in screen offers beside email and password; public, and no secret in it.
      .get("/sign-in-options", (c) => c.json(signInOptions))
      .get("/auth/user", requireUser, async (c) =>
        c.json(toUser(c.var.user, await isAdmin(c.var.user))),
      )
      .get("/csrf-token", requireUser, (c) =>
        c.json({ csrfToken: csrfTokenFor(secret, c.var.session.id) }),
      )
      .get("/login", (c) => c.redirect("/sign-in", 302))
      // Sign-out is a navigation (GET), or a POST (which the CSRF check covers).
      .get("/logout", (c) => signOut(c, isDirectNavigation(c.req.header("sec-fetch-site"))))
      .post("/logout", (c) => signOut(c, true))
  );
}

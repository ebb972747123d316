import { Hono } from "hono";
import type { SignInOptions } from "../../shared/sign-in-options.ts";
import { splitDisplayName, type User } from "../../shared/user.ts";
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
    profileImageUrl: user.image ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
    isAdmin,
  };
}

/** The session-shaped calls of spec §7 that sit beside Better Auth's own /api/auth routes. */
export function sessionRoutes(
  auth: Auth,
  secret: string,
  isAdmin: ReturnType<typeof adminCheck>,
  externalProviders: readonly ExternalProvider[],
) {
  const signInOptions: SignInOptions = {
    external: externalProviders.map(({ id, label }) => ({ id, label })),
  };
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
      // The spec's sign-out is a navigation. It only ends the caller's own session, so a
      // cross-site link can at worst sign someone out.
      .get("/logout", async (c) => {
        if (c.var.session) {
          const result = await auth.api.signOut({
            headers: c.req.raw.headers,
            returnHeaders: true,
          });
          for (const cookie of result.headers.getSetCookie()) {
            c.header("set-cookie", cookie, { append: true });
          }
        }
        c.header("cache-control", "no-store");
        // Spec §4: signing out clears cached data, photos included, for whoever comes next.
        c.header("clear-site-data", '"cache"');
        return c.redirect("/", 302);
      })
  );
}

import { createMiddleware } from "hono/factory";
import type { Db } from "../db/index.ts";
import { adminQueries } from "../db/queries/admin.ts";
import { forbidden, unauthorized } from "./errors.ts";
import type { SessionUser, SignedInEnv } from "./session.ts";

/**
 * An admin is an account whose email is listed in ADMIN_EMAILS and verified, so
 * signing up with an admin's address (unverified) grants nothing.
 */
export function isListedAdmin(
  user: Pick<SessionUser, "email" | "emailVerified">,
  adminEmails: readonly string[],
): boolean {
  return Boolean(user.emailVerified) && adminEmails.includes(user.email.toLowerCase());
}

/** Whether a user is an admin: listed in ADMIN_EMAILS (verified), or granted by the CLI. */
export function adminCheck(db: Db, adminEmails: readonly string[]) {
  const admins = adminQueries(db);
  return async (user: Pick<SessionUser, "id" | "email" | "emailVerified">): Promise<boolean> =>
    isListedAdmin(user, adminEmails) || (await admins.isGranted(user.id));
}

export const ADMIN_NEEDS_TWO_FACTOR = "Turn on two-factor sign-in to use the admin dashboard";

/**
 * Every /api/admin route: 401 signed out, 403 for anyone but an admin, and with
 * ADMIN_REQUIRE_TWO_FACTOR, 403 for an admin who has not turned two-factor sign-in on.
 * Checked on the server.
 */
export function requireAdmin(isAdmin: ReturnType<typeof adminCheck>, requireTwoFactor = false) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    if (!c.var.user || !c.var.session) throw unauthorized();
    if (!(await isAdmin(c.var.user))) throw forbidden();
    if (requireTwoFactor && !c.var.user.twoFactorEnabled) throw forbidden(ADMIN_NEEDS_TWO_FACTOR);
    await next();
  });
}

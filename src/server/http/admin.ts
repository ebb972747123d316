import { createMiddleware } from "hono/factory";
import { text } from "#shared/i18n/text.ts";
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

export const ADMIN_NEEDS_TWO_FACTOR = text("Turn on two-factor sign-in to use the admin dashboard");
export const ADMIN_NEEDS_SECOND_FACTOR_SESSION =
  "Sign in again with your two-factor code or a passkey to use the admin dashboard";

/**
 * Every /api/admin route: 401 signed out, 403 for anyone but an admin, and with
 * ADMIN_REQUIRE_TWO_FACTOR, 403 unless this very session was begun with a second factor (a
 * code or a backup code at sign-in, or a passkey that verified the person). The account's
 * two-factor flag is not enough: someone with only the password could sign in, turn two-factor
 * on with an authenticator of their own, and pass. Checked on the server.
 */
export function requireAdmin(isAdmin: ReturnType<typeof adminCheck>, requireTwoFactor = false) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    if (!c.var.user || !c.var.session) throw unauthorized();
    if (!(await isAdmin(c.var.user))) throw forbidden();
    if (requireTwoFactor && !c.var.session.secondFactor) {
      throw forbidden(
        c.var.user.twoFactorEnabled ? ADMIN_NEEDS_SECOND_FACTOR_SESSION : ADMIN_NEEDS_TWO_FACTOR,
      );
    }
    await next();
  });
}

import type { SessionUser } from "./session.ts";

/**
 * design.md §4: an admin is an account whose email is listed in ADMIN_EMAILS and verified, so
 * signing up with an admin's address (unverified) grants nothing.
 */
export function isAdmin(
  user: Pick<SessionUser, "email" | "emailVerified">,
  adminEmails: readonly string[],
): boolean {
  return Boolean(user.emailVerified) && adminEmails.includes(user.email.toLowerCase());
}

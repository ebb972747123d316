import type { Language } from "./i18n/language.ts";

/**
 * The signed-in user as GET /api/auth/user answers it. A plain type, not a Zod schema: the
 * landing page's menu reads names from this module, and Zod would more than double its script.
 */
export type User = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: string;
  /** Whether the server will let this user into /admin, so the menu can offer it. */
  isAdmin: boolean;
  /** Whether a code from an authenticator app is asked for after the password. */
  twoFactorEnabled: boolean;
  /** The language the account reads the product in. */
  language: Language;
};

/** The first word of a display name is the first name, the remaining words the last. */
export function splitDisplayName(name: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return {
    firstName: words[0] ?? null,
    lastName: words.length > 1 ? words.slice(1).join(" ") : null,
  };
}

/** First and last name, else first name, else the email's local part, else 'User {id}'. */
export function displayName(
  user: Pick<User, "id" | "firstName" | "lastName"> & { email?: string | null },
): string {
  if (user.firstName && user.lastName) return `${user.firstName} ${user.lastName}`;
  if (user.firstName) return user.firstName;
  const local = user.email?.split("@")[0];
  if (local) return local;
  return `User ${user.id}`;
}

/**
 * A profile picture's address as it may be shown: an https URL, else none. Pictures are only
 * stored that way, but an account saved before that rule could hold anything, javascript:
 * included, and it would land in an <img src>.
 */
export function shownImageUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  try {
    return new URL(stored).protocol === "https:" ? stored : null;
  } catch {
    return null;
  }
}

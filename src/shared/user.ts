import { z } from "zod";

/** The signed-in user as GET /api/auth/user answers it. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the server will let this user into /admin, so the menu can offer it. */
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

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

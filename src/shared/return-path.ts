/**
 * Where to go back to after signing in (`/sign-in?next=/place/12`): a path of this app only.
 * Anything else, another site ("//evil.example", "https://…") included, gives home, so the
 * sign-in page can never be used to send someone elsewhere.
 */
export function returnPath(next: string | null | undefined): string {
  if (!next?.startsWith("/") || next.startsWith("//")) return "/";
  // Browsers read a backslash as a slash ("/\evil.example"); control characters are never ours.
  if (
    next.includes("\\") ||
    [...next].some((character) => character < " " || character === "\x7f")
  ) {
    return "/";
  }
  const url = new URL(next, "http://app.invalid");
  if (url.origin !== "http://app.invalid") return "/";
  // Back to the sign-in screen itself would go round in a circle.
  if (url.pathname === "/sign-in" || url.pathname === "/auth") return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in screen's address that comes back to `path` afterwards. */
export const signInReturningTo = (path: string) =>
  returnPath(path) === "/" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(returnPath(path))}`;

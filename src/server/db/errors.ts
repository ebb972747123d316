/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  // better-sqlite3 and pg name it differently.
  return error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "23505";
}

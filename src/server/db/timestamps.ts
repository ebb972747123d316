/**
 * A stored moment as an ISO string. SQLite already holds ISO strings (written by
 * toISOString); PostgreSQL hands back Dates. Re-parsing every string cost 6% of a list request.
 */
export const iso = (value: Date | string): string =>
  typeof value === "string" ? value : value.toISOString();

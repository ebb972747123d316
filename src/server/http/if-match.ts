import { ERROR_CODES } from "#shared/api-error.ts";
import { text } from "#shared/i18n/text.ts";
import { placeVersionOf } from "#shared/idempotency.ts";
import { StaleWriteError } from "../db/queries/place-write-checks.ts";
import { ApiError } from "./errors.ts";

const CHANGED_SINCE = text("This place has changed since your change was made");

export const changedSince = () => new ApiError(412, ERROR_CODES.preconditionFailed, CHANGED_SINCE);

/**
 * The version a write is based on, from `If-Match` (the place's `version` as an entity
 * tag): the write is refused with 412 if the place has changed since. Without the header the
 * write applies to the place as it is. A header that names no version we made is a 412 too:
 * the caller asked for a condition, and it cannot hold.
 */
export function expectedVersion(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const version = placeVersionOf(ifMatch);
  if (version === undefined) throw changedSince();
  return version;
}

/** Re-throws a stale write as 412, anything else as it was. */
export function rethrowStale(error: unknown): never {
  throw error instanceof StaleWriteError ? changedSince() : error;
}

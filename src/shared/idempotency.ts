/**
 * An `Idempotency-Key`: what a client may send to have a write done once however often it is
 * sent (a UUID fits). Checked by the server, made by the web app's queue of offline changes.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * The version of a place a write was based on, as the `If-Match` header carries it: its
 * `version`, quoted as an entity tag. A write whose place has changed since answers 412.
 */
export const placeVersionTag = (version: number) => `"${version}"`;

/**
 * The version an If-Match header names, or undefined when it names none we made (such as the
 * `updatedAt` that earlier releases named: a change queued by one of them is a conflict).
 */
export function placeVersionOf(ifMatch: string | undefined): number | undefined {
  const match = /^\s*"([1-9][0-9]{0,14})"\s*$/.exec(ifMatch ?? "");
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The 409 a repeat gets while the first request with its key is still being handled. */
export const IN_PROGRESS_MESSAGE =
  "A request with this Idempotency-Key is still being handled. Try again in a moment.";

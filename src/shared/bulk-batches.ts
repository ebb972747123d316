import type { BulkPlaceInput } from "./place.ts";
import { BULK_MAX_PLACES } from "./place.ts";
import { PLACE_LIMITS } from "./place-limits.ts";

/**
 * The characters of JSON one batch may carry: 8 MB, so a slow upload still finishes well within
 * its time and a failure costs little to send again. Photos are base64 (one byte a character);
 * text may take up to three bytes a character in UTF-8, but text is capped at a few thousand
 * characters a place, so the server's 32 MB limit is never near.
 */
const BATCH_CHARS = Math.min(8 * 1024 * 1024, Math.floor(PLACE_LIMITS.bulkRequestBytes / 4));

/**
 * Splits places into the requests of a bulk create: at most BULK_MAX_PLACES each, and small
 * enough for the server's body limit. Order is kept, and every place is in exactly one batch.
 */
export function planBatches<T extends BulkPlaceInput>(
  places: readonly T[],
  limits = { places: BULK_MAX_PLACES, chars: BATCH_CHARS },
): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let chars = 0;
  for (const place of places) {
    const size = JSON.stringify(place).length + 1;
    if (batch.length > 0 && (batch.length === limits.places || chars + size > limits.chars)) {
      batches.push(batch);
      batch = [];
      chars = 0;
    }
    batch.push(place);
    chars += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

import { announceAchievements, SHOW_AFTER_ADD_MS } from "#client/entities/achievement/announce.ts";
import { achievementsQuery } from "#client/entities/achievement/query.ts";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { api, withTimeout } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import { planBatches } from "#shared/bulk-batches.ts";
import { type PlaceIdentity, PlaceMatcher } from "#shared/duplicate-place.ts";
import { countOf } from "#shared/format-count.ts";
import type { BulkCreateResult, BulkPlaceInput } from "#shared/place.ts";
import { sortOutRepeats } from "./bulk-outcome.ts";

/** How far a bulk add has gone; `requests` is how many it needs in all. */
export type BulkProgress = { sent: number; total: number; requests: number };

/** A failure after some batches were already saved: they stay saved, and say how many. */
export class BulkAddError extends Error {
  readonly added: number;
  override readonly cause: unknown;
  constructor(added: number, cause: unknown) {
    super(`Stopped after adding ${countOf(added, "place")}`);
    this.name = "BulkAddError";
    this.added = added;
    this.cause = cause;
  }
}

/** Time for one request: the usual 30 s, plus time to upload its body at a slow 50 KB/s. */
const timeoutFor = (batch: readonly BulkPlaceInput[]) => 30_000 + JSON.stringify(batch).length / 50;

/**
 * Adds places through POST /api/places/bulk, in as few requests as the server's
 * limits allow, reporting progress after each. Each request is all or nothing; `skipped`
 * indexes count in the whole list. The last batch goes first: the list shows newest first, so
 * a long import then reads in the order it was written. A place that repeats an earlier one
 * is not sent, and is counted as the server would count it (sortOutRepeats).
 */
export async function addPlacesInBatches(
  places: readonly BulkPlaceInput[],
  onProgress: (progress: BulkProgress) => void = () => {},
): Promise<BulkCreateResult> {
  const list = new PlaceMatcher<PlaceIdentity>(await queryClient.ensureQueryData(placesQuery));
  const { sending, indexes, repeats } = sortOutRepeats(places, list);
  const result: BulkCreateResult = { added: 0, skipped: repeats, newAchievements: [] };
  const batches = planBatches(sending);
  const starts = batches.map((_, i) => batches.slice(0, i).reduce((n, b) => n + b.length, 0));
  let sent = 0;
  const report = () => onProgress({ sent, total: sending.length, requests: batches.length });
  report();
  try {
    for (let i = batches.length - 1; i >= 0; i--) {
      const batch = batches[i] ?? [];
      const answer = await okJson(
        api.places.bulk.$post({ json: { places: batch } }, withTimeout(timeoutFor(batch))),
      );
      result.added += answer.added;
      result.newAchievements.push(...answer.newAchievements);
      for (const skipped of answer.skipped) {
        const index = indexes[skipped.index + (starts[i] ?? 0)] ?? skipped.index;
        result.skipped.push({ ...skipped, index });
      }
      sent += batch.length;
      report();
    }
  } catch (error) {
    // A request that timed out may have been saved, earning badges its answer never brought.
    void queryClient.invalidateQueries({ queryKey: achievementsQuery.queryKey });
    if (result.added > 0) throw new BulkAddError(result.added, error);
    throw error;
  } finally {
    await queryClient.refetchQueries({ queryKey: placesQuery.queryKey });
    // The badges the saved batches earned show even when a later request failed.
    announceAchievements(result.newAchievements, SHOW_AFTER_ADD_MS);
  }
  result.skipped.sort((a, b) => a.index - b.index);
  return result;
}

// What a bulk add (import, restore) sends and what it says it did: pure, apart from the
// requests, so both can be checked on their own.

import { plural, t } from "@lingui/core/macro";
// Sets the language `t` reads, should a result be said before the app has started (a unit test).
import "#client/lib/i18n.tsx";
import { type PlaceIdentity, PlaceMatcher } from "#shared/duplicate-place.ts";
import type { BulkCreateResult, BulkPlaceInput, SkippedPlace } from "#shared/place.ts";

const identityOf = (place: BulkPlaceInput): PlaceIdentity => ({
  name: place.name,
  address: place.address ?? null,
  latitude: place.latitude ?? null,
  longitude: place.longitude ?? null,
});

/**
 * The places to send, each with its index in `places`, and those left unsent as the same place
 * (shared/duplicate-place.ts) as an earlier one being added, as the server would skip them.
 * Sorted out here, over every batch: the batches go last first, so the server would add a
 * repeat in a later batch and then skip its first as already in the list. A place the list
 * holds is sent, for the server to say so, and is not one a later place repeats.
 */
export function sortOutRepeats(
  places: readonly BulkPlaceInput[],
  list: PlaceMatcher<PlaceIdentity>,
) {
  const adding = new PlaceMatcher<PlaceIdentity>();
  const sending: BulkPlaceInput[] = [];
  const indexes: number[] = [];
  const repeats: SkippedPlace[] = [];
  places.forEach((place, index) => {
    const identity = identityOf(place);
    if (!list.find(identity)) {
      if (adding.find(identity)) {
        repeats.push({ index, name: place.name.trim(), reason: "repeated-in-request" });
        return;
      }
      adding.add(identity);
    }
    sending.push(place);
    indexes.push(index);
  });
  return { sending, indexes, repeats };
}

/** Each count said whole, one and many apart, so each can be put in another language as it is. */
const SKIPPED_SAYINGS = {
  inList: (count: number) =>
    t`${plural(count, { one: "# was already in your list", other: "# were already in your list" })}`,
  file: (count: number) =>
    t`${plural(count, {
      one: "# repeated another row of the file",
      other: "# repeated other rows of the file",
    })}`,
  list: (count: number) =>
    t`${plural(count, {
      one: "# repeated another line of the list",
      other: "# repeated other lines of the list",
    })}`,
};

/** What was done to the places, whole: "Added 44 places", "Restored 1 place". */
const DONE_SAYINGS = {
  Added: (count: number) => t`${plural(count, { one: "Added # place", other: "Added # places" })}`,
  Restored: (count: number) =>
    t`${plural(count, { one: "Restored # place", other: "Restored # places" })}`,
};

/**
 * What a bulk add did, each reason for a skip counted apart: "Added 44 places; 2 were already
 * in your list; 3 repeated other rows of the file." `from` is what the places came from: a
 * file (an import's or a backup) or a pasted list.
 */
export function describeBulkResult(
  verb: "Added" | "Restored",
  result: BulkCreateResult,
  from: "file" | "list" = "file",
): string {
  const inList = result.skipped.filter((s) => s.reason === "already-in-list").length;
  const repeats = result.skipped.length - inList;
  const parts = [
    DONE_SAYINGS[verb](result.added),
    inList > 0 && SKIPPED_SAYINGS.inList(inList),
    repeats > 0 && SKIPPED_SAYINGS[from](repeats),
  ].filter(Boolean);
  return `${parts.join("; ")}.`;
}

import { cachedPlaces } from "#client/entities/place/list-query.ts";
import { visitsKey } from "#client/entities/place/visits-query.ts";
import { api } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Place } from "#shared/place.ts";
import {
  type NewVisitInput,
  newVisitSchema,
  ukDayOf,
  type Visit,
  type VisitChangeInput,
  visitChangeSchema,
  visitFieldsOf,
} from "#shared/visit.ts";
import { outcomeOf, type PlaceWriteOutcome, sendOrKeep } from "./place-writes.ts";

// The place page's visit writes, through the same queue as the place writes: sent at once
// with an Idempotency-Key, or kept on this device when there is no signal or no answer, and
// shown at once either way: the visit on the place page, its date and count on the card.

// Visits added with no signal get ids below zero until the server gives them theirs.
let lastTempId = 0;
const tempId = () => {
  lastTempId = Math.min(lastTempId - 1, -Date.now());
  return lastTempId;
};

const placeShown = (placeId: number): Place | undefined =>
  cachedPlaces().find((p) => p.id === placeId);
/** The place's visits as the page shows them, waiting changes included; undefined if unread. */
const visitsShown = (placeId: number) => queryClient.getQueryData<Visit[]>(visitsKey(placeId));

const dayOf = (instant: string | null) => (instant === null ? null : ukDayOf(instant));

const param = (placeId: number) => ({ id: String(placeId) });
const visitParam = (placeId: number, visitId: number) => ({
  id: String(placeId),
  visitId: String(visitId),
});

export async function addVisit(placeId: number, input: NewVisitInput): Promise<PlaceWriteOutcome> {
  const parsed = newVisitSchema.parse(input);
  const visit: Visit = {
    id: tempId(),
    date: parsed.date,
    note: parsed.note,
    createdAt: new Date().toISOString(),
  };
  const place = placeShown(placeId);
  const known = visitsShown(placeId);
  // Unread visits (none shown yet): the place's own latest day and count stand for them.
  const patch = place
    ? known
      ? visitFieldsOf(place.visitedDate, [parsed.date, ...known.map((v) => v.date)])
      : visitFieldsOf(
          place.visitedDate,
          [parsed.date, dayOf(place.visitedDate)],
          place.visitCount + 1,
        )
    : {};
  return outcomeOf(
    await sendOrKeep(
      "visit-add",
      placeId,
      input,
      patch,
      async (headers) => {
        const written = await okJson(
          api.places[":id"].visits.$post({ param: param(placeId), json: input }, { headers }),
        );
        return { ...written.place, newAchievements: written.newAchievements };
      },
      { visitId: visit.id, visit },
    ),
  );
}

export async function changeVisit(
  placeId: number,
  visitId: number,
  input: VisitChangeInput,
): Promise<PlaceWriteOutcome> {
  const parsed = visitChangeSchema.parse(input);
  const place = placeShown(placeId);
  const known = visitsShown(placeId) ?? [];
  const before = known.find((v) => v.id === visitId);
  const visit: Visit | undefined = before && {
    ...before,
    date: parsed.date ?? before.date,
    note: parsed.note === undefined ? before.note : parsed.note,
  };
  const dates = known.map((v) => (v.id === visitId ? (visit?.date ?? v.date) : v.date));
  const patch = place ? visitFieldsOf(place.visitedDate, dates, place.visitCount) : {};
  return outcomeOf(
    await sendOrKeep(
      "visit-edit",
      placeId,
      input,
      patch,
      async (headers) => {
        const written = await okJson(
          api.places[":id"].visits[":visitId"].$patch(
            { param: visitParam(placeId, visitId), json: input },
            { headers },
          ),
        );
        return { ...written.place, newAchievements: written.newAchievements };
      },
      { visitId, visit },
    ),
  );
}

export async function removeVisit(placeId: number, visitId: number): Promise<PlaceWriteOutcome> {
  const place = placeShown(placeId);
  const left = (visitsShown(placeId) ?? []).filter((v) => v.id !== visitId);
  const patch = place
    ? visitFieldsOf(
        place.visitedDate,
        left.map((v) => v.date),
        Math.max(place.visitCount - 1, 0),
      )
    : {};
  return outcomeOf(
    await sendOrKeep(
      "visit-delete",
      placeId,
      undefined,
      patch,
      async (headers) => {
        const written = await okJson(
          api.places[":id"].visits[":visitId"].$delete(
            { param: visitParam(placeId, visitId) },
            { headers },
          ),
        );
        return { ...written.place, newAchievements: written.newAchievements };
      },
      { visitId },
    ),
  );
}

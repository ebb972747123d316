// A place's visits written through the offline queue, against the real app
// (tests/offline-queue.ts): shown at once, sent in order with the place writes, once each.
import { describe, expect, it } from "vitest";
import { cachedPlaces, placesQuery } from "#client/entities/place/list-query.ts";
import { visitsKey, visitsQuery } from "#client/entities/place/visits-query.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import { formatVisitDate } from "#shared/relative-date.ts";
import type { Visit } from "#shared/visit.ts";
import { offlineQueueDevice } from "#tests/offline-queue.ts";
import { offlineState } from "./offline-store.ts";
import { createPlace, editPlace } from "./place-writes.ts";
import { problemText } from "./problem-text.ts";
import { flush, resolve } from "./sync.ts";
import { addVisit, changeVisit, removeVisit } from "./visit-writes.ts";

const { device, other, serverPlaces, placeOnServer, offline, online } = offlineQueueDevice();

const visitsOnServer = (placeId: number) =>
  okJson(other().api.places[":id"].visits.$get({ param: { id: String(placeId) } }));

/** A visit added on the other device. */
const visitOnServer = (placeId: number, date: string) =>
  okJson(
    other().api.places[":id"].visits.$post({ param: { id: String(placeId) }, json: { date } }),
  );

/** The place page's visits, as this device shows them. */
const visitsShown = (placeId: number) =>
  (queryClient.getQueryData<Visit[]>(visitsKey(placeId)) ?? []).map((v) => [v.date, v.note]);

/** The card's words for the place, as this device's list shows it. */
function cardText(placeId: number) {
  const place = cachedPlaces().find((p) => p.id === placeId);
  if (!place?.visitedDate) return place && "To Visit";
  const last = formatVisitDate(place.visitedDate);
  return place.visitCount > 1
    ? `Visited ${place.visitCount} times · last ${last}`
    : `Visited ${last}`;
}

/** The id the page shows for the visit on `date` (below zero while it waits). */
const shownId = (placeId: number, date: string) =>
  queryClient.getQueryData<Visit[]>(visitsKey(placeId))?.find((v) => v.date === date)?.id ?? 0;

describe("visits written with no signal", () => {
  it("show at once on the page and the card, and are sent in order with the place's edit", async () => {
    const place = await placeOnServer({ name: "Rhossili Bay" });
    const first = await visitOnServer(place.id, "2024-05-01");
    await placeOnServer({ name: "Three Cliffs Bay" });
    await queryClient.fetchQuery(visitsQuery(place.id));

    await offline(async () => {
      const added = await addVisit(place.id, { date: "2026-10-12", note: "Low tide" });
      expect(added).toMatchObject({ waiting: true, visitCount: 2 });
      await changeVisit(place.id, first.id, { note: "The first time" });
      await addVisit(place.id, { date: "2025-01-01" });
      await removeVisit(place.id, shownId(place.id, "2025-01-01"));
      await editPlace(place.id, { notes: "Worm's Head at low tide" });
    });

    expect(device.sent).toEqual([]);
    expect(offlineState().changes.map((c) => c.kind)).toEqual([
      "visit-add",
      "visit-edit",
      "visit-add",
      "visit-delete",
      "edit",
    ]);
    expect(visitsShown(place.id)).toEqual([
      ["2026-10-12", "Low tide"],
      ["2024-05-01", "The first time"],
    ]);
    expect(cardText(place.id)).toBe("Visited 2 times · last 12 Oct 2026");

    await online();

    const { id } = place;
    const [added, , removed] = offlineState().changes;
    expect(added).toBeUndefined();
    expect(removed).toBeUndefined();
    const onServer = await visitsOnServer(id);
    expect(onServer.map((v) => [v.date, v.note])).toEqual([
      ["2026-10-12", "Low tide"],
      ["2024-05-01", "The first time"],
    ]);
    // Each once, in the order made; the visit added offline removed by the id it was given.
    expect(device.sent.map((w) => w.replace(/\/visits\/\d+$/, "/visits/VISIT"))).toEqual([
      `POST /api/places/${id}/visits`,
      `PATCH /api/places/${id}/visits/VISIT`,
      `POST /api/places/${id}/visits`,
      `DELETE /api/places/${id}/visits/VISIT`,
      `PATCH /api/places/${id}`,
    ]);
    expect(device.sent[1]).toBe(`PATCH /api/places/${id}/visits/${first.id}`);
    expect(device.sent[3]).not.toContain("-");
    const [server] = (await serverPlaces()).filter((p) => p.id === id);
    expect(server).toMatchObject({
      notes: "Worm's Head at low tide",
      visited: true,
      visitCount: 2,
      visitedDate: "2026-10-12T12:00:00.000Z",
    });
    // Shown as the server holds it now.
    await flush();
    expect(cachedPlaces().find((p) => p.id === id)).toEqual(server);
  });

  it("add a visit to a place made offline, and change it, under the ids the server gives", async () => {
    await queryClient.fetchQuery(placesQuery);
    const made = await offline(async () => {
      const place = await createPlace({ name: "Worm's Head" });
      await queryClient.fetchQuery(visitsQuery(place.id));
      await addVisit(place.id, { date: "2026-10-12" });
      await changeVisit(place.id, shownId(place.id, "2026-10-12"), { note: "Crossed at low tide" });
      return place;
    });
    expect(made.id).toBeLessThan(0);
    expect(visitsShown(made.id)).toEqual([["2026-10-12", "Crossed at low tide"]]);
    expect(cardText(made.id)).toBe("Visited 12 Oct 2026");

    await online();

    expect(offlineState().changes).toEqual([]);
    const [place, ...more] = await serverPlaces();
    expect(more).toEqual([]);
    expect(place).toMatchObject({ name: "Worm's Head", visited: true, visitCount: 1 });
    const [visit] = await visitsOnServer(place?.id ?? 0);
    expect(visit).toMatchObject({ date: "2026-10-12", note: "Crossed at low tide" });
    expect(device.sent).toEqual([
      "POST /api/places",
      `POST /api/places/${place?.id}/visits`,
      `PATCH /api/places/${place?.id}/visits/${visit?.id}`,
    ]);
  });

  it("are done once when the answer was lost and they are sent again", async () => {
    const place = await placeOnServer({ name: "Oxwich Bay" });
    await queryClient.fetchQuery(visitsQuery(place.id));
    device.loseNextAnswerTo = `POST /api/places/${place.id}/visits`;
    // Sent at once, the answer lost: kept with its key, and sent again at once.
    expect(await addVisit(place.id, { date: "2026-10-12" })).toMatchObject({ waiting: true });
    await flush();
    const [visit, ...more] = await visitsOnServer(place.id);
    expect(more).toEqual([]);
    if (!visit) throw new Error("no visit saved");

    device.loseNextAnswerTo = `DELETE /api/places/${place.id}/visits/${visit.id}`;
    await removeVisit(place.id, visit.id);
    await flush();

    // The repeated delete is answered as the first was, not as a visit gone (404).
    expect(device.sent).toEqual([
      `POST /api/places/${place.id}/visits`,
      `POST /api/places/${place.id}/visits`,
      `DELETE /api/places/${place.id}/visits/${visit.id}`,
      `DELETE /api/places/${place.id}/visits/${visit.id}`,
    ]);
    expect(offlineState().changes).toEqual([]);
    expect(await visitsOnServer(place.id)).toEqual([]);
    expect((await serverPlaces())[0]).toMatchObject({ visited: false, visitCount: 0 });
  });
});

describe("visits changed elsewhere meanwhile", () => {
  it("a visit added to a place changed elsewhere is sent over it, both kept, without asking", async () => {
    const place = await placeOnServer({ name: "Port Eynon" });
    await offline(() => addVisit(place.id, { date: "2026-10-12" }));
    await okJson(
      other().api.places[":id"].$patch({ param: { id: String(place.id) }, json: { notes: "YHA" } }),
    );
    await visitOnServer(place.id, "2025-06-06");

    await online();

    expect(offlineState().changes).toEqual([]);
    expect((await visitsOnServer(place.id)).map((v) => v.date)).toEqual([
      "2026-10-12",
      "2025-06-06",
    ]);
    expect((await serverPlaces())[0]).toMatchObject({ notes: "YHA", visitCount: 2 });
  });

  it("a visit to a place deleted elsewhere waits for a choice, told as other refusals are", async () => {
    const place = await placeOnServer({ name: "Pennard Castle" });
    const gone = await placeOnServer({ name: "Brandy Cove" });
    const visit = await visitOnServer(gone.id, "2024-04-04");
    await offline(async () => {
      await addVisit(place.id, { date: "2026-10-12", note: "Windy" });
      await removeVisit(gone.id, visit.id);
    });
    await other().write("DELETE", `/api/places/${place.id}`);
    await other().write("DELETE", `/api/places/${gone.id}`);

    await online();

    // Removing a visit of a place gone is done; the new visit waits for the person.
    const [kept, ...more] = offlineState().changes;
    expect(more).toEqual([]);
    if (!kept) throw new Error("no change kept");
    expect(kept).toMatchObject({ kind: "visit-add", problem: { kind: "deleted" } });
    expect(problemText(kept).sentence).toBe(
      "Pennard Castle was deleted on another device; your new visit was not saved.",
    );
    // Still shown, as the change left it, until the person chooses.
    expect(cardText(place.id)).toBe("Visited 12 Oct 2026");

    await resolve(kept, "mine");

    const [back] = await serverPlaces();
    expect(back).toMatchObject({ name: "Pennard Castle", visited: true, visitCount: 1 });
    expect(back?.visitedDate?.slice(0, 10)).toBe("2026-10-12");
  });

  it("a change to a visit removed elsewhere is told, and drops only that visit's changes", async () => {
    const place = await placeOnServer({ name: "Caswell Bay" });
    const [removed, kept] = [
      await visitOnServer(place.id, "2024-01-01"),
      await visitOnServer(place.id, "2025-01-01"),
    ];
    await queryClient.fetchQuery({ ...placesQuery, staleTime: 0 });
    await queryClient.fetchQuery(visitsQuery(place.id));
    await offline(async () => {
      await changeVisit(place.id, removed.id, { note: "Surfing" });
      await changeVisit(place.id, kept.id, { note: "Rock pools" });
    });
    await other().write("DELETE", `/api/places/${place.id}/visits/${removed.id}`);

    await online();

    // The place's later change waits behind the refused one, as for any place.
    const [refused, held, ...more] = offlineState().changes;
    expect(more).toEqual([]);
    if (!refused) throw new Error("no change kept");
    expect(held).toMatchObject({ kind: "visit-edit", visitId: kept.id });
    expect(held?.problem).toBeUndefined();
    expect(problemText(refused).sentence).toBe(
      "Caswell Bay: your change to a visit was not saved. That visit was removed on another device.",
    );
    expect(problemText(refused).keepMine).toBeUndefined();

    // Dropping it lets the change to the other visit go.
    await resolve(refused, "theirs");
    expect(offlineState().changes).toEqual([]);
    expect((await visitsOnServer(place.id)).map((v) => [v.date, v.note])).toEqual([
      ["2025-01-01", "Rock pools"],
    ]);
  });
});

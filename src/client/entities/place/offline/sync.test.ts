// The offline queue against the real app (tests/offline-queue.ts): its order, idempotent
// replay, conflicts and refusals, and a session that ended while changes waited.
import { describe, expect, it } from "vitest";
import { achievementsQuery } from "#client/entities/achievement/query.ts";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { queryClient } from "#client/lib/query-client.ts";
import type { AchievementRecord } from "#shared/achievement-input.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Place } from "#shared/place.ts";
import { offlineQueueDevice } from "#tests/offline-queue.ts";
import { offlineState } from "./offline-store.ts";
import { createPlace, deletePlace, editPlace, setVisit } from "./place-writes.ts";
import { problemText } from "./problem-text.ts";
import { flush, resolve } from "./sync.ts";

const {
  device,
  other: otherDevice,
  serverPlaces,
  placeOnServer,
  offline,
  online,
  anotherUser,
  sameUserAgain,
  signInHere,
} = offlineQueueDevice();

describe("the offline queue", () => {
  it("sends a new place, its edit and visit, and a delete, in the order they were made", async () => {
    const old = await placeOnServer({ name: "Old Harry Rocks" });
    const added = await offline(async () => {
      const made = await createPlace({ name: "Corfe Castle" });
      await editPlace(made.id, { name: "Corfe Castle", notes: "Tea room by the gate" });
      await setVisit(made.id, true, "2026-11-01");
      await deletePlace(old.id);
      return made;
    });
    expect(added.waiting).toBe(true);
    expect(added.id).toBeLessThan(0);
    expect(offlineState().changes.map((c) => c.kind)).toEqual([
      "create",
      "edit",
      "visit",
      "delete",
    ]);
    expect(device.sent).toEqual([]);

    await online();

    const [corfe, ...rest] = await serverPlaces();
    expect(rest).toEqual([]);
    expect(corfe).toMatchObject({ name: "Corfe Castle", notes: "Tea room by the gate" });
    expect(corfe?.visited).toBe(true);
    expect(corfe?.visitedDate?.slice(0, 10)).toBe("2026-11-01");
    // The place made offline got its id from the first answer; its later changes used it.
    expect(device.sent).toEqual([
      "POST /api/places",
      `PATCH /api/places/${corfe?.id}`,
      `PATCH /api/places/${corfe?.id}/visit-status`,
      `DELETE /api/places/${old.id}`,
    ]);
    expect(offlineState().changes).toEqual([]);
  });

  it("forgets a place made offline, and its changes, when it is deleted before being sent", async () => {
    const kept = await offline(async () => {
      const made = await createPlace({ name: "Corfe Castle" });
      await editPlace(made.id, { name: "Corfe Castle", notes: "Tea room by the gate" });
      await deletePlace(made.id);
      return createPlace({ name: "Tyneham" });
    });
    expect(offlineState().changes.map((c) => [c.kind, c.placeId])).toEqual([["create", kept.id]]);

    await online();

    expect(device.sent).toEqual(["POST /api/places"]);
    expect((await serverPlaces()).map((p) => p.name)).toEqual(["Tyneham"]);
  });

  it("makes a place once when the answer to its write was lost and it is sent again", async () => {
    queryClient.setQueryData<AchievementRecord[]>(achievementsQuery.queryKey, []);
    device.loseNextAnswerTo = "POST /api/places";
    const made = await createPlace({ name: "Durdle Door" });
    // Kept with its Idempotency-Key, and sent again at once: the server answers the same.
    expect(made.waiting).toBe(true);
    await flush();

    expect(device.sent).toEqual(["POST /api/places", "POST /api/places"]);
    expect((await serverPlaces()).map((p) => p.name)).toEqual(["Durdle Door"]);
    expect(offlineState().changes).toEqual([]);
    // The badge the lost answer carried comes with the replayed one, and is announced.
    expect(
      queryClient
        .getQueryData<AchievementRecord[]>(achievementsQuery.queryKey)
        ?.map((a) => a.achievementId),
    ).toEqual(["explorer"]);
  });

  it("holds a change to a field changed on another device since, with both values", async () => {
    const place = await placeOnServer({ name: "Lulworth Cove", notes: "Swim at high tide" });
    await offline(() => editPlace(place.id, { notes: "Fossils on the east side" }));
    await okJson(
      otherDevice().api.places[":id"].$patch({
        param: { id: String(place.id) },
        json: { notes: "Closed for repairs" },
      }),
    );

    await online();

    const [change, ...more] = offlineState().changes;
    expect(more).toEqual([]);
    expect(change?.problem?.kind).toBe("changed");
    expect(change?.problem?.fields).toEqual([
      expect.objectContaining({ field: "notes", mine: "Fossils on the east side" }),
    ]);
    expect(change?.problem?.fields?.[0]).toMatchObject({ theirs: "Closed for repairs" });
    // The other device's change stands until the person chooses.
    expect((await serverPlaces())[0]?.notes).toBe("Closed for repairs");
  });

  it("sends a change to other fields over the other device's, keeping both", async () => {
    const place = await placeOnServer({ name: "Kimmeridge Bay", notes: "Rock pools" });
    await offline(() => editPlace(place.id, { name: "Kimmeridge Bay Ledges" }));
    await okJson(
      otherDevice().api.places[":id"].$patch({
        param: { id: String(place.id) },
        json: { notes: "Marine centre open weekends" },
      }),
    );

    await online();

    expect(offlineState().changes).toEqual([]);
    expect((await serverPlaces())[0]).toMatchObject({
      name: "Kimmeridge Bay Ledges",
      notes: "Marine centre open weekends",
    });
  });

  it("keeps a refused change with the server's words, and drops it when the person chooses", async () => {
    const place = await placeOnServer({ name: "Chesil Beach" });
    await offline(() => setVisit(place.id, true, "2999-01-01"));

    await online();

    const [refused] = offlineState().changes;
    if (!refused) throw new Error("no change kept");
    expect(refused.problem?.kind).toBe("refused");
    // The server's reason for the field, as a toast would give it.
    expect(problemText(refused).sentence).toBe(
      "Chesil Beach: your visit was not saved. The visit date cannot be later than today",
    );

    await resolve(refused, "theirs");
    expect(offlineState().changes).toEqual([]);
    expect((await serverPlaces())[0]?.visited).toBe(false);
  });

  it("sends changes to other places while a refused one waits; its place's later ones wait with it", async () => {
    const castellCoch = await placeOnServer({ name: "Castell Coch" });
    const conwy = await placeOnServer({ name: "Conwy Castle" });
    await offline(async () => {
      await setVisit(castellCoch.id, true, "2026-11-01");
      await setVisit(castellCoch.id, false, null);
      await setVisit(conwy.id, true, "2026-11-02");
    });
    await otherDevice().write("DELETE", `/api/places/${castellCoch.id}`);

    await online();

    expect(device.sent).toEqual([
      `PATCH /api/places/${castellCoch.id}/visit-status`,
      `PATCH /api/places/${conwy.id}/visit-status`,
    ]);
    expect((await serverPlaces()).map((p) => [p.name, p.visited])).toEqual([
      ["Conwy Castle", true],
    ]);
    expect(offlineState().changes.map((c) => [c.placeId, c.problem?.kind])).toEqual([
      [castellCoch.id, "deleted"],
      [castellCoch.id, undefined],
    ]);
  });

  it("sends this device's version over the other's when the person keeps theirs", async () => {
    const place = await placeOnServer({ name: "Harlech Castle" });
    await offline(() => setVisit(place.id, true, "2026-10-30"));
    await otherDevice().write("PATCH", `/api/places/${place.id}/visit-status`, {
      visited: true,
      visitDate: "2026-01-01",
    });
    await online();
    const [refused] = offlineState().changes;
    if (!refused) throw new Error("no change kept");
    expect(refused.problem?.kind).toBe("changed");

    await resolve(refused, "mine");

    expect(offlineState().changes).toEqual([]);
    expect((await serverPlaces())[0]?.visitedDate?.slice(0, 10)).toBe("2026-10-30");
  });

  it("adds a place deleted elsewhere back, with this device's change, when the person asks", async () => {
    const place = await placeOnServer({ name: "Tintern Abbey", notes: "By the Wye" });
    await offline(() => setVisit(place.id, true, "2024-06-15"));
    await otherDevice().write("DELETE", `/api/places/${place.id}`);
    await online();
    const [refused] = offlineState().changes;
    if (!refused) throw new Error("no change kept");

    await resolve(refused, "mine");

    expect(offlineState().changes).toEqual([]);
    const [back, ...more] = await serverPlaces();
    expect(more).toEqual([]);
    expect(back).toMatchObject({ name: "Tintern Abbey", notes: "By the Wye", visited: true });
    expect(back?.id).not.toBe(place.id);
    expect(back?.visitedDate?.slice(0, 10)).toBe("2024-06-15");
  });

  it("shows a place deleted elsewhere again, as its refused change left it, in a list read since", async () => {
    const place = await placeOnServer({ name: "Tintern Abbey" });
    await offline(() => setVisit(place.id, true, "2024-06-15"));
    await otherDevice().write("DELETE", `/api/places/${place.id}`);
    // The app opened again, online: the list it read no longer holds the place.
    queryClient.setQueryData<Place[]>(placesQuery.queryKey, []);

    await online();

    expect(offlineState().changes[0]?.problem?.kind).toBe("deleted");
    const shown = queryClient.getQueryData<Place[]>(placesQuery.queryKey) ?? [];
    expect(shown.map((p) => [p.name, p.visited])).toEqual([["Tintern Abbey", true]]);
  });

  it("drops a delete of a place already deleted elsewhere, and reports an edit to it", async () => {
    const gone = await placeOnServer({ name: "Brownsea Island" });
    const edited = await placeOnServer({ name: "Studland Bay" });
    await offline(async () => {
      await deletePlace(gone.id);
      await editPlace(edited.id, { notes: "Ferry from Sandbanks" });
    });
    await otherDevice().write("DELETE", `/api/places/${gone.id}`);
    await otherDevice().write("DELETE", `/api/places/${edited.id}`);

    await online();

    const [kept, ...more] = offlineState().changes;
    expect(more).toEqual([]);
    expect(kept).toMatchObject({ kind: "edit", placeId: edited.id });
    expect(kept?.problem?.kind).toBe("deleted");
    if (!kept) throw new Error("no change kept");
    expect(problemText(kept).sentence).toBe(
      "Studland Bay was deleted on another device; your changes were not saved.",
    );
  });

  it("keeps changes when the session ends, never sends or shows them to another user, and sends them once the same user is back", async () => {
    await offline(() => createPlace({ name: "Tintern Abbey" }));
    // Signed out elsewhere: the session this device holds ends too.
    await otherDevice().write("POST", "/api/auth/sign-out", {});

    await online();

    expect(offlineState().needsSignIn).toBe(true);
    expect(offlineState().changes.map((c) => c.kind)).toEqual(["create"]);

    const bob = await anotherUser();
    await signInHere(bob);
    expect(offlineState().changes).toEqual([]);
    expect(await okJson(bob.api.places.$get())).toEqual([]);

    const alice = await sameUserAgain();
    device.sent = [];
    await signInHere(alice);
    expect(device.sent).toEqual(["POST /api/places"]);
    expect(offlineState().changes).toEqual([]);
    expect((await serverPlaces()).map((p) => p.name)).toEqual(["Tintern Abbey"]);
  });
});

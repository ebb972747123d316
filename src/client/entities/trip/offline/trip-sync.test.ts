// Trip writes through the offline queue, against the real app (tests/offline-queue.ts): shown
// at once in the trip and the list, sent in order when the signal is back, each once.
import { describe, expect, it } from "vitest";
import { offlineState } from "#client/entities/place/offline/offline-store.ts";
import { createPlace } from "#client/entities/place/offline/place-writes.ts";
import { flush } from "#client/entities/place/offline/sync.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import type { TripDetail } from "#shared/trip.ts";
import { addStop } from "#shared/trips/plan.ts";
import { offlineQueueDevice } from "#tests/offline-queue.ts";
import { draftStop, planOf, type Trip, tripQuery, tripsQuery } from "../trip-api.ts";
import { changeTrip, createTrip, deleteTrip, sendPlan } from "../trip-writes.ts";
import { dropTripChange } from "./trip-queue.ts";

const { device, other, offline, online } = offlineQueueDevice();

const tripsOnServer = () => okJson(other().api.trips.$get());
const tripOnServer = (id: number) =>
  okJson(other().api.trips[":id"].$get({ param: { id: String(id) } }));

/** A place on the server, as a trip's stop shows it. */
async function placeOnServer(name: string) {
  const place = await okJson(
    other().api.places.$post({ json: { name, latitude: 51.6, longitude: -4.7 } }),
  );
  return {
    id: place.id,
    name,
    latitude: 51.6,
    longitude: -4.7,
    visited: false,
    category: place.category,
  };
}

/** A trip made on the other device, and read by this one. */
async function tripMadeElsewhere(fields: { name: string; startDate?: string; endDate?: string }) {
  const trip = await okJson(other().api.trips.$post({ json: fields }));
  await queryClient.fetchQuery({ ...tripsQuery, staleTime: 0 });
  return queryClient.fetchQuery({ ...tripQuery(trip.id), staleTime: 0 });
}

const shown = (id: number) => queryClient.getQueryData<Trip>(tripQuery(id).queryKey);
const listed = () => queryClient.getQueryData<{ id: number; name: string }[]>(tripsQuery.queryKey);
const stopNames = (trip: TripDetail | undefined) =>
  trip?.days.map((day) => day.stops.map((stop) => stop.place.name));

describe("trip writes with no signal", () => {
  it("show a plan and a rename at once, and send them in order once back online", async () => {
    const trip = await tripMadeElsewhere({
      name: "Pembrokeshire",
      startDate: "2026-06-13",
      endDate: "2026-06-14",
    });
    const [tenby, skomer] = [await placeOnServer("Tenby"), await placeOnServer("Skomer")];

    await offline(async () => {
      const first = await sendPlan(trip.id, addStop(planOf(trip), draftStop(tenby), 0));
      expect(first.waiting).toBe(true);
      const now = shown(trip.id) as Trip;
      await sendPlan(trip.id, addStop(planOf(now), draftStop(skomer), 1));
      await changeTrip(trip.id, { name: "Pembs", notes: "Boat at 10" });
    });

    expect(device.sent).toEqual([]);
    expect(offlineState().tripChanges).toHaveLength(3);
    expect(stopNames(shown(trip.id))).toEqual([["Tenby"], ["Skomer"]]);
    expect(shown(trip.id)).toMatchObject({ name: "Pembs", notes: "Boat at 10" });
    expect(listed()?.find((t) => t.id === trip.id)).toMatchObject({ name: "Pembs", stopCount: 2 });

    await online();

    expect(offlineState().tripChanges).toEqual([]);
    expect(device.sent).toEqual([
      `PUT /api/trips/${trip.id}/plan`,
      `PUT /api/trips/${trip.id}/plan`,
      `PATCH /api/trips/${trip.id}`,
    ]);
    const server = await tripOnServer(trip.id);
    expect(stopNames(server)).toEqual([["Tenby"], ["Skomer"]]);
    expect(server).toMatchObject({ name: "Pembs", notes: "Boat at 10" });
    // The page shows the server's stops, with the ids it gave them.
    expect(shown(trip.id)?.days[0]?.stops[0]?.id).toBe(server.days[0]?.stops[0]?.id);
  });

  it("make a trip with an id below zero, plan it under that id, and send both", async () => {
    await queryClient.fetchQuery(tripsQuery);
    const caldey = await placeOnServer("Caldey Island");
    const made = await offline(async () => {
      const trip = await createTrip({
        name: "Island hopping",
        startDate: "2026-07-01",
        endDate: "2026-07-03",
      });
      await sendPlan(trip.id, addStop(planOf(trip), draftStop(caldey), 2));
      return trip;
    });
    expect(made.id).toBeLessThan(0);
    expect(made.days.map((day) => day.date)).toEqual(["2026-07-01", "2026-07-02", "2026-07-03"]);
    expect(stopNames(shown(made.id))).toEqual([[], [], ["Caldey Island"]]);
    expect(listed()?.map((t) => t.name)).toEqual(["Island hopping"]);

    await online();

    const [trip, ...more] = await tripsOnServer();
    expect(more).toEqual([]);
    expect(trip).toMatchObject({ name: "Island hopping", dayCount: 3, stopCount: 1 });
    expect(device.sent).toEqual(["POST /api/trips", `PUT /api/trips/${trip?.id}/plan`]);
    // The page still open on the id the trip had here shows it as the server holds it.
    expect(shown(made.id)?.id).toBe(trip?.id);
    // A later write from that page goes to the server's id.
    await changeTrip(made.id, { notes: "Tide times" });
    expect(device.sent.at(-1)).toBe(`PATCH /api/trips/${trip?.id}`);
  });

  it("send a plan naming a place made offline once the place is, by the server's id", async () => {
    const trip = await tripMadeElsewhere({ name: "Gower coast" });
    await offline(async () => {
      const place = await createPlace({ name: "Worm's Head", latitude: 51.56, longitude: -4.33 });
      expect(place.id).toBeLessThan(0);
      await sendPlan(trip.id, addStop(planOf(trip), draftStop({ ...place, category: null }), 0));
    });
    expect(stopNames(shown(trip.id))).toEqual([["Worm's Head"]]);

    await online();

    expect(offlineState().tripChanges).toEqual([]);
    const server = await tripOnServer(trip.id);
    expect(stopNames(server)).toEqual([["Worm's Head"]]);
    expect(server.days[0]?.stops[0]?.placeId).toBeGreaterThan(0);
    expect(device.sent).toEqual(["POST /api/places", `PUT /api/trips/${trip.id}/plan`]);
  });

  it("is done once when the answer was lost, and a delete of a trip gone is done", async () => {
    const trip = await tripMadeElsewhere({ name: "Gower" });
    device.loseNextAnswerTo = `PATCH /api/trips/${trip.id}`;
    expect(await changeTrip(trip.id, { name: "Gower walks" })).toMatchObject({ waiting: true });
    await flush();
    expect(offlineState().tripChanges).toEqual([]);
    expect(device.sent).toEqual([`PATCH /api/trips/${trip.id}`, `PATCH /api/trips/${trip.id}`]);
    expect(await tripOnServer(trip.id)).toMatchObject({ name: "Gower walks" });

    await offline(() => deleteTrip(trip.id));
    expect(listed()?.some((t) => t.id === trip.id)).toBe(false);
    await other().api.trips[":id"].$delete({ param: { id: String(trip.id) } });
    await online();
    expect(offlineState().tripChanges).toEqual([]);
    expect(await tripsOnServer()).toEqual([]);
  });

  it("tell a write to a trip deleted elsewhere, holding back only that trip's writes", async () => {
    const gone = await tripMadeElsewhere({ name: "Brecon" });
    const kept = await tripMadeElsewhere({ name: "Snowdonia" });
    await offline(async () => {
      await changeTrip(gone.id, { notes: "Pen y Fan at dawn" });
      await changeTrip(gone.id, { name: "Brecon Beacons" });
      await changeTrip(kept.id, { notes: "Llanberis path" });
    });
    await other().api.trips[":id"].$delete({ param: { id: String(gone.id) } });

    await online();

    const [problem, held, ...rest] = offlineState().tripChanges;
    expect(problem?.problem).toBe(
      'The trip "Brecon" was deleted on another device; your changes were not saved.',
    );
    expect(held?.problem).toBeUndefined();
    expect(rest).toEqual([]);
    expect(await tripOnServer(kept.id)).toMatchObject({ notes: "Llanberis path" });
    expect(device.sent).toEqual([`PATCH /api/trips/${gone.id}`, `PATCH /api/trips/${kept.id}`]);

    await dropTripChange(problem?.seq ?? 0);
    expect(offlineState().tripChanges).toEqual([]);
  });

  it("tell a refusal in the server's words", async () => {
    const trip = await tripMadeElsewhere({ name: "Anglesey" });
    const place = await placeOnServer("South Stack");
    await other().api.places[":id"].$delete({ param: { id: String(place.id) } });
    await offline(() => sendPlan(trip.id, addStop(planOf(trip), draftStop(place), 0)));
    await online();
    const [problem] = offlineState().tripChanges;
    expect(problem?.problem).toBe(
      'The trip "Anglesey": your change to its plan was not saved. Place not found',
    );
  });
});

// A trip's plan: replacing the order, the day count, places not the caller's, and how
// deleting a place or a trip touches it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TripDetail } from "#shared/trip.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function json(response: Response) {
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

async function newPlace(visitor: HttpClient, name: string, extra: Record<string, unknown> = {}) {
  const response = await visitor.write("POST", "/api/places", {
    name,
    latitude: 51.5,
    longitude: -3.2,
    ...extra,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function newTrip(visitor: HttpClient, body: Record<string, unknown>) {
  const response = await visitor.write("POST", "/api/trips", body);
  expect(response.status).toBe(201);
  return (await response.json()) as TripDetail;
}

const stopIds = (trip: TripDetail) => ({
  days: trip.days.map((day) => day.stops.map((stop) => stop.placeId)),
  unscheduled: trip.unscheduled.map((stop) => stop.placeId),
});

describe("a trip's plan", () => {
  it("replaces the whole order at once, notes and all", async () => {
    const alice = await t.signedInClient();
    const [a, b, c] = [
      await newPlace(alice, "Tenby", { category: "Outdoors & Nature" }),
      await newPlace(alice, "St Davids"),
      await newPlace(alice, "Skomer"),
    ];
    const trip = await newTrip(alice, {
      name: "Plan",
      startDate: "2026-06-13",
      endDate: "2026-06-14",
    });
    const first = await json(
      await alice.write("PUT", `/api/trips/${trip.id}/plan`, {
        days: [{ stops: [{ placeId: b }, { placeId: a, note: " Swim at 10 " }] }, { stops: [] }],
        unscheduled: [{ placeId: c }],
      }),
    );
    expect(first.status).toBe(200);
    expect(stopIds(first.body)).toEqual({ days: [[b, a], []], unscheduled: [c] });
    expect(first.body.days[0].stops[1]).toEqual({
      id: expect.any(Number),
      placeId: a,
      note: "Swim at 10",
      place: {
        name: "Tenby",
        latitude: 51.5,
        longitude: -3.2,
        visited: false,
        category: "Outdoors & Nature",
      },
    });

    const second = await json(
      await alice.write("PUT", `/api/trips/${trip.id}/plan`, {
        days: [{ stops: [{ placeId: c }] }, { stops: [{ placeId: a }, { placeId: b }] }],
        unscheduled: [],
      }),
    );
    expect(stopIds(second.body)).toEqual({ days: [[c], [a, b]], unscheduled: [] });
    expect(await (await alice.get(`/api/trips/${trip.id}`)).json()).toEqual(second.body);
  });

  it("refuses a day count that does not match the dates, changing nothing", async () => {
    const alice = await t.signedInClient();
    const place = await newPlace(alice, "Tenby");
    const trip = await newTrip(alice, {
      name: "Two days",
      startDate: "2026-06-13",
      endDate: "2026-06-14",
    });
    const answer = await json(
      await alice.write("PUT", `/api/trips/${trip.id}/plan`, {
        days: [{ stops: [{ placeId: place }] }],
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details[0].field).toBe("days");
    expect(await (await alice.get(`/api/trips/${trip.id}`)).json()).toEqual(trip);
  });

  it("sets the number of days of an undated trip", async () => {
    const alice = await t.signedInClient();
    const place = await newPlace(alice, "Tenby");
    const trip = await newTrip(alice, { name: "Undated" });
    const answer = await json(
      await alice.write("PUT", `/api/trips/${trip.id}/plan`, {
        days: [{ stops: [] }, { stops: [{ placeId: place }] }, { stops: [] }],
      }),
    );
    expect(answer.body.days.map((day: { date: null }) => day.date)).toEqual([null, null, null]);
    expect(stopIds(answer.body)).toEqual({ days: [[], [place], []], unscheduled: [] });
  });

  it("answers 404 for another user's place, all or nothing", async () => {
    const alice = await t.signedInClient();
    const bob = await t.signedInClient();
    const mine = await newPlace(alice, "Mine");
    const theirs = await newPlace(bob, "Theirs");
    const trip = await newTrip(alice, { name: "Mixed" });
    await alice.write("PUT", `/api/trips/${trip.id}/plan`, {
      days: [{ stops: [{ placeId: mine }] }],
    });
    const answer = await json(
      await alice.write("PUT", `/api/trips/${trip.id}/plan`, {
        days: [{ stops: [{ placeId: theirs }, { placeId: mine }] }],
      }),
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "Place not found", code: "not_found" });
    const kept = (await (await alice.get(`/api/trips/${trip.id}`)).json()) as TripDetail;
    expect(stopIds(kept)).toEqual({ days: [[mine]], unscheduled: [] });
  });

  it("moves the stops of days a date change removes to the unscheduled, in order", async () => {
    const alice = await t.signedInClient();
    const [a, b, c, d] = [
      await newPlace(alice, "A"),
      await newPlace(alice, "B"),
      await newPlace(alice, "C"),
      await newPlace(alice, "D"),
    ];
    const trip = await newTrip(alice, {
      name: "Shrinks",
      startDate: "2026-06-13",
      endDate: "2026-06-15",
    });
    await alice.write("PUT", `/api/trips/${trip.id}/plan`, {
      days: [
        { stops: [{ placeId: a }] },
        { stops: [{ placeId: b }, { placeId: c }] },
        { stops: [{ placeId: d }] },
      ],
      unscheduled: [{ placeId: d, note: "Maybe" }],
    });
    const shorter = await json(
      await alice.write("PATCH", `/api/trips/${trip.id}`, {
        startDate: "2026-06-20",
        endDate: "2026-06-20",
      }),
    );
    expect(shorter.status).toBe(200);
    expect(shorter.body.days).toEqual([
      { date: "2026-06-20", stops: [expect.objectContaining({ placeId: a })] },
    ]);
    expect(shorter.body.unscheduled.map((stop: { placeId: number }) => stop.placeId)).toEqual([
      d,
      b,
      c,
      d,
    ]);

    const longer = await json(
      await alice.write("PATCH", `/api/trips/${trip.id}`, {
        startDate: "2026-06-20",
        endDate: "2026-06-22",
      }),
    );
    expect(stopIds(longer.body)).toEqual({ days: [[a], [], []], unscheduled: [d, b, c, d] });

    const undated = await json(
      await alice.write("PATCH", `/api/trips/${trip.id}`, { startDate: null, endDate: null }),
    );
    expect(undated.body.days.map((day: { date: null }) => day.date)).toEqual([null, null, null]);
  });
});

describe("places and trips", () => {
  it("deleting a place removes its stops; deleting a trip keeps the places", async () => {
    const alice = await t.signedInClient();
    const [a, b] = [await newPlace(alice, "Stays"), await newPlace(alice, "Goes")];
    const trip = await newTrip(alice, { name: "Trip" });
    const other = await newTrip(alice, { name: "Other" });
    const plan = {
      days: [{ stops: [{ placeId: b }, { placeId: a }, { placeId: b }] }],
      unscheduled: [{ placeId: b }],
    };
    await alice.write("PUT", `/api/trips/${trip.id}/plan`, plan);
    await alice.write("PUT", `/api/trips/${other.id}/plan`, plan);

    expect((await alice.write("DELETE", `/api/places/${b}`)).status).toBe(204);
    const after = (await (await alice.get(`/api/trips/${trip.id}`)).json()) as TripDetail;
    expect(stopIds(after)).toEqual({ days: [[a]], unscheduled: [] });
    const rows = await t.db
      .selectFrom("tripStop")
      .select("placeId")
      .where("placeId", "=", b)
      .execute();
    expect(rows).toEqual([]);

    expect((await alice.write("DELETE", `/api/trips/${trip.id}`)).status).toBe(204);
    expect((await alice.write("DELETE", `/api/trips/${other.id}`)).status).toBe(204);
    const places = (await (await alice.get("/api/places")).json()) as { id: number }[];
    expect(places.map((place) => place.id)).toEqual([a]);
    expect(
      await t.db
        .selectFrom("tripStop")
        .selectAll()
        .where("tripId", "in", [trip.id, other.id])
        .execute(),
    ).toEqual([]);
  });
});

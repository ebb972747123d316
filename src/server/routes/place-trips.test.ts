// GET /api/places/{id}/trips: which of the caller's trips hold one of their places.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlaceTrip, TripDetail } from "#shared/trip.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newPlace(visitor: HttpClient, name: string) {
  const response = await visitor.write("POST", "/api/places", {
    name,
    latitude: 51.5,
    longitude: -3.2,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A trip with the given stops on its first day, or unscheduled when it is undated. */
async function tripWith(
  visitor: HttpClient,
  body: { name: string; startDate?: string; endDate?: string },
  placeIds: number[],
  where: "day" | "unscheduled" = "day",
) {
  const made = await visitor.write("POST", "/api/trips", body);
  expect(made.status).toBe(201);
  const trip = (await made.json()) as TripDetail;
  const stops = placeIds.map((placeId) => ({ placeId }));
  const planned = await visitor.write("PUT", `/api/trips/${trip.id}/plan`, {
    days: trip.days.map((_, index) => ({ stops: index === 0 && where === "day" ? stops : [] })),
    unscheduled: where === "unscheduled" ? stops : [],
  });
  expect(planned.status).toBe(200);
  return trip;
}

const tripsOf = async (visitor: HttpClient, placeId: number | string) => {
  const response = await visitor.get(`/api/places/${placeId}/trips`);
  return { status: response.status, body: (await response.json()) as PlaceTrip[] };
};

describe("GET /api/places/{id}/trips", () => {
  it("answers the trips holding the place, soonest first as the trips list", async () => {
    const alice = await t.signedInClient();
    const [tenby, skomer] = [await newPlace(alice, "Tenby"), await newPlace(alice, "Skomer")];
    const past = await tripWith(
      alice,
      { name: "Long ago", startDate: "2001-05-01", endDate: "2001-05-02" },
      [tenby],
    );
    const later = await tripWith(
      alice,
      { name: "Later", startDate: "2099-08-01", endDate: "2099-08-03" },
      [skomer, tenby],
    );
    const sooner = await tripWith(
      alice,
      { name: "Sooner", startDate: "2098-06-01", endDate: "2098-06-01" },
      [tenby],
    );
    const undated = await tripWith(alice, { name: "Some day" }, [tenby], "unscheduled");
    await tripWith(alice, { name: "Without Tenby" }, [skomer]);

    const answer = await tripsOf(alice, tenby);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { id: sooner.id, name: "Sooner", startDate: "2098-06-01", endDate: "2098-06-01" },
      { id: later.id, name: "Later", startDate: "2099-08-01", endDate: "2099-08-03" },
      { id: undated.id, name: "Some day", startDate: null, endDate: null },
      { id: past.id, name: "Long ago", startDate: "2001-05-01", endDate: "2001-05-02" },
    ]);
    // The same order as GET /api/trips, those without the place left out.
    const list = (await (await alice.get("/api/trips")).json()) as PlaceTrip[];
    const holding = new Set(answer.body.map((trip) => trip.id));
    expect(list.filter((trip) => holding.has(trip.id)).map((trip) => trip.id)).toEqual(
      answer.body.map((trip) => trip.id),
    );
  });

  it("answers an empty list for a place in no trip, and forgets a deleted trip", async () => {
    const alice = await t.signedInClient();
    const place = await newPlace(alice, "Caldey");
    expect(await tripsOf(alice, place)).toEqual({ status: 200, body: [] });
    const trip = await tripWith(alice, { name: "Island day" }, [place]);
    expect((await tripsOf(alice, place)).body.map((x) => x.id)).toEqual([trip.id]);
    expect((await alice.write("DELETE", `/api/trips/${trip.id}`)).status).toBe(204);
    expect(await tripsOf(alice, place)).toEqual({ status: 200, body: [] });
  });

  it("answers 404 for another user's place, a missing one, or no id at all", async () => {
    const alice = await t.signedInClient();
    const bob = await t.signedInClient();
    const place = await newPlace(alice, "Manorbier");
    await tripWith(alice, { name: "Alice's" }, [place]);
    for (const id of [place, 2_147_483_000, "abc", "0"]) {
      const answer = await bob.get(`/api/places/${id}/trips`);
      expect(answer.status, String(id)).toBe(404);
      expect(await answer.json()).toMatchObject({ code: "not_found", message: "Place not found" });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TripDetail, TripSummary } from "#shared/trip.ts";
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

describe("a trip", () => {
  it("is made with one day per date, read back whole, renamed and deleted", async () => {
    const alice = await t.signedInClient();
    const created = await newTrip(alice, {
      name: "  Pembrokeshire  ",
      startDate: "2026-06-13",
      endDate: "2026-06-15",
      notes: "Pack boots",
    });
    expect(created).toMatchObject({
      name: "Pembrokeshire",
      startDate: "2026-06-13",
      endDate: "2026-06-15",
      notes: "Pack boots",
      days: [
        { date: "2026-06-13", stops: [] },
        { date: "2026-06-14", stops: [] },
        { date: "2026-06-15", stops: [] },
      ],
      unscheduled: [],
      share: null,
    });
    expect(await (await alice.get(`/api/trips/${created.id}`)).json()).toEqual(created);

    const renamed = await json(
      await alice.write("PATCH", `/api/trips/${created.id}`, { name: "Pembs", notes: null }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Pembs", notes: null, startDate: "2026-06-13" });

    expect((await alice.write("DELETE", `/api/trips/${created.id}`)).status).toBe(204);
    expect((await alice.get(`/api/trips/${created.id}`)).status).toBe(404);
  });

  it("without dates has one day, of no date", async () => {
    const alice = await t.signedInClient();
    const trip = await newTrip(alice, { name: "Someday" });
    expect(trip).toMatchObject({ startDate: null, endDate: null, notes: null });
    expect(trip.days).toEqual([{ date: null, stops: [] }]);
  });

  it.each([
    ["name", { name: "" }],
    ["name", { name: "x".repeat(101) }],
    ["notes", { name: "Trip", notes: "x".repeat(5001) }],
    ["endDate", { name: "Trip", startDate: "2026-06-13" }],
    ["startDate", { name: "Trip", endDate: "2026-06-13" }],
    ["endDate", { name: "Trip", startDate: "2026-06-13", endDate: "2026-06-12" }],
    ["endDate", { name: "Trip", startDate: "2026-06-01", endDate: "2026-07-31" }],
    ["startDate", { name: "Trip", startDate: "2026-02-30", endDate: "2026-03-01" }],
    ["startDate", { name: "Trip", startDate: "14/06/2026", endDate: "2026-06-15" }],
  ])("refuses a bad %s (case %#), naming the field", async (field, body) => {
    const alice = await t.signedInClient();
    const answer = await json(await alice.write("POST", "/api/trips", body));
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(await (await alice.get("/api/trips")).json()).toEqual([]);
  });

  it("may last 60 days, not 61", async () => {
    const alice = await t.signedInClient();
    const long = await newTrip(alice, {
      name: "Long",
      startDate: "2026-06-01",
      endDate: "2026-07-30",
    });
    expect(long.days).toHaveLength(60);
    const tooLong = await alice.write("PATCH", `/api/trips/${long.id}`, {
      startDate: "2026-06-01",
      endDate: "2026-07-31",
    });
    expect(tooLong.status).toBe(400);
  });

  it("refuses a change of one date without the other", async () => {
    const alice = await t.signedInClient();
    const trip = await newTrip(alice, {
      name: "Dated",
      startDate: "2026-06-01",
      endDate: "2026-06-02",
    });
    const answer = await json(
      await alice.write("PATCH", `/api/trips/${trip.id}`, { endDate: "2026-06-05" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details[0].field).toBe("startDate");
  });
});

describe("the trip list", () => {
  it("lists trips under way or ahead soonest first, then undated, then past, with counts", async () => {
    const alice = await t.signedInClient();
    const place = await newPlace(alice, "Tenby");
    const later = await newTrip(alice, {
      name: "Later",
      startDate: "2199-08-01",
      endDate: "2199-08-02",
    });
    const past = await newTrip(alice, {
      name: "Past",
      startDate: "2001-01-01",
      endDate: "2001-01-03",
    });
    const soon = await newTrip(alice, {
      name: "Soon",
      startDate: "2199-05-01",
      endDate: "2199-05-01",
    });
    const undated = await newTrip(alice, { name: "Undated" });
    await alice.write("PUT", `/api/trips/${soon.id}/plan`, {
      days: [{ stops: [{ placeId: place }, { placeId: place }] }],
      unscheduled: [{ placeId: place }],
    });
    const list = (await (await alice.get("/api/trips")).json()) as TripSummary[];
    expect(list.map((trip) => trip.id)).toEqual([soon.id, later.id, undated.id, past.id]);
    expect(list[0]).toEqual({
      id: soon.id,
      name: "Soon",
      startDate: "2199-05-01",
      endDate: "2199-05-01",
      dayCount: 1,
      stopCount: 3,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(list[3]).toMatchObject({ dayCount: 3, stopCount: 0 });
  });
});

describe("another user's trip", () => {
  it("answers 404 to every call, as a missing one does, and is left alone", async () => {
    const alice = await t.signedInClient();
    const bob = await t.signedInClient();
    const trip = await newTrip(bob, { name: "Bob's" });
    const calls: [string, "GET" | "PATCH" | "PUT" | "DELETE" | "POST", unknown?][] = [
      ["", "GET"],
      ["", "PATCH", { name: "Mine now" }],
      ["/plan", "PUT", { days: [{ stops: [] }] }],
      ["/export?format=gpx", "GET"],
      ["/share", "GET"],
      ["/share", "POST", {}],
      ["/share", "DELETE"],
      ["", "DELETE"],
    ];
    for (const [suffix, method, body] of calls) {
      const send = (id: number) =>
        method === "GET"
          ? alice.get(`/api/trips/${id}${suffix}`)
          : alice.write(method, `/api/trips/${id}${suffix}`, body);
      const theirs = await json(await send(trip.id));
      const missing = await json(await send(2_147_483_647));
      expect(theirs, `${method} ${suffix}`).toEqual({
        status: 404,
        body: { message: "Trip not found", code: "not_found" },
      });
      expect(missing).toEqual(theirs);
    }
    expect(await (await bob.get(`/api/trips/${trip.id}`)).json()).toEqual(trip);
    expect(await (await alice.get("/api/trips")).json()).toEqual([]);
  });
});

describe("trip writes with an Idempotency-Key", () => {
  it("are done once: a repeat gets the first answer", async () => {
    const alice = await t.signedInClient();
    await alice.fetchCsrfToken();
    const send = async () => {
      const token = await alice.fetchCsrfToken();
      return alice.request("POST", "/api/trips", {
        json: { name: "Queued offline" },
        headers: { "x-csrf-token": token, "idempotency-key": "trip-create-1" },
      });
    };
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await (await alice.get("/api/trips")).json()).toHaveLength(1);
  });

  it("keeps nothing for a refused write", async () => {
    const alice = await t.signedInClient();
    const token = await alice.fetchCsrfToken();
    const refused = await alice.request("POST", "/api/trips", {
      json: { name: "" },
      headers: { "x-csrf-token": token, "idempotency-key": "trip-refused" },
    });
    expect(refused.status).toBe(400);
    const kept = await t.db
      .selectFrom("idempotencyKey")
      .selectAll()
      .where("key", "=", "trip-refused")
      .execute();
    expect(kept).toEqual([]);
  });
});

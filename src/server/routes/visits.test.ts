import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localCalendarDate } from "#shared/calendar-date.ts";
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

async function newPlace(visitor: HttpClient, body: Record<string, unknown> = {}) {
  const response = await visitor.write("POST", "/api/places", { name: "Rhossili Bay", ...body });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

const visitsOf = async (visitor: HttpClient, placeId: number) =>
  (await visitor.get(`/api/places/${placeId}/visits`)).json();
const placeOf = async (visitor: HttpClient, placeId: number) =>
  ((await (await visitor.get("/api/places")).json()) as { id: number }[]).find(
    (place) => place.id === placeId,
  );

describe("a place's visits", () => {
  it("are added, listed newest first, changed and deleted; the place follows", async () => {
    const alice = await t.signedInClient();
    const { id } = await newPlace(alice);
    expect(await visitsOf(alice, id)).toEqual([]);

    const first = await json(
      await alice.write("POST", `/api/places/${id}/visits`, { date: "2024-07-20", note: "Alone" }),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      date: "2024-07-20",
      note: "Alone",
      place: { visited: true, visitedDate: "2024-07-20T12:00:00.000Z", visitCount: 1 },
    });
    const second = await json(
      await alice.write("POST", `/api/places/${id}/visits`, { date: "2026-08-02" }),
    );
    expect(second.body).toMatchObject({ date: "2026-08-02", note: null });
    expect(second.body.place).toMatchObject({
      visitedDate: "2026-08-02T12:00:00.000Z",
      visitCount: 2,
    });

    const listed = await visitsOf(alice, id);
    expect(listed.map((visit: { date: string }) => visit.date)).toEqual([
      "2026-08-02",
      "2024-07-20",
    ]);
    expect(Object.keys(listed[0]).sort()).toEqual(["createdAt", "date", "id", "note"]);

    // Moving the latest visit back moves the place's date with it.
    const moved = await json(
      await alice.write("PATCH", `/api/places/${id}/visits/${second.body.id}`, {
        date: "2023-05-01",
        note: "With the children",
      }),
    );
    expect(moved.body).toMatchObject({ date: "2023-05-01", note: "With the children" });
    expect(moved.body.place).toMatchObject({ visitedDate: "2024-07-20T12:00:00.000Z" });

    // A delete answers the visit it removed, with the place as it left it.
    const removed = await json(
      await alice.write("DELETE", `/api/places/${id}/visits/${first.body.id}`),
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: first.body.id, date: "2024-07-20" });
    expect(removed.body.place).toEqual(await placeOf(alice, id));
    expect(removed.body.place).toMatchObject({
      visited: true,
      visitedDate: "2023-05-01T12:00:00.000Z",
      visitCount: 1,
    });
    // The last visit gone, the place is to visit again.
    expect((await alice.write("DELETE", `/api/places/${id}/visits/${second.body.id}`)).status).toBe(
      200,
    );
    expect(await placeOf(alice, id)).toMatchObject({
      visited: false,
      visitedDate: null,
      visitCount: 0,
    });
  });

  it("refuse a day in the future, before 1900, or not a day, and a long note, naming the field", async () => {
    const alice = await t.signedInClient();
    const { id } = await newPlace(alice);
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const [body, field] of [
      [{ date: tomorrow }, "date"],
      [{ date: "1899-12-31" }, "date"],
      [{ date: "2026-02-30" }, "date"],
      [{ date: "yesterday" }, "date"],
      [{}, "date"],
      [{ date: "2026-01-01", note: "x".repeat(1001) }, "note"],
    ] as const) {
      const refused = await json(await alice.write("POST", `/api/places/${id}/visits`, body));
      expect(refused.status).toBe(400);
      expect(refused.body.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const empty = await json(await alice.write("PATCH", `/api/places/${id}/visits/1`, {}));
    expect(empty.status).toBe(400);
    expect(await visitsOf(alice, id)).toEqual([]);
  });

  it("of another user's place, or another place's visit, answer 404", async () => {
    const alice = await t.signedInClient();
    const bob = await t.signedInClient();
    const { id } = await newPlace(alice);
    const other = await newPlace(alice, { name: "Worm's Head" });
    const visit = await json(
      await alice.write("POST", `/api/places/${id}/visits`, { date: "2025-01-02" }),
    );

    expect((await bob.get(`/api/places/${id}/visits`)).status).toBe(404);
    expect(
      (await bob.write("POST", `/api/places/${id}/visits`, { date: "2025-01-02" })).status,
    ).toBe(404);
    expect(
      (await bob.write("PATCH", `/api/places/${id}/visits/${visit.body.id}`, { note: "mine" }))
        .status,
    ).toBe(404);
    expect((await bob.write("DELETE", `/api/places/${id}/visits/${visit.body.id}`)).status).toBe(
      404,
    );
    // Alice's own visit, named under another of her places, is not there.
    expect(
      (await alice.write("DELETE", `/api/places/${other.id}/visits/${visit.body.id}`)).status,
    ).toBe(404);
    expect((await alice.get("/api/places/abc/visits")).status).toBe(404);
    expect((await alice.write("DELETE", `/api/places/${id}/visits/abc`)).status).toBe(404);
    expect(await visitsOf(alice, id)).toHaveLength(1);
  });

  it("come from the visit-status call: a visit per new day, all gone when unvisited", async () => {
    const alice = await t.signedInClient();
    const { id } = await newPlace(alice);
    const tick = (visited: boolean, visitDate?: string) =>
      alice.write("PATCH", `/api/places/${id}/visit-status`, { visited, visitDate });
    await tick(true, "2025-06-01");
    await tick(true, "2025-06-01");
    await tick(true, "2026-03-14");
    expect((await visitsOf(alice, id)).map((visit: { date: string }) => visit.date)).toEqual([
      "2026-03-14",
      "2025-06-01",
    ]);
    const unvisited = await json(await tick(false));
    expect(unvisited.body).toMatchObject({ visited: false, visitedDate: null, visitCount: 0 });
    expect(await visitsOf(alice, id)).toEqual([]);
  });

  it("start with one for a place added as visited, dated today when no day is given", async () => {
    const alice = await t.signedInClient();
    const { id } = await newPlace(alice, { visited: true });
    const [visit] = await visitsOf(alice, id);
    // The server's day in the UK, which on this machine is the test's own zone.
    expect([localCalendarDate(), new Date().toISOString().slice(0, 10)]).toContain(visit.date);
    expect(await placeOf(alice, id)).toMatchObject({ visited: true, visitCount: 1 });
  });

  it("travel in a backup and come back from a restore; an older backup's date makes one", async () => {
    const alice = await t.signedInClient();
    const { id } = await newPlace(alice);
    await alice.write("POST", `/api/places/${id}/visits`, { date: "2019-09-09", note: "First" });
    await alice.write("POST", `/api/places/${id}/visits`, { date: "2022-02-22" });
    await newPlace(alice, { name: "Three Cliffs Bay" });
    const backup = await (await alice.get("/api/backup")).json();
    const rhossili = backup.places.find((place: { name: string }) => place.name === "Rhossili Bay");
    expect(rhossili.visits).toEqual([
      { date: "2022-02-22", note: null },
      { date: "2019-09-09", note: "First" },
    ]);
    expect(rhossili).not.toHaveProperty("visitCount");

    const bob = await t.signedInClient();
    const restored = await bob.write("POST", "/api/places/bulk", {
      places: [
        { name: "Three Cliffs Bay" },
        { ...rhossili, photoUrl: null },
        // Written before visits: visited with a date, no visits.
        { name: "Oxwich Bay", visited: true, visitedDate: "2018-08-18" },
      ],
    });
    expect(restored.status).toBe(201);
    const places = (await (await bob.get("/api/places")).json()) as {
      id: number;
      name: string;
    }[];
    const byName = (name: string) => places.find((place) => place.name === name) as { id: number };
    expect(await visitsOf(bob, byName("Rhossili Bay").id)).toMatchObject([
      { date: "2022-02-22", note: null },
      { date: "2019-09-09", note: "First" },
    ]);
    expect(byName("Rhossili Bay")).toMatchObject({
      visitCount: 2,
      visitedDate: "2022-02-22T12:00:00.000Z",
    });
    expect(await visitsOf(bob, byName("Oxwich Bay").id)).toMatchObject([{ date: "2018-08-18" }]);
    expect(await visitsOf(bob, byName("Three Cliffs Bay").id)).toEqual([]);
  });

  it("move with the edit form's corrected date: the latest moves, none is added", async () => {
    const alice = await t.signedInClient();
    const { id } = await newPlace(alice);
    await alice.write("POST", `/api/places/${id}/visits`, { date: "2020-02-02" });
    await alice.write("POST", `/api/places/${id}/visits`, { date: "2025-05-05", note: "Kept" });
    const edited = await json(
      await alice.write("PATCH", `/api/places/${id}`, { visitedDate: "2025-05-06" }),
    );
    expect(edited.body).toMatchObject({ visitedDate: "2025-05-06T12:00:00.000Z", visitCount: 2 });
    expect(await visitsOf(alice, id)).toMatchObject([
      { date: "2025-05-06", note: "Kept" },
      { date: "2020-02-02" },
    ]);
    // A place not visited gets its first visit that way.
    const other = await newPlace(alice, { name: "Pennard Castle" });
    const first = await json(
      await alice.write("PATCH", `/api/places/${other.id}`, { visitedDate: "2024-04-04" }),
    );
    expect(first.body).toMatchObject({ visited: true, visitCount: 1 });
  });

  it("go with their place", async () => {
    const alice = await t.signedInClient();
    const { id } = await newPlace(alice);
    await alice.write("POST", `/api/places/${id}/visits`, { date: "2020-01-01" });
    expect((await alice.write("DELETE", `/api/places/${id}`)).status).toBe(204);
    const left = await t.db.selectFrom("visit").select("id").where("placeId", "=", id).execute();
    expect(left).toEqual([]);
  });
});

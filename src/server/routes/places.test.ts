import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { createPlace } from "../testing/place-requests.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newUser = () => t.signedInClient();

describe("signed out", () => {
  it.each([
    ["GET", "/api/places"],
    ["POST", "/api/places"],
    ["PATCH", "/api/places/1"],
    ["PATCH", "/api/places/1/visit-status"],
    ["DELETE", "/api/places/1"],
  ])("%s %s answers 401", async (method, path) => {
    const response = await t.client().request(method, path, method === "GET" ? {} : { json: {} });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("unauthorized");
  });
});

describe("POST /api/places", () => {
  it("creates a place, trimming text and storing empty optional values as null", async () => {
    const alice = await newUser();
    const { status, body } = await createPlace(alice, {
      name: "  Tintagel Castle  ",
      address: " Tintagel, Cornwall ",
      notes: "",
      category: "History & Heritage",
      mood: "Adventurous",
      userId: "someone-else",
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      name: "Tintagel Castle",
      address: "Tintagel, Cornwall",
      notes: null,
      link: null,
      category: "History & Heritage",
      mood: "Adventurous",
      photoUrl: null,
      latitude: null,
      longitude: null,
      locationApproximate: false,
      visited: false,
      visitedDate: null,
      visitCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: body.createdAt,
      version: 1,
      // The badge this first place earned.
      newAchievements: [
        { achievementId: "explorer", earnedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) },
      ],
    });
  });

  it("keeps a visited place's visit date, or none, when given; omitted, it is visited now", async () => {
    const alice = await newUser();
    const dated = await createPlace(alice, {
      name: "Castell Coch",
      visited: true,
      visitedDate: "2024-06-15T11:00:00.000Z",
    });
    expect(dated.body).toMatchObject({ visited: true, visitedDate: "2024-06-15T11:00:00.000Z" });
    const day = await createPlace(alice, {
      name: "Conwy Castle",
      visited: true,
      visitedDate: "2024-06-16",
    });
    expect(day.body.visitedDate).toBe("2024-06-16T12:00:00.000Z");
    const undated = await createPlace(alice, {
      name: "Harlech Castle",
      visited: true,
      visitedDate: null,
    });
    expect(undated.body).toMatchObject({ visited: true, visitedDate: null });
    const now = await createPlace(alice, { name: "Tintern Abbey", visited: true });
    expect(now.body.visitedDate).toBe(now.body.createdAt);
    // A place not visited keeps no date, whatever is sent.
    const unvisited = await createPlace(alice, {
      name: "Caerphilly Castle",
      visitedDate: "2024-06-15",
    });
    expect(unvisited.body).toMatchObject({ visited: false, visitedDate: null });
    const future = await createPlace(alice, {
      name: "Beaumaris Castle",
      visited: true,
      visitedDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(future.status).toBe(400);
    expect(future.body.details[0]).toEqual({
      field: "visitedDate",
      message: "The visit date cannot be later than today",
    });
  });

  it("accepts the CSRF token as a _csrf body field as well as a header", async () => {
    const alice = await newUser();
    const token = await alice.fetchCsrfToken();
    const response = await alice.request("POST", "/api/places", {
      json: { name: "Eden Project", _csrf: token },
    });
    expect(response.status).toBe(201);
  });

  it.each([
    [{}, "name", "Place Name is required"],
    [{ name: "   " }, "name", "Place Name is required"],
    [{ name: 42 }, "name", "Place Name is required"],
    [{ name: "x".repeat(PLACE_LIMITS.name + 1) }, "name", "Use at most 120 characters"],
    [{ name: "x", address: "a".repeat(PLACE_LIMITS.address + 1) }, "address", "Use at most 300"],
    [{ name: "x", notes: "n".repeat(PLACE_LIMITS.notes + 1) }, "notes", "Use at most 2000"],
    [{ name: "x", category: "Shopping" }, "category", "Choose one of"],
    [{ name: "x", mood: "Happy" }, "mood", "Choose one of"],
    [{ name: "x", visited: "yes" }, "visited", ""],
  ])("refuses %o with a 400 naming the field", async (body, field, message) => {
    const alice = await newUser();
    const response = await alice.write("POST", "/api/places", body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.code).toBe("validation_error");
    expect(error.details[0].field).toBe(field);
    expect(error.details[0].message).toContain(message);
  });

  it("answers 400 to malformed JSON and 415 to a body that is not JSON", async () => {
    const alice = await newUser();
    const token = await alice.fetchCsrfToken();
    const malformed = await alice.request("POST", "/api/places", {
      body: "{name:",
      headers: { "content-type": "application/json", "x-csrf-token": token },
    });
    expect(malformed.status).toBe(400);
    const form = await alice.request("POST", "/api/places", {
      body: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": token },
    });
    expect(form.status).toBe(415);
  });

  it("answers 409 to the same name and address, whatever the case and spacing", async () => {
    const alice = await newUser();
    expect((await createPlace(alice, { name: "Eden Project", address: "Bodelva" })).status).toBe(
      201,
    );
    const again = await createPlace(alice, { name: " eden  project", address: "BODELVA " });
    expect(again).toEqual({
      status: 409,
      body: { message: "This place is already in your list!", code: "conflict" },
    });
    expect((await createPlace(alice, { name: "Eden Project", address: "St Austell" })).status).toBe(
      201,
    );
  });

  it("lets two users keep the same place", async () => {
    expect((await createPlace(await newUser(), { name: "Big Ben" })).status).toBe(201);
    expect((await createPlace(await newUser(), { name: "Big Ben" })).status).toBe(201);
  });

  /** Gives the user `count` places straight in the database, as fast as it goes; answers their id. */
  async function fillList(visitor: Awaited<ReturnType<typeof newUser>>, count: number) {
    const { id: userId } = await (await visitor.get("/api/auth/user")).json();
    const now = new Date().toISOString();
    const rows = Array.from({ length: count }, (_, i) => ({
      userId,
      name: `Place ${i}`,
      visited: 0,
      duplicateKey: `place ${i}\n`,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.db
        .insertInto("place")
        .values(rows.slice(i, i + 500))
        .execute();
    }
    return userId as string;
  }

  it(`refuses a place beyond the cap of ${PLACE_LIMITS.perUser}`, async () => {
    const alice = await newUser();
    await fillList(alice, PLACE_LIMITS.perUser);
    const response = await createPlace(alice, { name: "One too many" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Your list is full: it holds at most 5000 places.");
  });

  it("lets only one of several creates sent at once take the last room under the cap", async () => {
    const alice = await newUser();
    const userId = await fillList(alice, PLACE_LIMITS.perUser - 1);
    const answers = await Promise.all(
      ["Last A", "Last B", "Last C", "Last D"].map((name) => createPlace(alice, { name })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400]);
    const [{ n } = { n: 0 }] = await t.db
      .selectFrom("place")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("userId", "=", userId)
      .execute();
    expect(Number(n)).toBe(PLACE_LIMITS.perUser);
  });
});

describe("GET /api/places", () => {
  it("lists only the caller's places, newest first", async () => {
    const alice = await newUser();
    const bob = await newUser();
    for (const name of ["First", "Second", "Third"]) await createPlace(alice, { name });
    await createPlace(bob, { name: "Bob's secret spot" });
    const list = await (await alice.get("/api/places")).json();
    expect(list.map((p: { name: string }) => p.name)).toEqual(["Third", "Second", "First"]);
  });
});

describe("PATCH /api/places/{id}", () => {
  it("changes only the fields sent, trimming, and empties a field with ''", async () => {
    const alice = await newUser();
    const { body: place } = await createPlace(alice, {
      name: "Kew",
      notes: "Glasshouses",
      mood: "Peaceful",
    });
    const response = await alice.write("PATCH", `/api/places/${place.id}`, {
      name: " Kew Gardens ",
      notes: "",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: place.id,
      name: "Kew Gardens",
      notes: null,
      mood: "Peaceful",
      createdAt: place.createdAt,
    });
  });

  it("answers 409 when the change would duplicate another place", async () => {
    const alice = await newUser();
    await createPlace(alice, { name: "Stonehenge" });
    const { body: other } = await createPlace(alice, { name: "Avebury" });
    const response = await alice.write("PATCH", `/api/places/${other.id}`, { name: "stonehenge" });
    expect(response.status).toBe(409);
  });

  it("refuses invalid values with 400", async () => {
    const alice = await newUser();
    const { body: place } = await createPlace(alice, { name: "Kew" });
    const response = await alice.write("PATCH", `/api/places/${place.id}`, { mood: "Grumpy" });
    expect(response.status).toBe(400);
  });
});

describe("PATCH /api/places/{id}/visit-status", () => {
  it("marks visited with a date, and unvisited clears the date", async () => {
    const alice = await newUser();
    const { body: place } = await createPlace(alice, { name: "Snowdon" });
    const visited = await alice.write("PATCH", `/api/places/${place.id}/visit-status`, {
      visited: true,
      visitDate: "2025-08-14",
    });
    expect(await visited.json()).toMatchObject({
      visited: true,
      // A bare date is stored as noon UTC, so it shows as the same day in any nearby zone.
      visitedDate: "2025-08-14T12:00:00.000Z",
    });
    const unvisited = await alice.write("PATCH", `/api/places/${place.id}/visit-status`, {
      visited: false,
    });
    expect(await unvisited.json()).toMatchObject({ visited: false, visitedDate: null });
  });

  it("marks visited without a date when none is given", async () => {
    const alice = await newUser();
    const { body: place } = await createPlace(alice, { name: "Snowdon" });
    const response = await alice.write("PATCH", `/api/places/${place.id}/visit-status`, {
      visited: true,
    });
    expect(await response.json()).toMatchObject({ visited: true, visitedDate: null });
  });

  it("refuses a visit date later than today", async () => {
    const alice = await newUser();
    const { body: place } = await createPlace(alice, { name: "Snowdon" });
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const response = await alice.write("PATCH", `/api/places/${place.id}/visit-status`, {
      visited: true,
      visitDate: nextWeek,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).details[0]).toEqual({
      field: "visitDate",
      message: "The visit date cannot be later than today",
    });
  });
});

describe("DELETE /api/places/{id}", () => {
  it("deletes the place: 204, then 404, and it leaves the list", async () => {
    const alice = await newUser();
    const { body: place } = await createPlace(alice, { name: "Brighton Pier" });
    expect((await alice.write("DELETE", `/api/places/${place.id}`)).status).toBe(204);
    expect((await alice.write("DELETE", `/api/places/${place.id}`)).status).toBe(404);
    expect(await (await alice.get("/api/places")).json()).toEqual([]);
  });
});

describe("another user's place", () => {
  it("answers 404 on every route, exactly like a missing one, and stays unchanged", async () => {
    const alice = await newUser();
    const mallory = await newUser();
    const {
      body: { newAchievements: _earned, ...place },
    } = await createPlace(alice, { name: "Alice's cottage" });
    const attempts = [
      mallory.write("PATCH", `/api/places/${place.id}`, { name: "Mine now" }),
      mallory.write("PATCH", `/api/places/${place.id}/visit-status`, { visited: true }),
      mallory.write("DELETE", `/api/places/${place.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Place not found", code: "not_found" });
    }
    const missing = await mallory.write("DELETE", "/api/places/999999");
    expect(await missing.json()).toEqual({ message: "Place not found", code: "not_found" });
    expect(await (await alice.get("/api/places")).json()).toEqual([place]);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("treats the id %s as not found", async (id) => {
    const alice = await newUser();
    expect((await alice.write("DELETE", `/api/places/${id}`)).status).toBe(404);
  });
});

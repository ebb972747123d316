import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BULK_MAX_PLACES, type Place } from "#shared/place.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { pngDataUrl } from "../testing/images.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function bulk(visitor: HttpClient, places: unknown[]) {
  const response = await visitor.write("POST", "/api/places/bulk", { places });
  return { status: response.status, body: await response.json() };
}

async function list(visitor: HttpClient): Promise<Place[]> {
  return (await visitor.get("/api/places")).json();
}

async function rowCounts() {
  const count = async (table: "place" | "photo") =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { places: await count("place"), photos: await count("photo") };
}

describe("POST /api/places/bulk", () => {
  it("adds every place in one call, listed in the order sent", async () => {
    const alice = await t.signedInClient();
    const { status, body } = await bulk(alice, [
      { name: "Tate Modern", address: "Bankside, London", category: "Arts & Culture" },
      { name: "The Kelpies", address: "Falkirk", notes: "Go at dusk" },
      { name: "  Portmeirion  ", mood: "Curious", userId: "someone-else", id: 7 },
    ]);
    expect(status).toBe(201);
    expect(body).toEqual({
      added: 3,
      skipped: [],
      newAchievements: [{ achievementId: "explorer", earnedAt: expect.any(String) }],
    });
    const places = await list(alice);
    expect(places.map((p) => p.name)).toEqual(["Tate Modern", "The Kelpies", "Portmeirion"]);
    expect(places[1]).toMatchObject({ address: "Falkirk", notes: "Go at dusk", visited: false });
    expect(places[2]).toMatchObject({ mood: "Curious", category: null, address: null });
  });

  it("skips places already in the list and places repeated in the request, saying which", async () => {
    const alice = await t.signedInClient();
    await bulk(alice, [{ name: "Eden Project", address: "Bodelva" }]);
    const { status, body } = await bulk(alice, [
      { name: "eden  PROJECT", address: "bodelva " },
      { name: "Lost Gardens of Heligan" },
      { name: "Lost gardens of Heligan " },
      { name: "Minack Theatre" },
    ]);
    expect(status).toBe(201);
    expect(body).toEqual({
      added: 2,
      skipped: [
        { index: 0, name: "eden  PROJECT", reason: "already-in-list" },
        { index: 2, name: "Lost gardens of Heligan", reason: "repeated-in-request" },
      ],
      // Explorer came with the first request.
      newAchievements: [],
    });
    expect(await list(alice)).toHaveLength(3);
  });

  it("keeps places of one name far apart, and skips the same place within 100 m", async () => {
    const alice = await t.signedInClient();
    // A route's stops share a name; two Boots 2 km apart are two shops.
    const stop = (latitude: number) => ({ name: "Boots", latitude, longitude: -0.141 });
    await bulk(alice, [stop(51.5154)]);
    const { status, body } = await bulk(alice, [
      stop(51.5334),
      // 30 m from the one in the list.
      stop(51.51567),
      // No position: the name decides.
      { name: "boots" },
      // 30 m from the first of this request.
      stop(51.53367),
      stop(51.5514),
    ]);
    expect(status).toBe(201);
    expect(body).toEqual({
      added: 2,
      skipped: [
        { index: 1, name: "Boots", reason: "already-in-list" },
        { index: 2, name: "boots", reason: "already-in-list" },
        { index: 3, name: "Boots", reason: "repeated-in-request" },
      ],
      newAchievements: [],
    });
    expect((await list(alice)).map((p) => p.latitude).sort()).toEqual([51.5154, 51.5334, 51.5514]);
  });

  it("adds each place once when two requests bring the same places at once", async () => {
    const alice = await t.signedInClient();
    const places = [51.5154, 51.5334, 51.5514].map((latitude) => ({
      name: "Boots",
      latitude,
      longitude: -0.141,
    }));
    const answers = await Promise.all([bulk(alice, places), bulk(alice, places.toReversed())]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.map((a) => a.body.added).sort()).toEqual([0, 3]);
    expect(answers.flatMap((a) => a.body.skipped.map((s: { reason: string }) => s.reason))).toEqual(
      Array(3).fill("already-in-list"),
    );
    expect(await list(alice)).toHaveLength(3);
  });

  it("keeps the date added and the visit date of a restored place", async () => {
    const alice = await t.signedInClient();
    await bulk(alice, [
      {
        name: "Skara Brae",
        visited: true,
        visitedDate: "2023-06-14T09:30:00.000Z",
        createdAt: "2022-01-02T10:00:00.000Z",
      },
      { name: "Jarlshof", visited: true, visitedDate: "2023-06-15", createdAt: "2022-01-01" },
      { name: "Maeshowe", visited: true },
      { name: "Ring of Brodgar", visited: false, visitedDate: "2023-06-14T09:30:00.000Z" },
    ]);
    const byName = new Map((await list(alice)).map((p) => [p.name, p]));
    expect(byName.get("Skara Brae")).toMatchObject({
      visited: true,
      visitedDate: "2023-06-14T09:30:00.000Z",
      createdAt: "2022-01-02T10:00:00.000Z",
    });
    expect(byName.get("Jarlshof")).toMatchObject({
      visitedDate: "2023-06-15T12:00:00.000Z",
      createdAt: "2022-01-01T12:00:00.000Z",
    });
    expect(byName.get("Maeshowe")).toMatchObject({ visited: true, visitedDate: null });
    expect(byName.get("Ring of Brodgar")).toMatchObject({ visited: false, visitedDate: null });
  });

  it("keeps each place's link, and none for a place without one", async () => {
    const alice = await t.signedInClient();
    const link = "https://www.google.com/maps/place/Skara+Brae/@59.0487,-3.3417,15z";
    expect(
      (
        await bulk(alice, [
          { name: "Skara Brae", link },
          { name: "Jarlshof", link: "" },
        ])
      ).status,
    ).toBe(201);
    const byName = new Map((await list(alice)).map((p) => [p.name, p]));
    expect(byName.get("Skara Brae")?.link).toBe(link);
    expect(byName.get("Jarlshof")?.link).toBeNull();
  });

  it("stores each photo like a single upload", async () => {
    const alice = await t.signedInClient();
    const { body } = await bulk(alice, [
      { name: "Glenfinnan Viaduct", photoUrl: await pngDataUrl(64, 48) },
      { name: "Loch Shiel" },
    ]);
    expect(body.added).toBe(2);
    const [viaduct, loch] = await list(alice);
    expect(loch?.photoUrl).toBeNull();
    const photo = await alice.get(`${viaduct?.photoUrl}`);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(64);
  });

  it("brings back a deleted place as it was, its photo's bytes the same (Undo)", async () => {
    const alice = await t.signedInClient();
    await bulk(alice, [
      {
        name: "Skara Brae",
        address: "Sandwick, Orkney",
        notes: "Older than the pyramids",
        link: "https://www.google.com/maps/place/Skara+Brae",
        category: "History & Heritage",
        mood: "Curious",
        latitude: 59.0487,
        longitude: -3.3417,
        visited: true,
        visitedDate: "2024-06-14T09:30:00.000Z",
        createdAt: "2023-01-02T10:00:00.000Z",
        photoUrl: await pngDataUrl(64, 48),
      },
    ]);
    const [before] = await list(alice);
    if (!before?.photoUrl) throw new Error("no photo");
    const photo = Buffer.from(await (await alice.get(before.photoUrl)).arrayBuffer());
    expect((await alice.write("DELETE", `/api/places/${before.id}`)).status).toBe(204);

    // What the web app sends back: the place as it was listed, the photo as it was served.
    const { id: _id, updatedAt: _version, photoUrl: _path, ...fields } = before;
    const photoUrl = `data:image/webp;base64,${photo.toString("base64")}`;
    expect((await bulk(alice, [{ ...fields, photoUrl }])).body.added).toBe(1);
    const [after] = await list(alice);
    expect(after).toMatchObject(fields);
    const photoAfter = Buffer.from(await (await alice.get(`${after?.photoUrl}`)).arrayBuffer());
    expect(photoAfter.equals(photo)).toBe(true);
  });

  it.each([
    [
      "a blank name",
      [{ name: "Fine" }, { name: "Fine too" }, { name: "   " }],
      "places.2.name",
      "Place Name is required",
    ],
    [
      "a name of 10,000 characters",
      [{ name: "x".repeat(10_000) }],
      "places.0.name",
      "Use at most 120",
    ],
    ["a category not in the list", [{ name: "A", category: "Shopping" }], "places.0.category", ""],
    ["an address that is not text", [{ name: "A", address: 42 }], "places.0.address", "text"],
    ["a nested object", [{ name: "A", notes: { a: { b: {} } } }], "places.0.notes", "text"],
    [
      "a photo that is a link",
      [{ name: "A", photoUrl: "https://x/y.png" }],
      "places.0.photoUrl",
      "",
    ],
    [
      "a date added in the future",
      [{ name: "A", createdAt: "2999-01-01T00:00:00Z" }],
      "places.0.createdAt",
      "future",
    ],
    ["no places", [], "places", "at least one"],
  ])("refuses %s by the place's index and writes nothing", async (_, places, field, message) => {
    const alice = await t.signedInClient();
    const before = await rowCounts();
    const { status, body } = await bulk(alice, places);
    expect(status).toBe(400);
    expect(body.code).toBe("validation_error");
    expect(body.details[0].field).toBe(field);
    expect(body.details[0].message).toContain(message);
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a request that is not a list of places", async () => {
    const alice = await t.signedInClient();
    for (const body of [{ places: "Tate" }, [{ name: "Tate" }], { places: null }, null]) {
      const response = await alice.write("POST", "/api/places/bulk", body);
      expect(response.status).toBe(400);
    }
    expect(await list(alice)).toEqual([]);
  });

  it("refuses an image that is not one, naming its place, and keeps nothing of the batch", async () => {
    const alice = await t.signedInClient();
    const before = await rowCounts();
    const fake = `data:image/png;base64,${Buffer.from("<svg></svg>").toString("base64")}`;
    const { status, body } = await bulk(alice, [
      { name: "Good", photoUrl: await pngDataUrl(64, 48) },
      { name: "Bad", photoUrl: fake },
    ]);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Place 2: /);
    expect(body.details).toEqual([{ field: "places.1.photoUrl", message: expect.any(String) }]);
    expect(await rowCounts()).toEqual(before);
  });

  it(`takes at most ${BULK_MAX_PLACES} places a request`, async () => {
    const alice = await t.signedInClient();
    const places = Array.from({ length: BULK_MAX_PLACES + 1 }, (_, i) => ({ name: `P${i}` }));
    expect((await bulk(alice, places)).status).toBe(400);
    expect((await bulk(alice, places.slice(1))).body).toMatchObject({
      added: BULK_MAX_PLACES,
      skipped: [],
    });
    expect(await list(alice)).toHaveLength(BULK_MAX_PLACES);
  });

  it(`refuses places beyond the cap of ${PLACE_LIMITS.perUser}, adding none of them`, async () => {
    const alice = await t.signedInClient();
    const places = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `Place ${from + i}` }));
    for (let from = 0; from < PLACE_LIMITS.perUser - 1; from += BULK_MAX_PLACES) {
      const n = Math.min(BULK_MAX_PLACES, PLACE_LIMITS.perUser - 1 - from);
      expect((await bulk(alice, places(from, n))).status).toBe(201);
    }
    const { status, body } = await bulk(alice, places(PLACE_LIMITS.perUser, 2));
    expect(status).toBe(400);
    expect(body.message).toContain("room for 1 more");
    expect(await list(alice)).toHaveLength(PLACE_LIMITS.perUser - 1);
  });

  it("refuses photos that would unpack into too many pixels for one request, decoding none", async () => {
    const alice = await t.signedInClient();
    // A few hundred bytes each, 49 megapixels each: nine of them are over the request's budget.
    const huge = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const photoUrl = `data:image/png;base64,${huge.toString("base64")}`;
    const before = await rowCounts();
    const places = Array.from({ length: 9 }, (_, i) => ({ name: `Huge ${i}`, photoUrl }));
    const { status, body } = await bulk(alice, places);
    expect(status).toBe(413);
    expect(body.message).toContain("too large to add at once");
    expect(await rowCounts()).toEqual(before);
  });

  it("cannot pass the cap with two requests at once", async () => {
    const alice = await t.signedInClient();
    const places = (tag: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `${tag} ${i}` }));
    for (let i = 0; i < 4; i++) await bulk(alice, places(`Base ${i}`, 1000));
    const answers = await Promise.all([
      bulk(alice, places("A", 700)),
      bulk(alice, places("B", 700)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(await list(alice)).toHaveLength(4700);
  });

  it("answers 413 to a body over the bulk limit", async () => {
    const alice = await t.signedInClient();
    const notes = "n".repeat(PLACE_LIMITS.notes);
    const count = Math.ceil(PLACE_LIMITS.bulkRequestBytes / notes.length) + 1;
    const places = Array.from({ length: count }, (_, i) => ({ name: `P${i}`, notes }));
    expect((await bulk(alice, places)).status).toBe(413);
  });

  it("answers 401 signed out and 403 without the CSRF token", async () => {
    const signedOut = await t.client().request("POST", "/api/places/bulk", {
      json: { places: [{ name: "A" }] },
    });
    expect(signedOut.status).toBe(401);
    const alice = await t.signedInClient();
    const noToken = await alice.request("POST", "/api/places/bulk", {
      json: { places: [{ name: "A" }] },
    });
    expect(noToken.status).toBe(403);
    expect(await list(alice)).toEqual([]);
  });

  it("adds to the caller's list only", async () => {
    const alice = await t.signedInClient();
    const bob = await t.signedInClient();
    await bulk(alice, [{ name: "Alice's place" }]);
    expect(await list(bob)).toEqual([]);
    // The same place is no duplicate in another user's list.
    expect((await bulk(bob, [{ name: "Alice's place" }])).body.added).toBe(1);
  });
});

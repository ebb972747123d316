import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { placeVersionTag } from "#shared/idempotency.ts";
import type { Place } from "#shared/place.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { queuedWrite } from "../testing/queued-write.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// A place's visits written as the web app's offline queue sends them: each with an
// Idempotency-Key (done once however often it is sent) and If-Match (refused when the place
// changed since), the same two rules as the place writes (places-offline.test.ts).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const placeNamed = (visitor: HttpClient, name: string) =>
  okJson(visitor.api.places.$post({ json: { name } }));
const listOf = (visitor: HttpClient) => okJson(visitor.api.places.$get());
const visitsOf = async (visitor: HttpClient, id: number) =>
  okJson(visitor.api.places[":id"].visits.$get({ param: { id: String(id) } }));

/** The place as the server holds it now. */
async function current(visitor: HttpClient, id: number): Promise<Place> {
  const place = (await listOf(visitor)).find((p) => p.id === id);
  if (!place) throw new Error(`place ${id} not listed`);
  return place;
}

describe("a visit written with an Idempotency-Key", () => {
  it("is added, changed and removed once, each repeat answering as the first did", async () => {
    const alice = await t.signedInClient();
    const place = await placeNamed(alice, "Rhossili Bay");
    const path = `/api/places/${place.id}/visits`;

    const addKey = randomUUID();
    const add = () =>
      queuedWrite(
        alice,
        "POST",
        path,
        { date: "2026-10-12", note: "Low tide" },
        { "idempotency-key": addKey },
      );
    const added = await add();
    expect(added.status).toBe(201);
    const addedBody = await added.json();
    const addedAgain = await add();
    expect(addedAgain.status).toBe(201);
    expect(addedAgain.headers.get("idempotent-replayed")).toBe("true");
    expect(await addedAgain.json()).toEqual(addedBody);
    expect(await visitsOf(alice, place.id)).toHaveLength(1);
    expect(await current(alice, place.id)).toMatchObject({ visitCount: 1 });

    const changeKey = randomUUID();
    const change = () =>
      queuedWrite(
        alice,
        "PATCH",
        `${path}/${addedBody.id}`,
        { note: "Worm's Head at low tide" },
        { "idempotency-key": changeKey },
      );
    expect((await change()).status).toBe(200);
    const afterChange = await current(alice, place.id);
    const changedAgain = await change();
    expect(changedAgain.headers.get("idempotent-replayed")).toBe("true");
    // The repeat wrote nothing: the place's version is as the first change left it.
    expect(await current(alice, place.id)).toEqual(afterChange);

    const removeKey = randomUUID();
    const remove = () =>
      queuedWrite(alice, "DELETE", `${path}/${addedBody.id}`, undefined, {
        "idempotency-key": removeKey,
      });
    const removed = await remove();
    expect(removed.status).toBe(200);
    const removedBody = await removed.json();
    const removedAgain = await remove();
    // Replayed, not a 404 for a visit that is gone: the queue's repeat is told it was done.
    expect(removedAgain.status).toBe(200);
    expect(removedAgain.headers.get("idempotent-replayed")).toBe("true");
    expect(await removedAgain.json()).toEqual(removedBody);
    expect(await visitsOf(alice, place.id)).toEqual([]);
    expect(await current(alice, place.id)).toMatchObject({ visited: false, visitCount: 0 });
  });

  it("keeps nothing for a visit to a place deleted meanwhile: each try answers 404", async () => {
    const alice = await t.signedInClient();
    const place = await placeNamed(alice, "Worm's Head");
    await alice.write("DELETE", `/api/places/${place.id}`);
    const key = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const response = await queuedWrite(
        alice,
        "POST",
        `/api/places/${place.id}/visits`,
        { date: "2026-10-12" },
        { "idempotency-key": key },
      );
      expect(response.status).toBe(404);
      expect(response.headers.get("idempotent-replayed")).toBeNull();
      expect(await response.json()).toEqual({ message: "Place not found", code: "not_found" });
    }
  });
});

describe("a visit written with If-Match", () => {
  it("applies when the place is at that version, and answers the place's new one", async () => {
    const alice = await t.signedInClient();
    const place = await placeNamed(alice, "Three Cliffs Bay");
    const added = await queuedWrite(
      alice,
      "POST",
      `/api/places/${place.id}/visits`,
      { date: "2026-10-12" },
      { "if-match": placeVersionTag(place.version) },
    );
    expect(added.status).toBe(201);
    const { id, place: after } = await added.json();
    expect(after).toEqual(await current(alice, place.id));
    // The next change builds on the version the first answered.
    const removed = await queuedWrite(
      alice,
      "DELETE",
      `/api/places/${place.id}/visits/${id}`,
      undefined,
      {
        "if-match": placeVersionTag(after.version),
      },
    );
    expect(removed.status).toBe(200);
  });

  it.each([
    ["an added visit", "POST", ""],
    ["a changed visit", "PATCH", "/VISIT"],
    ["a removed visit", "DELETE", "/VISIT"],
  ] as const)(
    "refuses %s based on an older version with 412, changing nothing",
    async (_what, method, suffix) => {
      const alice = await t.signedInClient();
      const place = await placeNamed(alice, `Oxwich ${method}`);
      const visit = await okJson(
        alice.api.places[":id"].visits.$post({
          param: { id: String(place.id) },
          json: { date: "2025-05-05" },
        }),
      );
      // Changed on another device since this device's change was made.
      const before = await okJson(
        alice.api.places[":id"].$patch({
          param: { id: String(place.id) },
          json: { notes: "Theirs" },
        }),
      );
      const stale = visit.place.version;
      expect(stale).not.toBe(before.version);
      const response = await queuedWrite(
        alice,
        method,
        `/api/places/${place.id}/visits${suffix.replace("VISIT", String(visit.id))}`,
        method === "DELETE" ? undefined : { date: "2026-10-12" },
        { "if-match": placeVersionTag(stale) },
      );
      expect(response.status).toBe(412);
      expect(await response.json()).toEqual({
        message: "This place has changed since your change was made",
        code: "precondition_failed",
      });
      expect(await visitsOf(alice, place.id)).toEqual([
        { id: visit.id, date: "2025-05-05", note: null, createdAt: visit.createdAt },
      ]);
      expect((await current(alice, place.id)).version).toBe(before.version);
    },
  );

  it("answers 404 for another user's place whatever the version, and 412 for a tag of no version", async () => {
    const alice = await t.signedInClient();
    const bob = await t.signedInClient();
    const bobs = await placeNamed(bob, "Bob's bay");
    const theirs = await queuedWrite(
      alice,
      "POST",
      `/api/places/${bobs.id}/visits`,
      { date: "2026-10-12" },
      { "if-match": placeVersionTag(bobs.version) },
    );
    expect(theirs.status).toBe(404);
    const mine = await placeNamed(alice, "Port Eynon");
    const odd = await queuedWrite(
      alice,
      "POST",
      `/api/places/${mine.id}/visits`,
      { date: "2026-10-12" },
      { "if-match": "*" },
    );
    expect(odd.status).toBe(412);
    expect(await visitsOf(alice, mine.id)).toEqual([]);
    expect(await visitsOf(bob, bobs.id)).toEqual([]);
  });
});

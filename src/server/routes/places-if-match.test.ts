import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { placeVersionTag } from "#shared/idempotency.ts";
import type { Place } from "#shared/place.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { queuedWrite } from "../testing/queued-write.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// One of the two rules the web app's offline changes rely on: a write naming the version it was
// based on (If-Match) is refused when the place has changed since. The other, Idempotency-Key,
// is in places-offline.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const listOf = async (visitor: HttpClient) => okJson(visitor.api.places.$get());

describe("If-Match: the version a change was based on", () => {
  async function placeOf(visitor: HttpClient, name: string): Promise<Place> {
    return okJson(visitor.api.places.$post({ json: { name } }));
  }

  it("every place answers its version, which every change moves on by one", async () => {
    const alice = await t.signedInClient();
    const place = await placeOf(alice, "St Davids");
    expect(place.version).toBe(1);
    const id = String(place.id);
    // Three changes as fast as they can be made: each its own version, however close in time.
    const edited = await okJson(
      alice.api.places[":id"].$patch({ param: { id }, json: { notes: "x" } }),
    );
    const visited = await okJson(
      alice.api.places[":id"]["visit-status"].$patch({ param: { id }, json: { visited: true } }),
    );
    const added = await alice.write("POST", `/api/places/${id}/visits`, { date: "2020-01-01" });
    expect(added.status).toBe(201);
    expect([edited.version, visited.version]).toEqual([2, 3]);
    expect((await listOf(alice))[0]?.version).toBe(4);
  });

  it("refuses an If-Match that names no version, such as an earlier release's updatedAt", async () => {
    const alice = await t.signedInClient();
    const place = await placeOf(alice, "Tintern");
    for (const tag of [`"${place.updatedAt}"`, '"0"', "1", '"1.5"', '"01"']) {
      const response = await queuedWrite(
        alice,
        "PATCH",
        `/api/places/${place.id}`,
        { notes: "x" },
        {
          "if-match": tag,
        },
      );
      expect(response.status, tag).toBe(412);
    }
    expect((await listOf(alice))[0]?.version).toBe(1);
  });

  it.each([
    ["an edit", "PATCH", "", { notes: "Mine" }],
    ["a visit", "PATCH", "/visit-status", { visited: true }],
    ["a delete", "DELETE", "", undefined],
  ] as const)(
    "applies %s based on the place's current version",
    async (_what, method, suffix, json) => {
      const alice = await t.signedInClient();
      const place = await placeOf(alice, `Current ${suffix} ${method}`);
      const response = await queuedWrite(alice, method, `/api/places/${place.id}${suffix}`, json, {
        "if-match": placeVersionTag(place.version),
      });
      expect(response.status).toBe(method === "DELETE" ? 204 : 200);
    },
  );

  it.each([
    ["an edit", "PATCH", "", { notes: "Mine" }],
    ["a visit", "PATCH", "/visit-status", { visited: true }],
    ["a delete", "DELETE", "", undefined],
  ] as const)(
    "refuses %s based on an older version with 412, changing nothing",
    async (_what, method, suffix, json) => {
      const alice = await t.signedInClient();
      const place = await placeOf(alice, `Stale ${suffix} ${method}`);
      // Changed on another device meanwhile.
      await okJson(
        alice.api.places[":id"].$patch({
          param: { id: String(place.id) },
          json: { notes: "Theirs" },
        }),
      );
      const before = await listOf(alice);
      const response = await queuedWrite(alice, method, `/api/places/${place.id}${suffix}`, json, {
        "if-match": placeVersionTag(place.version),
      });
      expect(response.status).toBe(412);
      expect(await response.json()).toEqual({
        message: "This place has changed since your change was made",
        code: "precondition_failed",
      });
      expect(await listOf(alice)).toEqual(before);
    },
  );

  it("answers 404 to a change based on a place deleted meanwhile, and another user's is 404 too", async () => {
    const alice = await t.signedInClient();
    const bob = await t.signedInClient();
    const gone = await placeOf(alice, "Gone");
    await alice.write("DELETE", `/api/places/${gone.id}`);
    const bobs = await placeOf(bob, "Bob's");
    for (const place of [gone, bobs]) {
      const response = await queuedWrite(
        alice,
        "PATCH",
        `/api/places/${place.id}/visit-status`,
        {
          visited: true,
        },
        { "if-match": placeVersionTag(place.version) },
      );
      expect(response.status).toBe(404);
    }
    expect((await listOf(bob))[0]?.visited).toBe(false);
  });

  it("refuses an If-Match that names no version of ours with 412", async () => {
    const alice = await t.signedInClient();
    const place = await placeOf(alice, "Odd tag");
    const response = await queuedWrite(alice, "DELETE", `/api/places/${place.id}`, undefined, {
      "if-match": "*",
    });
    expect(response.status).toBe(412);
    expect(await listOf(alice)).toHaveLength(1);
  });
});

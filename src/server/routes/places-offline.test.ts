import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import {
  forgetExpiredKeys,
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_LEASE_MS,
} from "../http/idempotency.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { queuedWrite } from "../testing/queued-write.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// The two rules the web app's offline changes rely on: a write sent again with the same
// Idempotency-Key is done once (here), and a write naming the version it was based on
// (If-Match) is refused when the place has changed since (places-if-match.test.ts).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const listOf = async (visitor: HttpClient) => okJson(visitor.api.places.$get());

async function rowsFor(key: string) {
  return t.db.selectFrom("idempotencyKey").selectAll().where("key", "=", key).execute();
}

describe("Idempotency-Key", () => {
  it("adds a place once when the same create is sent twice, answering the first answer again", async () => {
    const alice = await t.signedInClient();
    const key = randomUUID();
    const first = await queuedWrite(
      alice,
      "POST",
      "/api/places",
      { name: "Castell Coch" },
      {
        "idempotency-key": key,
      },
    );
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    expect(first.headers.get("idempotent-replayed")).toBeNull();

    const again = await queuedWrite(
      alice,
      "POST",
      "/api/places",
      { name: "Castell Coch" },
      {
        "idempotency-key": key,
      },
    );
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await again.json()).toEqual(firstBody);
    expect((await listOf(alice)).map((p) => p.name)).toEqual(["Castell Coch"]);
  });

  it("without a key, the same create sent twice is refused as a duplicate the second time", async () => {
    const alice = await t.signedInClient();
    const json = { name: "Conwy Castle" };
    expect((await queuedWrite(alice, "POST", "/api/places", json, {})).status).toBe(201);
    expect((await queuedWrite(alice, "POST", "/api/places", json, {})).status).toBe(409);
  });

  it("marks visited, edits and deletes once, each repeat answering as the first did", async () => {
    const alice = await t.signedInClient();
    const place = await okJson(alice.api.places.$post({ json: { name: "Caerphilly Castle" } }));

    const visitKey = randomUUID();
    const visit = () =>
      queuedWrite(
        alice,
        "PATCH",
        `/api/places/${place.id}/visit-status`,
        { visited: true },
        {
          "idempotency-key": visitKey,
        },
      );
    const visited = await visit();
    expect(visited.status).toBe(200);
    const visitedBody = await visited.json();
    const visitedAgain = await visit();
    expect(await visitedAgain.json()).toEqual(visitedBody);
    expect(visitedAgain.headers.get("idempotent-replayed")).toBe("true");

    const editKey = randomUUID();
    const edit = () =>
      queuedWrite(
        alice,
        "PATCH",
        `/api/places/${place.id}`,
        { notes: "Red towers" },
        {
          "idempotency-key": editKey,
        },
      );
    expect((await edit()).status).toBe(200);
    const [afterEdit] = await listOf(alice);
    expect((await edit()).status).toBe(200);
    // The repeat wrote nothing: the place's version is as the first edit left it.
    expect((await listOf(alice))[0]?.updatedAt).toBe(afterEdit?.updatedAt);

    const deleteKey = randomUUID();
    const remove = () =>
      queuedWrite(alice, "DELETE", `/api/places/${place.id}`, undefined, {
        "idempotency-key": deleteKey,
      });
    expect((await remove()).status).toBe(204);
    const removedAgain = await remove();
    expect(removedAgain.status).toBe(204);
    expect(removedAgain.headers.get("idempotent-replayed")).toBe("true");
    expect(await listOf(alice)).toEqual([]);
  });

  it("keeps nothing for a refusal: a repeat of a 404 runs again, to the same 404", async () => {
    const alice = await t.signedInClient();
    const key = randomUUID();
    const missing = () =>
      queuedWrite(
        alice,
        "PATCH",
        "/api/places/999999/visit-status",
        { visited: true },
        {
          "idempotency-key": key,
        },
      );
    const first = await missing();
    expect(first.status).toBe(404);
    const again = await missing();
    expect(again.status).toBe(404);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(await again.json()).toEqual({ message: "Place not found", code: "not_found" });
  });

  it("refuses the same key for another request with 422, and changes nothing", async () => {
    const alice = await t.signedInClient();
    const key = randomUUID();
    await queuedWrite(
      alice,
      "POST",
      "/api/places",
      { name: "Beaumaris" },
      { "idempotency-key": key },
    );
    const other = await queuedWrite(
      alice,
      "POST",
      "/api/places",
      { name: "Harlech" },
      {
        "idempotency-key": key,
      },
    );
    expect(other.status).toBe(422);
    expect((await other.json()).code).toBe("idempotency_key_reused");
    expect((await listOf(alice)).map((p) => p.name)).toEqual(["Beaumaris"]);
  });

  it("keeps each user's keys apart: another user's key is a new request", async () => {
    const alice = await t.signedInClient();
    const bob = await t.signedInClient();
    const key = randomUUID();
    const json = { name: "Caernarfon Castle" };
    expect(
      (await queuedWrite(alice, "POST", "/api/places", json, { "idempotency-key": key })).status,
    ).toBe(201);
    const bobs = await queuedWrite(bob, "POST", "/api/places", json, { "idempotency-key": key });
    expect(bobs.status).toBe(201);
    expect(bobs.headers.get("idempotent-replayed")).toBeNull();
    expect(await listOf(bob)).toHaveLength(1);
  });

  it("answers 409 with Retry-After while the first request with the key is still running", async () => {
    const alice = await t.signedInClient();
    const user = await okJson(alice.api.auth.user.$get());
    const key = randomUUID();
    const json = { name: "Pembroke Castle" };
    // The first request's claim, as it stands while that request runs.
    const first = await queuedWrite(alice, "POST", "/api/places", json, { "idempotency-key": key });
    await t.db
      .updateTable("idempotencyKey")
      .set({ status: null, body: null, createdAt: new Date().toISOString() })
      .where("userId", "=", user.id)
      .where("key", "=", key)
      .execute();
    expect(first.status).toBe(201);
    const meanwhile = await queuedWrite(alice, "POST", "/api/places", json, {
      "idempotency-key": key,
    });
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.headers.get("retry-after")).toBe("1");
  });

  it("runs a request again when the first's claim outlived its lease (its process died)", async () => {
    const alice = await t.signedInClient();
    const user = await okJson(alice.api.auth.user.$get());
    const key = randomUUID();
    await t.db
      .insertInto("idempotencyKey")
      .values({
        userId: user.id,
        key,
        fingerprint: "left by a process that died",
        createdAt: new Date(Date.now() - IDEMPOTENCY_LEASE_MS - 1000).toISOString(),
      })
      .execute();
    // A claim with another fingerprint is another request: the key is refused.
    const reused = await queuedWrite(
      alice,
      "POST",
      "/api/places",
      { name: "Tenby" },
      {
        "idempotency-key": key,
      },
    );
    expect(reused.status).toBe(422);

    const fresh = randomUUID();
    const first = await queuedWrite(
      alice,
      "POST",
      "/api/places",
      { name: "Tenby" },
      {
        "idempotency-key": fresh,
      },
    );
    await t.db
      .updateTable("idempotencyKey")
      .set({
        status: null,
        body: null,
        createdAt: new Date(Date.now() - IDEMPOTENCY_LEASE_MS - 1000).toISOString(),
      })
      .where("userId", "=", user.id)
      .where("key", "=", fresh)
      .execute();
    expect(first.status).toBe(201);
    // Run again: the place exists, so the duplicate rule refuses it rather than add a second.
    const retried = await queuedWrite(
      alice,
      "POST",
      "/api/places",
      { name: "Tenby" },
      {
        "idempotency-key": fresh,
      },
    );
    expect(retried.status).toBe(409);
    expect(await listOf(alice)).toHaveLength(1);
  });

  it("forgets keys after a day (swept by the next keyed write, at most once a minute)", async () => {
    const alice = await t.signedInClient();
    const user = await okJson(alice.api.auth.user.$get());
    const [old, recent] = [randomUUID(), randomUUID()];
    const at = (ageMs: number) => new Date(Date.now() - ageMs).toISOString();
    await t.db
      .insertInto("idempotencyKey")
      .values([
        {
          userId: user.id,
          key: old,
          fingerprint: "x",
          status: 204,
          createdAt: at(IDEMPOTENCY_KEY_TTL_MS + 60_000),
        },
        {
          userId: user.id,
          key: recent,
          fingerprint: "x",
          status: 204,
          createdAt: at(IDEMPOTENCY_KEY_TTL_MS - 60_000),
        },
      ])
      .execute();
    await forgetExpiredKeys(t.db, Date.now());
    expect(await rowsFor(old)).toEqual([]);
    expect(await rowsFor(recent)).toHaveLength(1);
  });

  it("refuses a malformed key with 400 naming the header", async () => {
    const alice = await t.signedInClient();
    const response = await queuedWrite(
      alice,
      "POST",
      "/api/places",
      { name: "Chirk" },
      {
        "idempotency-key": "not a key!",
      },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).details).toEqual([
      expect.objectContaining({ field: "Idempotency-Key" }),
    ]);
    expect(await listOf(alice)).toEqual([]);
  });

  it("needs the CSRF token like any write, and keeps nothing for a refused one", async () => {
    const alice = await t.signedInClient();
    const key = randomUUID();
    const response = await alice.request("POST", "/api/places", {
      json: { name: "Powis" },
      headers: { "idempotency-key": key },
    });
    expect(response.status).toBe(403);
    expect(await rowsFor(key)).toEqual([]);
  });
});

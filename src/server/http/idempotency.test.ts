import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";
import { IDEMPOTENCY_KEPT_ANSWERS, IDEMPOTENCY_KEPT_BYTES } from "./idempotency.ts";

// What one account can make the server keep with Idempotency-Keys: nothing for a write that
// changed nothing, and a bounded number of answers and bytes for those that did.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A write as the web app's queue sends it, with a new key unless one is given. */
async function keyed(visitor: HttpClient, path: string, json: unknown, key: string = randomUUID()) {
  const csrf = await visitor.fetchCsrfToken();
  return visitor.request("POST", path, {
    json,
    headers: { "x-csrf-token": csrf, "idempotency-key": key },
  });
}

async function userIdOf(visitor: HttpClient) {
  return (await okJson(visitor.api.auth.user.$get())).id;
}

/** The answers kept for a user: how many, and their bytes. */
async function keptFor(userId: string) {
  const rows = await t.db
    .selectFrom("idempotencyKey")
    .select(["key", "body"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .execute();
  const bytes = rows.reduce((total, row) => total + Buffer.byteLength(row.body ?? ""), 0);
  return { keys: rows.map((row) => row.key), bytes };
}

/** How much room the database takes: the SQLite file, or PostgreSQL's table of answers. */
async function storedBytes(): Promise<number> {
  if (t.dialect === "sqlite") {
    const { rows } = await sql<{
      bytes: number;
    }>`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`.execute(
      t.db,
    );
    return Number(rows[0]?.bytes);
  }
  const { rows } = await sql<{
    bytes: string;
  }>`select pg_total_relation_size('"idempotencyKey"') as bytes`.execute(t.db);
  return Number(rows[0]?.bytes);
}

/** Answers as a past request left them, oldest first, each `bytes` long. */
async function seedAnswers(userId: string, count: number, bytes: number) {
  const keys = Array.from({ length: count }, (_, i) => `seeded-${i}`);
  const start = Date.now() - 60 * 60 * 1000;
  await t.db
    .insertInto("idempotencyKey")
    .values(
      keys.map((key, i) => ({
        userId,
        key,
        fingerprint: "an earlier request",
        status: 201,
        contentType: "application/json",
        body: "x".repeat(bytes),
        createdAt: new Date(start + i * 1000).toISOString(),
      })),
    )
    .execute();
  return keys;
}

// Names of 100 characters, so each skipped place's line of the answer is about 160 bytes.
const thousandPlaces = Array.from({ length: 1000 }, (_, i) => ({
  name: `Place ${i} `.padEnd(100, "x"),
}));

describe("what an account can keep with Idempotency-Keys", () => {
  it("keeps nothing for a bulk create that adds nothing: 50 of 1,000 places grow the store by under 2 MB", async () => {
    const alice = await t.signedInClient();
    const userId = await userIdOf(alice);
    expect((await alice.write("POST", "/api/places/bulk", { places: thousandPlaces })).status).toBe(
      201,
    );
    const before = await storedBytes();
    const keys: string[] = [];
    for (let i = 0; i < 50; i++) {
      const key = randomUUID();
      keys.push(key);
      const response = await keyed(alice, "/api/places/bulk", { places: thousandPlaces }, key);
      expect(response.status).toBe(201);
      expect((await response.json()).added).toBe(0);
    }
    expect((await storedBytes()) - before).toBeLessThan(2 * 1024 * 1024);
    expect(await keptFor(userId)).toEqual({ keys: [], bytes: 0 });

    // A repeat runs again, as a first request would, and answers the same.
    const again = await keyed(alice, "/api/places/bulk", { places: thousandPlaces }, keys[0]);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect((await again.json()).skipped).toHaveLength(1000);
  }, 60_000);

  it("keeps the answer of a write that changed something, and replays it", async () => {
    const alice = await t.signedInClient();
    const userId = await userIdOf(alice);
    const key = randomUUID();
    const json = { places: [{ name: "Tintern Abbey" }, { name: "Raglan Castle" }] };
    const first = await keyed(alice, "/api/places/bulk", json, key);
    expect((await first.json()).added).toBe(2);
    expect((await keptFor(userId)).keys).toEqual([key]);
    const again = await keyed(alice, "/api/places/bulk", json, key);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await again.json()).added).toBe(2);
  });

  it("keeps at most IDEMPOTENCY_KEPT_ANSWERS answers, dropping the oldest first", async () => {
    const alice = await t.signedInClient();
    const userId = await userIdOf(alice);
    const seeded = await seedAnswers(userId, IDEMPOTENCY_KEPT_ANSWERS, 10);
    const key = randomUUID();
    expect((await keyed(alice, "/api/places", { name: "Chepstow Castle" }, key)).status).toBe(201);
    expect((await keptFor(userId)).keys).toEqual([...seeded.slice(1), key]);
  });

  it("keeps at most IDEMPOTENCY_KEPT_BYTES of answers, dropping the oldest first", async () => {
    const alice = await t.signedInClient();
    const userId = await userIdOf(alice);
    // Ten answers that together just fit: any new answer tips them over.
    const seeded = await seedAnswers(userId, 10, Math.floor(IDEMPOTENCY_KEPT_BYTES / 10));
    const key = randomUUID();
    expect((await keyed(alice, "/api/places", { name: "Caldicot Castle" }, key)).status).toBe(201);
    const kept = await keptFor(userId);
    expect(kept.keys).toEqual([...seeded.slice(1), key]);
    expect(kept.bytes).toBeLessThanOrEqual(IDEMPOTENCY_KEPT_BYTES);
  });

  it("answers a repeat sent while the first runs with 409 or the same answer, and keeps nothing", async () => {
    const alice = await t.signedInClient();
    const userId = await userIdOf(alice);
    const places = thousandPlaces.slice(0, 200);
    await alice.write("POST", "/api/places/bulk", { places });
    const key = randomUUID();
    const answers = await Promise.all(
      [0, 1, 2].map(() => keyed(alice, "/api/places/bulk", { places }, key)),
    );
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.headers.get("retry-after")).toBe("1");
      else expect((await answer.json()).added).toBe(0);
    }
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    // No claim is left behind: the key is free, and a repeat now runs.
    expect(await keptFor(userId)).toEqual({ keys: [], bytes: 0 });
    expect((await keyed(alice, "/api/places/bulk", { places }, key)).status).toBe(201);
    expect(await okJson(alice.api.places.$get())).toHaveLength(200);
  });
});

import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";

// Two app instances on one database, as two processes behind a load balancer would be: each
// keeps its own answers, and a write through either must show through both.
let database: TestDatabase;
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp({ database });
  other = await startTestApp({ database });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await database?.drop();
});

async function list(visitor: HttpClient, etag?: string) {
  const response = await visitor.api.places.$get(undefined, {
    headers: etag ? { "if-none-match": etag } : {},
  });
  const etagAnswered = response.headers.get("etag") ?? undefined;
  const body = response.status === 200 ? await response.json() : undefined;
  if (response.status === 304) expect(await response.text()).toBe("");
  return { status: response.status, etag: etagAnswered, body };
}

async function create(visitor: HttpClient, name: string) {
  return (await okJson(visitor.api.places.$post({ json: { name, address: "Bath" } }))).id;
}

/** The same signed-in user on the other app instance: the session lives in the database. */
function onOther(visitor: HttpClient): HttpClient {
  const twin = other.client();
  twin.remember(new Response(null, { headers: setCookies(visitor) }));
  return twin;
}

function setCookies(visitor: HttpClient): Headers {
  const headers = new Headers();
  for (const pair of visitor.cookieHeader.split("; ")) headers.append("set-cookie", pair);
  return headers;
}

describe("GET /api/places: ETag and If-None-Match", () => {
  it("answers 304 with no body to the ETag of the unchanged list", async () => {
    const alice = await t.signedInClient();
    await create(alice, "Roman Baths");
    const first = await list(alice);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(first.body?.map((place) => place.name)).toEqual(["Roman Baths"]);

    const again = await list(alice, first.etag);
    expect(again.status).toBe(304);
    expect(again.etag).toBe(first.etag);
    // Weak comparison, and a list of tags, as browsers and caches send them.
    expect((await list(alice, `W/${first.etag}`)).status).toBe(304);
    expect((await list(alice, `"something-else", ${first.etag}`)).status).toBe(304);
    expect((await list(alice, '"something-else"')).status).toBe(200);
  });

  it("gives a new ETag after every kind of write, and the list as it now is", async () => {
    const bob = await t.signedInClient();
    const seen = new Set<string>();
    let current = await list(bob);
    const expectChanged = async (names: string[], visited?: boolean) => {
      const next = await list(bob, current.etag);
      expect(next.status).toBe(200);
      expect(next.etag).toBeDefined();
      expect(seen.has(next.etag as string)).toBe(false);
      expect(next.body?.map((place) => place.name)).toEqual(names);
      if (visited !== undefined) expect(next.body?.[0]?.visited).toBe(visited);
      seen.add(next.etag as string);
      current = next;
    };
    seen.add(current.etag as string);

    const id = await create(bob, "Stonehenge");
    await expectChanged(["Stonehenge"]);

    expect((await bob.write("PATCH", `/api/places/${id}`, { name: "Avebury" })).status).toBe(200);
    await expectChanged(["Avebury"]);

    const visit = await bob.write("PATCH", `/api/places/${id}/visit-status`, { visited: true });
    expect(visit.status).toBe(200);
    await expectChanged(["Avebury"], true);

    const bulk = await bob.write("POST", "/api/places/bulk", {
      places: [{ name: "Silbury Hill" }, { name: "West Kennet" }],
    });
    expect(bulk.status).toBe(201);
    await expectChanged(["Silbury Hill", "West Kennet", "Avebury"]);

    expect((await bob.write("DELETE", `/api/places/${id}`)).status).toBe(204);
    await expectChanged(["Silbury Hill", "West Kennet"]);

    // A write that changes nothing listed, refused, leaves the ETag as it was.
    expect((await bob.write("POST", "/api/places", { name: "West Kennet" })).status).toBe(409);
    expect((await list(bob, current.etag)).status).toBe(304);
  });

  it("sees a write made through another app instance on the same database", async () => {
    const carol = await t.signedInClient();
    const carolThere = onOther(carol);
    await create(carol, "Hadrian's Wall");
    const here = await list(carol);
    const there = await list(carolThere);
    expect(there.etag).toBe(here.etag);
    // Both instances now hold the answer; a write through one shows through the other.
    expect((await list(carol, here.etag)).status).toBe(304);
    await create(carolThere, "Vindolanda");
    const after = await list(carol, here.etag);
    expect(after.status).toBe(200);
    expect(after.body?.map((place) => place.name)).toEqual(["Vindolanda", "Hadrian's Wall"]);
  });

  it("sees a change made straight in the database, not through the API", async () => {
    const dave = await t.signedInClient();
    const id = await create(dave, "Tintern Abbey");
    const before = await list(dave);
    await t.db
      .updateTable("place")
      .set({ notes: "Changed by a script" })
      .where("id", "=", id)
      .execute();
    const after = await list(dave, before.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
  });

  it("keeps one user's answer from another", async () => {
    const erin = await t.signedInClient();
    const frank = await t.signedInClient();
    await create(erin, "Erin's secret place");
    const erins = await list(erin);
    const franks = await list(frank, erins.etag);
    expect(franks.status).toBe(200);
    expect(franks.body).toEqual([]);
  });

  it("lets an account with places be deleted, leaving no version behind", async () => {
    const gina = await t.signedInClient();
    await create(gina, "Tower of London");
    await list(gina);
    const { id } = await okJson(gina.api.auth.user.$get());
    await t.db.deleteFrom("user").where("id", "=", id).execute();
    const left = await t.db
      .selectFrom("placeListVersion")
      .select("userId")
      .where("userId", "=", id)
      .execute();
    expect(left).toEqual([]);
    expect(await t.db.selectFrom("place").select("id").where("userId", "=", id).execute()).toEqual(
      [],
    );
  });
});

/** GET /api/places as raw bytes over HTTP, the way a browser's network sees them. */
function rawList(visitor: HttpClient, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }>(
    (resolve, reject) => {
      const request = get(
        `${visitor.baseUrl}/api/places`,
        { headers: { cookie: visitor.cookieHeader, ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              bytes: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on("error", reject);
    },
  );
}

describe("GET /api/places: compressed as the browser accepts", () => {
  it("sends Brotli or gzip to a browser that takes it, the same list, each with its own ETag", async () => {
    const alice = await t.signedInClient();
    const places = Array.from({ length: 40 }, (_, i) => ({
      name: `Lighthouse ${i}`,
      address: "Cornwall",
      notes: "A long walk along the coast path to the lighthouse and back",
    }));
    await okJson(alice.api.places.bulk.$post({ json: { places } }));

    const plain = await rawList(alice, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const list = JSON.parse(plain.bytes.toString("utf8"));
    expect(list).toHaveLength(40);

    const br = await rawList(alice, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 4);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString("utf8"))).toEqual(list);

    const gzip = await rawList(alice, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.bytes).toString("utf8"))).toEqual(list);

    const tags = [plain.headers.etag, br.headers.etag, gzip.headers.etag];
    expect(new Set(tags).size).toBe(3);
    // Any copy's tag says the list is unchanged.
    for (const tag of tags) {
      const again = await rawList(alice, { "accept-encoding": "br", "if-none-match": String(tag) });
      expect(again.status).toBe(304);
      expect(again.bytes.byteLength).toBe(0);
    }
  });

  it("sends a short list as it is, and honours a refusal (q=0)", async () => {
    const bob = await t.signedInClient();
    await create(bob, "Tiny");
    const short = await rawList(bob, { "accept-encoding": "br, gzip" });
    expect(short.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(short.bytes.toString("utf8"))).toHaveLength(1);

    const places = Array.from({ length: 30 }, (_, i) => ({ name: `Stone circle ${i}` }));
    await okJson(bob.api.places.bulk.$post({ json: { places } }));
    const refused = await rawList(bob, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(refused.bytes.toString("utf8"))).toHaveLength(31);
  });
});

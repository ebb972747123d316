import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const save = (visitor: HttpClient, achievementId: unknown) =>
  visitor.write("POST", "/api/achievements", { achievementId });
const earned = async (visitor: HttpClient) => (await visitor.get("/api/achievements")).json();

async function addPlaces(visitor: HttpClient, places: Record<string, unknown>[]) {
  expect((await visitor.write("POST", "/api/places/bulk", { places })).status).toBe(201);
}

describe("/api/achievements", () => {
  it("answers 401 signed out", async () => {
    expect((await t.client().get("/api/achievements")).status).toBe(401);
    const post = await t.client().request("POST", "/api/achievements", {
      json: { achievementId: "explorer" },
    });
    expect(post.status).toBe(401);
  });

  it("records an earned achievement, and a repeat save is harmless", async () => {
    const alice = await t.signedInClient();
    expect(await earned(alice)).toEqual([]);
    await addPlaces(alice, [{ name: "Stonehenge" }]);
    const first = await save(alice, "explorer");
    expect(first.status).toBe(201);
    const record = await first.json();
    expect(record).toEqual({
      achievementId: "explorer",
      earnedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const again = await save(alice, "explorer");
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(record);
    expect(await earned(alice)).toEqual([record]);
  });

  it.each([["treasure-hunter"], [""], [42], [null]])(
    "refuses the unknown id %j with 400",
    async (id) => {
      const alice = await t.signedInClient();
      const response = await save(alice, id);
      expect(response.status).toBe(400);
      expect((await response.json()).details[0]).toEqual({
        field: "achievementId",
        message: "Unknown achievement",
      });
      expect(await earned(alice)).toEqual([]);
    },
  );

  it("refuses an achievement the user's places do not meet", async () => {
    const alice = await t.signedInClient();
    await addPlaces(alice, [{ name: "A", visited: true }, { name: "B" }]);
    for (const id of ["wanderer", "collector", "category-explorer", "mood-master"]) {
      const response = await save(alice, id);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/^Not earned yet/);
    }
    expect((await save(alice, "adventurer")).status).toBe(201);
    expect((await earned(alice)).map((a: { achievementId: string }) => a.achievementId)).toEqual([
      "adventurer",
    ]);
  });

  it("judges by the caller's own places, and never shows another user's badges", async () => {
    const alice = await t.signedInClient();
    const bob = await t.signedInClient();
    await addPlaces(alice, [{ name: "Alice's place" }]);
    expect((await save(alice, "explorer")).status).toBe(201);
    // Bob has no places: Alice's do not count for him.
    expect((await save(bob, "explorer")).status).toBe(400);
    expect(await earned(bob)).toEqual([]);
  });

  it("keeps a badge when the places that earned it are deleted", async () => {
    const alice = await t.signedInClient();
    await addPlaces(alice, [{ name: "Only place" }]);
    await save(alice, "explorer");
    const [place] = await (await alice.get("/api/places")).json();
    expect((await alice.write("DELETE", `/api/places/${place.id}`)).status).toBe(204);
    expect((await earned(alice)).map((a: { achievementId: string }) => a.achievementId)).toEqual([
      "explorer",
    ]);
  });
});

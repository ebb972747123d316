import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AchievementRecord } from "#shared/achievement-input.ts";
import { ACHIEVEMENT_IDS } from "#shared/achievements.ts";
import { okJson } from "#shared/api-answer.ts";
import { CATEGORIES, MOOD_NAMES } from "#shared/catalog.ts";
import type { Place } from "#shared/place.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const save = (visitor: HttpClient, achievementId: unknown) =>
  visitor.write("POST", "/api/achievements", { achievementId });
const earned = async (visitor: HttpClient): Promise<AchievementRecord[]> =>
  (await visitor.get("/api/achievements")).json();
const earnedIds = async (visitor: HttpClient) =>
  (await earned(visitor)).map((a) => a.achievementId).sort();
const ids = (records: AchievementRecord[]) => records.map((a) => a.achievementId);

/** A write, its status and JSON answer. */
async function write(visitor: HttpClient, method: "POST" | "PATCH", path: string, json: unknown) {
  const response = await visitor.write(method, path, json);
  return { status: response.status, body: await response.json() };
}

async function addPlaces(visitor: HttpClient, places: Record<string, unknown>[]) {
  const { status, body } = await write(visitor, "POST", "/api/places/bulk", { places });
  expect(status).toBe(201);
  return body as { added: number; newAchievements: AchievementRecord[] };
}

async function userIdOf(visitor: HttpClient): Promise<string> {
  return (await okJson(visitor.api.auth.user.$get())).id;
}

/** As if the badges were met before the server recorded them: none recorded. */
async function forgetBadges(visitor: HttpClient) {
  await t.db
    .deleteFrom("achievement")
    .where("userId", "=", await userIdOf(visitor))
    .execute();
}

/** A backup's places: `visited` of them visited, every category and every mood used. */
function backupPlaces(count: number, visited: number) {
  return Array.from({ length: count }, (_, i) => ({
    name: `Restored place ${i}`,
    address: `${i} High Street`,
    category: CATEGORIES[i % CATEGORIES.length],
    mood: MOOD_NAMES[i % MOOD_NAMES.length],
    notes: i % 3 === 0 ? "Kept from the backup" : null,
    visited: i < visited,
    visitedDate: i < visited ? "2024-05-01T10:00:00.000Z" : null,
    createdAt: "2024-01-01T09:00:00.000Z",
  }));
}

describe("badges earned by the writes themselves", () => {
  it("a restore of 1,000 places earns all eight in that one answer, and keeps them", async () => {
    const alice = await t.signedInClient();
    const places = backupPlaces(1000, 334);
    expect(new Set(places.map((p) => p.category)).size).toBe(CATEGORIES.length);
    expect(new Set(places.map((p) => p.mood)).size).toBe(8);

    const answer = await addPlaces(alice, places);
    expect(answer.added).toBe(1000);
    expect(answer.newAchievements).toEqual(
      ACHIEVEMENT_IDS.map((achievementId) => ({
        achievementId,
        earnedAt: expect.stringMatching(ISO),
      })),
    );
    const byId = (records: AchievementRecord[]) =>
      records.toSorted((a, b) => a.achievementId.localeCompare(b.achievementId));
    expect(byId(await earned(alice))).toEqual(byId(answer.newAchievements));
  });

  it("an import of 500 places has its badges recorded at once, with no browser asking", async () => {
    const alice = await t.signedInClient();
    const answer = await addPlaces(
      alice,
      Array.from({ length: 500 }, (_, i) => ({
        name: `Imported ${i}`,
        category: CATEGORIES[i % CATEGORIES.length],
      })),
    );
    // Read straight after the write, as a reload would.
    expect(await earnedIds(alice)).toEqual(
      ["category-explorer", "collector", "explorer", "uk-traveler"].sort(),
    );
    expect(ids(answer.newAchievements)).toEqual([
      "explorer",
      "category-explorer",
      "collector",
      "uk-traveler",
    ]);
  });

  it("every write answers the badges it earned: none, one or several", async () => {
    const alice = await t.signedInClient();
    const first = await write(alice, "POST", "/api/places", { name: "Dunnottar Castle" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: "Dunnottar Castle",
      newAchievements: [{ achievementId: "explorer", earnedAt: expect.stringMatching(ISO) }],
    });
    const place = first.body as Place;

    const second = await write(alice, "POST", "/api/places", { name: "Glencoe" });
    expect(second.body.newAchievements).toEqual([]);

    const visit = await write(alice, "PATCH", `/api/places/${place.id}/visit-status`, {
      visited: true,
    });
    expect(visit.status).toBe(200);
    expect(visit.body).toMatchObject({ id: place.id, visited: true });
    expect(ids(visit.body.newAchievements)).toEqual(["adventurer"]);

    const edit = await write(alice, "PATCH", `/api/places/${place.id}`, { notes: "Windy" });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ id: place.id, notes: "Windy", newAchievements: [] });

    // One visited place in an empty list: two badges at once, in the order they are listed.
    const bob = await t.signedInClient();
    const both = await write(bob, "POST", "/api/places", { name: "Skye", visited: true });
    expect(ids(both.body.newAchievements)).toEqual(["explorer", "adventurer"]);
    expect(await earnedIds(bob)).toEqual(["adventurer", "explorer"]);
  });

  it("reaching six moods by editing places awards Mood Master", async () => {
    const alice = await t.signedInClient();
    await addPlaces(
      alice,
      Array.from({ length: 6 }, (_, i) => ({ name: `Moodless ${i}` })),
    );
    const places = await okJson(alice.api.places.$get());
    const answers: string[][] = [];
    for (const [i, place] of places.entries()) {
      const edit = await write(alice, "PATCH", `/api/places/${place.id}`, {
        mood: MOOD_NAMES[i],
      });
      expect(edit.status).toBe(200);
      answers.push(ids(edit.body.newAchievements));
    }
    expect(answers).toEqual([[], [], [], [], [], ["mood-master"]]);
    expect(await earnedIds(alice)).toContain("mood-master");
  });

  it("places added at once by parallel requests earn what they meet together", async () => {
    const alice = await t.signedInClient();
    // Five requests at once, each the only place of its category: only together do they
    // meet Category Explorer, and each badge is answered by exactly one of them.
    const answers = await Promise.all(
      CATEGORIES.map((category) =>
        write(alice, "POST", "/api/places", { name: `Only ${category}`, category }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(CATEGORIES.length).fill(201));
    const answered = answers.flatMap((a) => ids(a.body.newAchievements)).sort();
    expect(answered).toEqual(["category-explorer", "explorer"]);
    expect(await earnedIds(alice)).toEqual(["category-explorer", "explorer"]);
  });

  it("a delete never takes a badge away, and adding again does not award it twice", async () => {
    const alice = await t.signedInClient();
    await addPlaces(alice, [
      ...CATEGORIES.map((category, i) => ({ name: `Kept ${i}`, category, visited: true })),
      ...Array.from({ length: 5 }, (_, i) => ({ name: `Extra ${i}` })),
    ]);
    const before = await earned(alice);
    expect(ids(before).sort()).toEqual(
      ["adventurer", "category-explorer", "collector", "explorer", "wanderer"].sort(),
    );
    const places = await okJson(alice.api.places.$get());
    for (const place of places) {
      expect((await alice.write("DELETE", `/api/places/${place.id}`)).status).toBe(204);
    }
    expect(await (await alice.get("/api/places")).json()).toEqual([]);
    expect(await earned(alice)).toEqual(before);

    const again = await write(alice, "POST", "/api/places", { name: "A new first place" });
    expect(again.body.newAchievements).toEqual([]);
    expect(await earned(alice)).toEqual(before);
  });

  it("a refused write earns nothing", async () => {
    const alice = await t.signedInClient();
    await addPlaces(alice, [{ name: "Tower Bridge", address: "London" }]);
    await forgetBadges(alice);
    const duplicate = await write(alice, "POST", "/api/places", {
      name: "tower bridge",
      address: "london",
      visited: true,
    });
    expect(duplicate.status).toBe(409);
    expect(await earned(alice)).toEqual([]);
  });
});

describe("/api/achievements", () => {
  it("answers 401 signed out", async () => {
    expect((await t.client().get("/api/achievements")).status).toBe(401);
    const post = await t.client().request("POST", "/api/achievements", {
      json: { achievementId: "explorer" },
    });
    expect(post.status).toBe(401);
  });

  it("records a claimed badge the places meet, and a repeat claim is harmless", async () => {
    const alice = await t.signedInClient();
    expect(await earned(alice)).toEqual([]);
    await addPlaces(alice, [{ name: "Stonehenge" }]);
    await forgetBadges(alice);
    const first = await save(alice, "explorer");
    expect(first.status).toBe(201);
    const record = await first.json();
    expect(record).toEqual({ achievementId: "explorer", earnedAt: expect.stringMatching(ISO) });
    const again = await save(alice, "explorer");
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(record);
    expect(await earned(alice)).toEqual([record]);
  });

  it("answers 200 with the first date to a claim the write already recorded", async () => {
    const alice = await t.signedInClient();
    const added = await addPlaces(alice, [{ name: "Avebury" }]);
    const claim = await save(alice, "explorer");
    expect(claim.status).toBe(200);
    expect(await claim.json()).toEqual(added.newAchievements[0]);
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
    await forgetBadges(alice);
    for (const id of ["wanderer", "collector", "category-explorer", "mood-master"]) {
      const response = await save(alice, id);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/^Not earned yet/);
    }
    expect((await save(alice, "adventurer")).status).toBe(201);
    expect(await earnedIds(alice)).toEqual(["adventurer"]);
  });

  it("judges by the caller's own places, and never shows another user's badges", async () => {
    const alice = await t.signedInClient();
    const bob = await t.signedInClient();
    await addPlaces(alice, [{ name: "Alice's place" }]);
    expect(await earnedIds(alice)).toEqual(["explorer"]);
    // Bob has no places: Alice's do not count for him.
    expect((await save(bob, "explorer")).status).toBe(400);
    expect(await earned(bob)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { databaseBeforeMigrationForFile } from "#server/testing/database-before-migration.ts";
import { HttpClient } from "#server/testing/http-client.ts";
import { startTestApp } from "#server/testing/test-app.ts";
import { ACHIEVEMENT_IDS } from "#shared/achievements.ts";
import { okJson } from "#shared/api-answer.ts";
import { CATEGORIES, MOOD_NAMES } from "#shared/catalog.ts";
import { duplicateKey } from "#shared/duplicate-place.ts";
import { achievementQueries } from "../queries/achievements.ts";

const THIS_MIGRATION = "0008-earned-achievements";
const PASSWORD = "correct horse battery";

const earlier = databaseBeforeMigrationForFile(THIS_MIGRATION);

let counter = 0;
async function newUser() {
  counter += 1;
  const email = `backfill-${process.pid}-${Date.now()}-${counter}@example.com`;
  const { user } = await earlier.auth.api.signUpEmail({
    body: { email, password: PASSWORD, name: "Old Timer" },
  });
  return { id: user.id, email };
}

/** Places written straight to the table, as the earlier version stored them. */
async function insertPlaces(
  userId: string,
  places: { name: string; category?: string; mood?: string; visited?: boolean }[],
) {
  const now = new Date().toISOString();
  await earlier.handle.db
    .insertInto("place")
    .values(
      places.map((place) => ({
        userId,
        name: place.name,
        address: null,
        notes: null,
        category: place.category ?? null,
        mood: place.mood ?? null,
        visited: place.visited ? 1 : 0,
        visitedDate: place.visited ? now : null,
        duplicateKey: duplicateKey({ name: place.name, address: null }),
        photoId: null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}

describe(`migration ${THIS_MIGRATION}`, () => {
  it("awards existing users every badge their places already meet, keeping earlier dates", async () => {
    // Everything: 30 places, 20 visited, every category and mood.
    const everything = await newUser();
    await insertPlaces(
      everything.id,
      Array.from({ length: 30 }, (_, i) => ({
        name: `Place ${i}`,
        category: CATEGORIES[i % CATEGORIES.length],
        mood: MOOD_NAMES[i % MOOD_NAMES.length],
        visited: i < 20,
      })),
    );
    // Two places, one visited, and Explorer saved by the browser long ago.
    const some = await newUser();
    await insertPlaces(some.id, [{ name: "Bath Abbey", visited: true }, { name: "Wells" }]);
    const longAgo = "2024-03-01T12:00:00.000Z";
    await earlier.handle.db
      .insertInto("achievement")
      .values({ userId: some.id, achievementId: "explorer", earnedAt: longAgo })
      .execute();
    // Signed up, never added a place.
    const none = await newUser();

    const before = new Date().toISOString();
    const { error, results } = await earlier.migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((r) => [r.migrationName, r.status])).toContainEqual([
      THIS_MIGRATION,
      "Success",
    ]);

    const achievements = achievementQueries(earlier.handle.db);
    const everythingEarned = await achievements.list(everything.id);
    expect(everythingEarned.map((a) => a.achievementId).sort()).toEqual(
      [...ACHIEVEMENT_IDS].sort(),
    );
    for (const record of everythingEarned) expect(record.earnedAt >= before).toBe(true);

    expect(await achievements.list(some.id)).toEqual([
      { achievementId: "explorer", earnedAt: longAgo },
      { achievementId: "adventurer", earnedAt: expect.any(String) },
    ]);
    expect(await achievements.list(none.id)).toEqual([]);

    // The app started on the upgraded database shows them to their owner.
    const app = await startTestApp({ database: earlier.database });
    try {
      const visitor = new HttpClient(app.baseUrl);
      expect((await visitor.signIn(some.email, PASSWORD)).status).toBe(200);
      const shown = await okJson(visitor.api.achievements.$get());
      expect(shown.map((a) => a.achievementId)).toEqual(["explorer", "adventurer"]);
    } finally {
      await app.close();
    }
  });
});

import { describe, expect, it } from "vitest";
import { databaseBeforeMigrationForFile } from "#server/testing/database-before-migration.ts";
import { HttpClient } from "#server/testing/http-client.ts";
import { startTestApp } from "#server/testing/test-app.ts";

const THIS_MIGRATION = "0016-place-nation";
const PASSWORD = "correct horse battery";

const earlier = databaseBeforeMigrationForFile(THIS_MIGRATION);

/** A place as the version before stored it: a location or none, and no nation. */
const oldPlace = (
  userId: string,
  name: string,
  latitude: number | null,
  longitude: number | null,
) => {
  const now = "2026-01-05T09:00:00.000Z";
  return {
    userId,
    name,
    address: null,
    latitude,
    longitude,
    visited: 0,
    visitedDate: null,
    duplicateKey: `${name.toLowerCase()}\n`,
    createdAt: now,
    updatedAt: now,
  };
};

describe(`migration ${THIS_MIGRATION}`, () => {
  // The migration loads the UK's towns, extracted afresh without a build.
  it("gives each place with a location the nation of its nearest town", {
    timeout: 60_000,
  }, async () => {
    const email = `nation-${process.pid}-${Date.now()}@example.com`;
    const { user } = await earlier.auth.api.signUpEmail({
      body: { email, password: PASSWORD, name: "Old Timer" },
    });
    await earlier.handle.db
      .insertInto("place")
      .values([
        oldPlace(user.id, "Tower of London", 51.5081, -0.0759),
        oldPlace(user.id, "Edinburgh Castle", 55.9486, -3.1999),
        oldPlace(user.id, "Conwy Castle", 53.2801, -3.8257),
        oldPlace(user.id, "Giant's Causeway", 55.2408, -6.5116),
        oldPlace(user.id, "Senso-ji", 35.7148, 139.7967),
        oldPlace(user.id, "Somewhere", null, null),
      ])
      .execute();

    const { error } = await earlier.migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const nations = await earlier.handle.db
      .selectFrom("place")
      .select(["name", "nation"])
      .where("userId", "=", user.id)
      .orderBy("name")
      .execute();
    expect(nations).toEqual([
      { name: "Conwy Castle", nation: "Wales" },
      { name: "Edinburgh Castle", nation: "Scotland" },
      { name: "Giant's Causeway", nation: "Northern Ireland" },
      { name: "Senso-ji", nation: null },
      { name: "Somewhere", nation: null },
      { name: "Tower of London", nation: "England" },
    ]);

    // The app started on the upgraded database counts them by nation.
    const app = await startTestApp({ database: earlier.database });
    try {
      const visitor = new HttpClient(app.baseUrl);
      expect((await visitor.signIn(email, PASSWORD)).status).toBe(200);
      const stats = (await (await visitor.get("/api/stats?year=2026")).json()) as {
        byNation: { nation: string; visited: number; toVisit: number }[];
      };
      expect(stats.byNation.map((row) => [row.nation, row.toVisit])).toEqual([
        ["England", 1],
        ["Scotland", 1],
        ["Wales", 1],
        ["Northern Ireland", 1],
      ]);
    } finally {
      await app.close();
    }
  });
});

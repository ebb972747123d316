import { describe, expect, it } from "vitest";
import { databaseBeforeMigrationForFile } from "#server/testing/database-before-migration.ts";
import { HttpClient } from "#server/testing/http-client.ts";
import { startTestApp } from "#server/testing/test-app.ts";

const THIS_MIGRATION = "0015-visits";
const PASSWORD = "correct horse battery";

const earlier = databaseBeforeMigrationForFile(THIS_MIGRATION);

/** A place as the version before stored it: visited or not, with its one date. */
const oldPlace = (userId: string, name: string, visitedDate: string | null, visited = true) => {
  const now = "2026-01-05T09:00:00.000Z";
  return {
    userId,
    name,
    address: null,
    visited: visited ? 1 : 0,
    visitedDate,
    duplicateKey: `${name.toLowerCase()}\n`,
    createdAt: now,
    updatedAt: now,
  };
};

describe(`migration ${THIS_MIGRATION}`, () => {
  it("makes each visited place one visit, on its day in the UK", async () => {
    const email = `visits-${process.pid}-${Date.now()}@example.com`;
    const { user } = await earlier.auth.api.signUpEmail({
      body: { email, password: PASSWORD, name: "Old Timer" },
    });
    await earlier.handle.db
      .insertInto("place")
      .values([
        oldPlace(user.id, "Noon", "2025-07-04T12:00:00.000Z"),
        // 23:30 UTC in summer is 00:30 the next day in the UK.
        oldPlace(user.id, "Late", "2025-07-04T23:30:00.000Z"),
        oldPlace(user.id, "Undated", null),
        oldPlace(user.id, "Unvisited", null, false),
      ])
      .execute();

    const { error } = await earlier.migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const visits = await earlier.handle.db
      .selectFrom("visit")
      .innerJoin("place", "place.id", "visit.placeId")
      .select(["place.name", "visit.date", "visit.note", "visit.userId"])
      .where("visit.userId", "=", user.id)
      .orderBy("place.name")
      .execute();
    expect(visits).toEqual([
      { name: "Late", date: "2025-07-05", note: null, userId: user.id },
      { name: "Noon", date: "2025-07-04", note: null, userId: user.id },
      { name: "Undated", date: null, note: null, userId: user.id },
    ]);
    const counts = await earlier.handle.db
      .selectFrom("place")
      .select(["name", "visitCount"])
      .where("userId", "=", user.id)
      .orderBy("name")
      .execute();
    expect(counts).toEqual([
      { name: "Late", visitCount: 1 },
      { name: "Noon", visitCount: 1 },
      { name: "Undated", visitCount: 1 },
      { name: "Unvisited", visitCount: 0 },
    ]);

    // The app started on the upgraded database lists them, and adds the next visit beside.
    const app = await startTestApp({ database: earlier.database });
    try {
      const visitor = new HttpClient(app.baseUrl);
      expect((await visitor.signIn(email, PASSWORD)).status).toBe(200);
      const places = (await (await visitor.get("/api/places")).json()) as {
        id: number;
        name: string;
        visitedDate: string | null;
      }[];
      const noon = places.find((place) => place.name === "Noon");
      expect(noon?.visitedDate).toBe("2025-07-04T12:00:00.000Z");
      const added = await visitor.write("POST", `/api/places/${noon?.id}/visits`, {
        date: "2026-02-01",
      });
      expect(await added.json()).toMatchObject({ place: { visitCount: 2 } });
    } finally {
      await app.close();
    }
  });
});

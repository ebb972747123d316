import { describe, expect, it } from "vitest";
import { databaseBeforeMigrationForFile } from "#server/testing/database-before-migration.ts";
import { HttpClient } from "#server/testing/http-client.ts";
import { startTestApp } from "#server/testing/test-app.ts";

const THIS_MIGRATION = "0012-place-duplicates";
const PASSWORD = "correct horse battery";

const earlier = databaseBeforeMigrationForFile(THIS_MIGRATION);

/** A place written straight to the table with the key the earlier version stored. */
const oldRow = (
  userId: string,
  name: string,
  duplicateKey: string,
  latitude: number | null = null,
) => {
  const now = new Date().toISOString();
  return {
    userId,
    name,
    address: null,
    visited: 0,
    duplicateKey,
    latitude,
    longitude: latitude === null ? null : -0.141,
    createdAt: now,
    updatedAt: now,
  };
};

describe(`migration ${THIS_MIGRATION}`, () => {
  it("lets one list keep places of one name, and makes every key ignore accents", async () => {
    const email = `duplicates-${process.pid}-${Date.now()}@example.com`;
    const { user } = await earlier.auth.api.signUpEmail({
      body: { email, password: PASSWORD, name: "Old Timer" },
    });
    await earlier.handle.db
      .insertInto("place")
      .values([
        oldRow(user.id, "Café Nero", "café nero\n"),
        oldRow(user.id, "Boots", "boots\n", 51.5154),
      ])
      .execute();
    // Before: one key, one place, wherever the second is.
    await expect(
      earlier.handle.db
        .insertInto("place")
        .values(oldRow(user.id, "Boots", "boots\n", 51.5334))
        .execute(),
    ).rejects.toThrow();

    const { error, results } = await earlier.migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((r) => [r.migrationName, r.status])).toContainEqual([
      THIS_MIGRATION,
      "Success",
    ]);
    const keys = await earlier.handle.db
      .selectFrom("place")
      .select(["name", "duplicateKey"])
      .where("userId", "=", user.id)
      .orderBy("name")
      .execute();
    expect(keys).toEqual([
      { name: "Boots", duplicateKey: "boots\n" },
      { name: "Café Nero", duplicateKey: "cafe nero\n" },
    ]);

    // The app started on the upgraded database tells the places apart by position.
    const app = await startTestApp({ database: earlier.database });
    try {
      const visitor = new HttpClient(app.baseUrl);
      expect((await visitor.signIn(email, PASSWORD)).status).toBe(200);
      const add = async (json: Record<string, unknown>) =>
        (await visitor.write("POST", "/api/places", json)).status;
      expect(await add({ name: "CAFE NERO" })).toBe(409);
      expect(await add({ name: "Boots", latitude: 51.51567, longitude: -0.141 })).toBe(409);
      expect(await add({ name: "Boots", latitude: 51.5334, longitude: -0.141 })).toBe(201);
    } finally {
      await app.close();
    }
  });
});

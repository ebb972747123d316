import { describe, expect, it } from "vitest";
import { databaseBeforeMigrationForFile } from "#server/testing/database-before-migration.ts";

const THIS_MIGRATION = "0018-place-version";

const earlier = databaseBeforeMigrationForFile(THIS_MIGRATION);

describe(`migration ${THIS_MIGRATION}`, () => {
  it("starts every existing place at version 1", async () => {
    const email = `version-${process.pid}-${Date.now()}@example.com`;
    const { user } = await earlier.auth.api.signUpEmail({
      body: { email, password: "correct horse battery", name: "Old Timer" },
    });
    const now = "2026-01-05T09:00:00.000Z";
    await earlier.handle.db
      .insertInto("place")
      .values(
        ["Conwy", "Harlech"].map((name) => ({
          userId: user.id,
          name,
          visited: 0,
          duplicateKey: `${name.toLowerCase()}\n`,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();

    const { error } = await earlier.migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const versions = () =>
      earlier.handle.db
        .selectFrom("place")
        .select(["name", "version"])
        .where("userId", "=", user.id)
        .orderBy("name")
        .execute();
    expect(await versions()).toEqual([
      { name: "Conwy", version: 1 },
      { name: "Harlech", version: 1 },
    ]);
  });
});

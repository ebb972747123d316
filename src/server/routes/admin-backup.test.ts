// The system backup carries every place's visits, as the owner's own backup does, so each
// account's places can be brought back whole from it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SystemBackupFile } from "#shared/admin.ts";
import { okJson } from "#shared/api-answer.ts";
import { BACKUP_VERSION, readBackup } from "#shared/backup.ts";
import type { Visit } from "#shared/visit.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newAdmin() {
  const visitor = await t.signedInClient("Ada Admin");
  const { id } = await okJson(visitor.api.auth.user.$get());
  await t.db
    .insertInto("adminGrant")
    .values({ userId: id, grantedAt: new Date().toISOString() })
    .execute();
  return visitor;
}

async function added(response: Response) {
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

/** An owner with a place visited three times, notes and all, and one never visited. */
async function ownerWithVisits(name: string) {
  const owner = await t.signedInClient(name);
  const place = await added(
    await owner.write("POST", "/api/places", {
      name: `${name}'s castle`,
      latitude: 53.1,
      longitude: -4.3,
    }),
  );
  for (const visit of [
    { date: "2019-05-20", note: `With ${name}; "first" time\nin the rain` },
    { date: "2024-08-03" },
    { date: "2024-08-03", note: "Back the same day" },
  ]) {
    await added(await owner.write("POST", `/api/places/${place.id}/visits`, visit));
  }
  await added(await owner.write("POST", "/api/places", { name: `${name}'s wish` }));
  return { owner, userId: (await okJson(owner.api.auth.user.$get())).id };
}

const visitsOf = async (visitor: HttpClient, name: string) => {
  const places = await okJson(visitor.api.places.$get());
  const place = places.find((entry) => entry.name === name);
  const visits = (await (await visitor.get(`/api/places/${place?.id}/visits`)).json()) as Visit[];
  return visits.map(({ date, note }) => ({ date, note }));
};

describe("POST /api/admin/backup and visits", () => {
  it("holds each place's visits, newest first, as the owner's own backup does", async () => {
    const admin = await newAdmin();
    const a = await ownerWithVisits("Aled");
    const b = await ownerWithVisits("Bethan");
    const file = (await (
      await admin.write("POST", "/api/admin/backup")
    ).json()) as SystemBackupFile;

    for (const { owner, userId } of [a, b]) {
      const own = await okJson(owner.api.backup.$get());
      const inSystem = file.places.filter((place) => place.userId === userId);
      expect(inSystem.map(({ userId: _, ...place }) => place)).toEqual(own.places);
    }
    const castle = file.places.find((place) => place.name === "Aled's castle");
    expect(castle?.visits).toEqual([
      { date: "2024-08-03", note: "Back the same day" },
      { date: "2024-08-03", note: null },
      { date: "2019-05-20", note: 'With Aled; "first" time\nin the rain' },
    ]);
    expect(file.places.find((place) => place.name === "Aled's wish")?.visits).toEqual([]);
  });

  it("gives an account's places back with every visit when restored as that account's list", async () => {
    const admin = await newAdmin();
    const { owner, userId } = await ownerWithVisits("Ceri");
    const file = (await (
      await admin.write("POST", "/api/admin/backup")
    ).json()) as SystemBackupFile;
    // The owner's places, cut out of the system backup as a personal backup file.
    const places = file.places.filter((place) => place.userId === userId);
    const reading = readBackup(
      JSON.stringify({ version: BACKUP_VERSION, appName: file.appName, kind: "personal", places }),
    );
    if (!reading.ok) throw new Error(reading.error);
    const fresh = await t.signedInClient();
    expect((await fresh.write("POST", "/api/places/bulk", { places: reading.places })).status).toBe(
      201,
    );
    expect(await visitsOf(fresh, "Ceri's castle")).toEqual(await visitsOf(owner, "Ceri's castle"));
    expect(await visitsOf(fresh, "Ceri's wish")).toEqual([]);
  });
});

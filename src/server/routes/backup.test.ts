import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { type BackupFile, readBackup } from "#shared/backup.ts";
import type { BulkCreateResult } from "#shared/place.ts";
import type { HttpClient, NewPlaceFields } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const backup = (visitor: HttpClient) => okJson(visitor.api.backup.$get());

/** The file as a comparison needs it: without the export's moment and the places' ids. */
const withoutIds = ({ exportedAt: _at, places, ...rest }: BackupFile) => ({
  ...rest,
  places: places.map(({ id: _id, ...place }) => place),
});

/** Deletes the places of the backup; the list is then empty. */
async function deleteAll(visitor: HttpClient, file: BackupFile) {
  for (const place of file.places) {
    expect((await visitor.write("DELETE", `/api/places/${place.id}`)).status).toBe(204);
  }
  expect(await backup(visitor)).toMatchObject({ totalPlaces: 0 });
}

const photoOf = (file: BackupFile, name: string) =>
  file.places.find((place) => place.name === name)?.photoUrl ?? "";

async function sizeOf(photoUrl: string) {
  const bytes = Buffer.from(photoUrl.slice(photoUrl.indexOf(",") + 1), "base64");
  const meta = await sharp(bytes).metadata();
  return [meta.width, meta.height];
}

/** Restores a backup's text the way the app's Restore tab does: read, check, one bulk call. */
async function restore(visitor: HttpClient, text: string): Promise<BulkCreateResult> {
  const reading = readBackup(text);
  if (!reading.ok) throw new Error(reading.error);
  const response = await visitor.write("POST", "/api/places/bulk", { places: reading.places });
  expect(response.status).toBe(201);
  return response.json();
}

/** A photo with detail in it (lossy codecs treat flat colour too kindly to test a round trip). */
async function drawPhoto(seed: number, width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * seed + ((i / width) | 0) * 7) % 251;
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString("base64")}`;
}
/** Each photo drawn once: encoding the 2400 × 1600 one took a second of CPU for every list. */
const drawn = new Map<string, Promise<string>>();
function photoDataUrl(seed: number, width: number, height: number) {
  const key = `${seed} ${width} ${height}`;
  const photo = drawn.get(key) ?? drawPhoto(seed, width, height);
  drawn.set(key, photo);
  return photo;
}

/** A list with every field set, photos, visit dates and text from beyond ASCII. */
async function fillList(visitor: HttpClient) {
  const add = (fields: NewPlaceFields) => okJson(visitor.api.places.$post({ json: fields }));
  const castle = await add({
    name: "Castell Caernarfon 🏰",
    address: "Castle Ditch, Caernarfon LL55 2AY",
    notes: "Climb the Eagle Tower — «worth it»; 日本語 audio guide",
    link: "https://maps.app.goo.gl/Caernarfon?g_st=ic&utm=«x»",
    category: "History & Heritage",
    mood: "Inspired",
    photoUrl: await photoDataUrl(13, 2400, 1600),
  });
  await visitor.write("PATCH", `/api/places/${castle.id}/visit-status`, {
    visited: true,
    visitDate: "2024-08-03",
  });
  // Placed at its town by an import: the backup keeps that the location is approximate.
  await add({
    name: "Ty Hyll",
    address: "Betws-y-Coed",
    mood: "Curious",
    latitude: 53.0926,
    longitude: -3.8003,
    locationApproximate: true,
  });
  await add({
    name: "Loch Ness",
    notes: "Nessie?\nSecond line",
    category: "Outdoors & Nature",
    photoUrl: await photoDataUrl(29, 800, 1200),
  });
}

/**
 * One filled list for the tests that only read it (each upload's photos are encoded again on the
 * server, seconds of CPU per list): a test that changes the list fills its own.
 */
let filled: HttpClient;
beforeAll(async () => {
  filled = await t.signedInClient();
  await fillList(filled);
});

describe("GET /api/backup", () => {
  it("is the backup file format, dated, as a download that is never cached", async () => {
    const response = await filled.api.backup.$get();
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="uk-adventures-backup-\d{4}-\d\d-\d\d\.json"$/,
    );
    const file = await okJson(response);
    expect(file).toEqual({
      exportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: "1.0",
      appName: "UK Adventures",
      kind: "personal",
      totalPlaces: 3,
      places: expect.any(Array),
    });
    expect(Object.keys(file.places[0] ?? {})).toEqual([
      "id",
      "name",
      "address",
      "notes",
      "category",
      "mood",
      "visited",
      "visitedDate",
      "visits",
      "createdAt",
      "photoUrl",
      "latitude",
      "longitude",
      "locationApproximate",
      "link",
    ]);
    const castle = file.places.find((p) => p.name.startsWith("Castell"));
    expect(castle).toMatchObject({
      link: "https://maps.app.goo.gl/Caernarfon?g_st=ic&utm=«x»",
      visited: true,
      visitedDate: "2024-08-03T12:00:00.000Z",
      photoUrl: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(file.places.find((p) => p.name === "Ty Hyll")).toMatchObject({
      photoUrl: null,
      locationApproximate: true,
    });
    expect(castle?.locationApproximate).toBe(false);
  });

  it("holds only the caller's places, and an empty list is still a valid file", async () => {
    expect((await backup(filled)).totalPlaces).toBe(3);
    const bob = await t.signedInClient();
    expect(await backup(bob)).toMatchObject({ totalPlaces: 0, places: [] });
  });

  it("answers 401 signed out", async () => {
    expect((await t.client().get("/api/backup")).status).toBe(401);
  });
});

describe("restore", () => {
  it("round-trips: backup, delete all, restore, backup again gives the same file but ids and date", async () => {
    const alice = await t.signedInClient();
    await fillList(alice);
    const first = await backup(alice);

    await deleteAll(alice, first);

    // The badges the list earned stayed when it was deleted: restoring it earns none again.
    expect(await restore(alice, JSON.stringify(first))).toEqual({
      added: 3,
      skipped: [],
      newAchievements: [],
    });
    const second = await backup(alice);

    expect(withoutIds(second)).toEqual(withoutIds(first));
    expect(second.places.map((p) => p.link)).toContain(
      "https://maps.app.goo.gl/Caernarfon?g_st=ic&utm=«x»",
    );
    expect(second.places.map((p) => p.id)).not.toEqual(first.places.map((p) => p.id));
  });

  it("restores a backup written by hand in the documented format (no photos, no createdAt)", async () => {
    const alice = await t.signedInClient();
    const handWritten = JSON.stringify({
      exportedAt: "2025-05-01T10:00:00.000Z",
      version: "1.0",
      appName: "UK Adventures",
      totalPlaces: 2,
      places: [
        {
          id: 1,
          name: "Giant's Causeway",
          address: "Bushmills",
          notes: null,
          category: "Outdoors & Nature",
          mood: "Excited",
          visited: true,
          visitedDate: "2024-04-20T15:00:00.000Z",
        },
        { id: 2, name: "Titanic Belfast", visited: "false" },
      ],
    });
    expect(await restore(alice, handWritten)).toMatchObject({ added: 2, skipped: [] });
    const [causeway, titanic] = (await backup(alice)).places;
    expect(causeway).toMatchObject({
      name: "Giant's Causeway",
      category: "Outdoors & Nature",
      mood: "Excited",
      visited: true,
      visitedDate: "2024-04-20T15:00:00.000Z",
      photoUrl: null,
    });
    expect(titanic).toMatchObject({
      name: "Titanic Belfast",
      address: null,
      link: null,
      visited: false,
    });
  });

  it("adds nothing when the same backup is restored twice", async () => {
    const alice = await t.signedInClient();
    await fillList(alice);
    const text = JSON.stringify(await backup(alice));
    const again = await restore(alice, text);
    expect(again.added).toBe(0);
    expect(again.skipped.map((s) => s.reason)).toEqual(Array(3).fill("already-in-list"));
    expect((await backup(alice)).totalPlaces).toBe(3);
  });

  it("restores places of one name far apart, and skips them when restored again", async () => {
    const alice = await t.signedInClient();
    const text = JSON.stringify({
      version: "1.0",
      places: [
        { name: "Boots", address: "High St", latitude: 52.628, longitude: 1.2935 },
        { name: "Boots", address: "High St", latitude: 52.6242, longitude: 1.3137 },
        { name: "Boots", address: "High St", latitude: 52.62827, longitude: 1.2935 },
      ],
    });
    const first = await restore(alice, text);
    expect(first).toMatchObject({
      added: 2,
      skipped: [{ index: 2, name: "Boots", reason: "repeated-in-request" }],
    });
    const again = await restore(alice, text);
    expect(again.added).toBe(0);
    expect(again.skipped.map((s) => s.reason)).toEqual(Array(3).fill("already-in-list"));
    expect((await backup(alice)).places.map((p) => p.longitude).sort()).toEqual([1.2935, 1.3137]);
  });

  it("restores another account's backup into this account only, its photos made its own", async () => {
    const alice = filled;
    const alices = await backup(alice);
    const bob = await t.signedInClient();
    expect((await restore(bob, JSON.stringify(alices))).added).toBe(3);
    const bobs = await backup(bob);
    // Photos Alice was given are, to Bob's account, bytes from outside: encoded again, once.
    expect(photoOf(bobs, "Loch Ness") === photoOf(alices, "Loch Ness")).toBe(false);
    expect(await sizeOf(photoOf(bobs, "Loch Ness"))).toEqual([800, 1200]);
    // From then on they are Bob's: his own backup restores byte for byte.
    await deleteAll(bob, bobs);
    await restore(bob, JSON.stringify(bobs));
    expect(withoutIds(await backup(bob))).toEqual(withoutIds(bobs));
    expect((await backup(alice)).totalPlaces).toBe(3);
  });

  it("restores onto a fresh server: photos encoded again once, then round-trip exactly", async () => {
    const file = await backup(filled);
    const fresh = await startTestApp();
    try {
      const newcomer = await fresh.signedInClient();
      await restore(newcomer, JSON.stringify(file));
      const restored = await backup(newcomer);
      expect(photoOf(restored, "Loch Ness") === photoOf(file, "Loch Ness")).toBe(false);
      expect(await sizeOf(photoOf(restored, "Castell Caernarfon 🏰"))).toEqual([1600, 1067]);
      await deleteAll(newcomer, restored);
      await restore(newcomer, JSON.stringify(restored));
      expect(withoutIds(await backup(newcomer))).toEqual(withoutIds(restored));
    } finally {
      await fresh.close();
    }
  });
});

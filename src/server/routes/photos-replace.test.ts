import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageDataUrl } from "../testing/images.ts";
import { createPlace, photoRows, userIdOf } from "../testing/place-requests.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// Replacing and removing a place's photo, and another user's photo. How a photo is taken in,
// kept and served is in photos.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("replacing and removing a photo", () => {
  it("replaces: the new photo is served, the old one's bytes are gone", async () => {
    const alice = await t.signedInClient();
    const owner = await userIdOf(alice);
    const { body: place } = await createPlace(alice, {
      name: "Stonehenge",
      photoUrl: await imageDataUrl(20, 20),
    });
    const response = await alice.write("PATCH", `/api/places/${place.id}`, {
      photoUrl: await imageDataUrl(30, 30),
    });
    const updated = await response.json();
    expect(updated.photoUrl).not.toBe(place.photoUrl);
    expect((await alice.get(place.photoUrl)).status).toBe(404);
    expect((await alice.get(updated.photoUrl)).status).toBe(200);
    expect(await photoRows(t.db, owner)).toEqual([
      { id: Number(updated.photoUrl.split("/").pop()), userId: owner },
    ]);
  });

  it("keeps the photo when photoUrl is omitted or is the current one; refuses another's path", async () => {
    const alice = await t.signedInClient();
    const { body: place } = await createPlace(alice, {
      name: "Kept",
      photoUrl: await imageDataUrl(20, 20),
    });
    const renamed = await (
      await alice.write("PATCH", `/api/places/${place.id}`, { name: "Kept still" })
    ).json();
    expect(renamed.photoUrl).toBe(place.photoUrl);
    const echoed = await alice.write("PATCH", `/api/places/${place.id}`, {
      ...renamed,
      notes: "Sent the whole place back",
    });
    expect((await echoed.json()).photoUrl).toBe(place.photoUrl);
    const other = await alice.write("PATCH", `/api/places/${place.id}`, {
      photoUrl: "/api/photos/1",
    });
    expect(other.status).toBe(400);
  });

  it("removes with photoUrl null, and deleting a place deletes its photo", async () => {
    const alice = await t.signedInClient();
    const owner = await userIdOf(alice);
    const { body: first } = await createPlace(alice, {
      name: "Removed photo",
      photoUrl: await imageDataUrl(20, 20),
    });
    const cleared = await (
      await alice.write("PATCH", `/api/places/${first.id}`, { photoUrl: null })
    ).json();
    expect(cleared.photoUrl).toBeNull();
    expect((await alice.get(first.photoUrl)).status).toBe(404);

    const { body: second } = await createPlace(alice, {
      name: "Deleted place",
      photoUrl: await imageDataUrl(20, 20),
    });
    expect(await photoRows(t.db, owner)).toHaveLength(1);
    expect((await alice.write("DELETE", `/api/places/${second.id}`)).status).toBe(204);
    expect((await alice.get(second.photoUrl)).status).toBe(404);
    expect(await photoRows(t.db, owner)).toEqual([]);
  });
});

describe("another user's photo", () => {
  it("answers 404 like a missing one; signed out answers 401", async () => {
    const alice = await t.signedInClient();
    const mallory = await t.signedInClient();
    const { body: place } = await createPlace(alice, {
      name: "Private",
      photoUrl: await imageDataUrl(20, 20),
    });
    for (const path of [place.photoUrl, `${place.photoUrl}/thumbnail`, "/api/photos/999999"]) {
      const response = await mallory.get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Photo not found", code: "not_found" });
    }
    expect((await t.client().get(place.photoUrl)).status).toBe(401);
  });

  it("cannot put a photo on another user's place: 404, and no bytes are stored", async () => {
    const alice = await t.signedInClient();
    const mallory = await t.signedInClient();
    const { body: place } = await createPlace(alice, { name: "Alice's" });
    const response = await mallory.write("PATCH", `/api/places/${place.id}`, {
      photoUrl: await imageDataUrl(20, 20),
    });
    expect(response.status).toBe(404);
    expect(await photoRows(t.db, await userIdOf(mallory))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import type { Place } from "#shared/place.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Bath's centre: where an import places "Bath Abbey" found by its town. */
const bath = { latitude: 51.38, longitude: -2.36 };

const listed = async (visitor: HttpClient) =>
  Object.fromEntries(
    (await okJson(visitor.api.places.$get())).map((p) => [p.name, p.locationApproximate]),
  );

describe("a place's approximate location", () => {
  it("is kept when a place is added with a location marked approximate, and false otherwise", async () => {
    const alice = await t.signedInClient();
    const marked = await okJson(
      alice.api.places.$post({ json: { name: "Bath Abbey", ...bath, locationApproximate: true } }),
    );
    expect(marked.locationApproximate).toBe(true);
    const exact = await okJson(alice.api.places.$post({ json: { name: "Roman Baths", ...bath } }));
    expect(exact.locationApproximate).toBe(false);
    // Without a location there is nothing to be approximate.
    const nowhere = await okJson(
      alice.api.places.$post({ json: { name: "Pump Room", locationApproximate: true } }),
    );
    expect(nowhere.locationApproximate).toBe(false);
    expect(await listed(alice)).toEqual({
      "Bath Abbey": true,
      "Roman Baths": false,
      "Pump Room": false,
    });
  });

  it("is kept by a bulk import, only for the places with a location", async () => {
    const alice = await t.signedInClient();
    const response = await alice.write("POST", "/api/places/bulk", {
      places: [
        { name: "Bath Abbey", ...bath, locationApproximate: true },
        { name: "Conwy Castle", latitude: 53.28, longitude: -3.8257 },
        { name: "STAND", locationApproximate: true },
      ],
    });
    expect(response.status).toBe(201);
    expect(await listed(alice)).toEqual({
      "Bath Abbey": true,
      "Conwy Castle": false,
      STAND: false,
    });
  });

  it("stays through an edit that leaves the location, and ends when the location is set or cleared", async () => {
    const alice = await t.signedInClient();
    const add = (name: string) =>
      okJson(alice.api.places.$post({ json: { name, ...bath, locationApproximate: true } }));
    const edit = async (id: number, body: Record<string, unknown>) => {
      const response = await alice.write("PATCH", `/api/places/${id}`, body);
      expect(response.status).toBe(200);
      return (await response.json()) as Place;
    };
    const renamed = await add("Bath Abbey");
    expect(await edit(renamed.id, { notes: "Fan vaulting" })).toMatchObject({
      locationApproximate: true,
    });
    const moved = await add("Thermae Bath Spa");
    expect(await edit(moved.id, { latitude: 51.3802, longitude: -2.3615 })).toMatchObject({
      latitude: 51.3802,
      locationApproximate: false,
    });
    const cleared = await add("Holburne Museum");
    expect(await edit(cleared.id, { latitude: null, longitude: null })).toMatchObject({
      latitude: null,
      locationApproximate: false,
    });
    // A change may say so itself.
    expect(await edit(moved.id, { locationApproximate: true })).toMatchObject({
      locationApproximate: true,
    });
  });

  it("answers 400 naming locationApproximate when it is not true or false", async () => {
    const alice = await t.signedInClient();
    const response = await alice.write("POST", "/api/places", {
      name: "Bath Abbey",
      ...bath,
      locationApproximate: "yes",
    });
    expect(response.status).toBe(400);
    expect((await ApiError.from(response)).details).toEqual([
      { field: "locationApproximate", message: "locationApproximate must be true or false" },
    ]);
  });
});

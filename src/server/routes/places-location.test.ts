import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { createPlace } from "../testing/place-requests.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// Where a place is and what it links to, and when two places are the same one. The routes'
// other rules are in places.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newUser = () => t.signedInClient();

describe("a place's location", () => {
  const benNevis = { latitude: 56.796891, longitude: -5.003675 };

  it("is kept to six decimals on create, and read back in the list and the backup", async () => {
    const alice = await newUser();
    const place = await okJson(
      alice.api.places.$post({
        json: { name: "Ben Nevis", latitude: 56.7968912345, longitude: -5.0036751 },
      }),
    );
    expect(place).toMatchObject(benNevis);
    expect(await okJson(alice.api.places.$get())).toEqual([expect.objectContaining(benNevis)]);
    const backup = await okJson(alice.api.backup.$get());
    expect(backup.places[0]).toMatchObject(benNevis);
  });

  it("is moved by PATCH with both, cleared with both null, and kept when left out", async () => {
    const alice = await newUser();
    const { id } = await okJson(alice.api.places.$post({ json: { name: "Skye", ...benNevis } }));
    const patch = (json: Record<string, unknown>) =>
      alice.write("PATCH", `/api/places/${id}`, json);
    const moved = await patch({ latitude: 57.2736, longitude: -6.2155 });
    expect(await moved.json()).toMatchObject({ latitude: 57.2736, longitude: -6.2155 });
    expect(await (await patch({ notes: "Fairy Pools" })).json()).toMatchObject({
      latitude: 57.2736,
      longitude: -6.2155,
    });
    const cleared = await patch({ latitude: null, longitude: null });
    expect(await cleared.json()).toMatchObject({ latitude: null, longitude: null });
  });

  it.each([
    [{ latitude: 56.8 }, "longitude"],
    [{ longitude: -5 }, "latitude"],
    [{ latitude: 90.5, longitude: 0 }, "latitude"],
    [{ latitude: 0, longitude: 181 }, "longitude"],
    [{ latitude: "56.8", longitude: -5 }, "latitude"],
    [{ latitude: 56.8, longitude: null }, "longitude"],
  ])("refuses %j with 400 naming %s, on create, edit and bulk alike", async (location, field) => {
    const alice = await newUser();
    const created = await createPlace(alice, { name: "Ben Nevis", ...location });
    expect(created).toMatchObject({ status: 400, body: { code: "validation_error" } });
    expect(created.body.details).toEqual([expect.objectContaining({ field })]);

    const { id } = await okJson(alice.api.places.$post({ json: { name: "Kept", ...benNevis } }));
    const edited = await alice.write("PATCH", `/api/places/${id}`, location);
    expect(edited.status).toBe(400);
    expect((await ApiError.from(edited)).details).toEqual([expect.objectContaining({ field })]);

    const bulk = await alice.write("POST", "/api/places/bulk", {
      places: [{ name: "Bulk", ...location }],
    });
    expect(bulk.status).toBe(400);
    expect((await ApiError.from(bulk)).details).toEqual([
      expect.objectContaining({ field: `places.0.${field}` }),
    ]);
    // Nothing changed: the kept place still has its location, no other place was added.
    expect(await okJson(alice.api.places.$get())).toEqual([
      expect.objectContaining({ name: "Kept", ...benNevis }),
    ]);
  });

  it("travels through bulk add, and is none for a place without one", async () => {
    const alice = await newUser();
    await okJson(
      alice.api.places.bulk.$post({
        json: { places: [{ name: "Ben Nevis", ...benNevis }, { name: "Somewhere" }] },
      }),
    );
    const list = await okJson(alice.api.places.$get());
    expect(list.find((p) => p.name === "Ben Nevis")).toMatchObject(benNevis);
    expect(list.find((p) => p.name === "Somewhere")).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });
});

describe("a place's link", () => {
  const maps = "https://www.google.com/maps/place/Ben+Nevis/@56.7969,-5.0036,13z";

  it("is stored and returned, kept when left out, and cleared with null or ''", async () => {
    const alice = await newUser();
    const created = await createPlace(alice, { name: "Ben Nevis", link: `  ${maps}  ` });
    expect(created).toMatchObject({ status: 201, body: { link: maps } });
    expect(await okJson(alice.api.places.$get())).toEqual([
      expect.objectContaining({ link: maps }),
    ]);
    const patch = async (json: Record<string, unknown>) =>
      (await alice.write("PATCH", `/api/places/${created.body.id}`, json)).json();
    expect(await patch({ notes: "Take a map" })).toMatchObject({ link: maps });
    const other = "http://example.org/ben-nevis?route=mountain-track&season=summer";
    expect(await patch({ link: other })).toMatchObject({ link: other });
    expect(await patch({ link: null })).toMatchObject({ link: null });
    expect(await patch({ link: maps })).toMatchObject({ link: maps });
    expect(await patch({ link: "" })).toMatchObject({ link: null });
    expect(await okJson(alice.api.places.$get())).toEqual([
      expect.objectContaining({ link: null }),
    ]);
  });

  it("keeps a link of 2,000 characters", async () => {
    const alice = await newUser();
    const longest = `https://example.org/?q=${"x".repeat(PLACE_LIMITS.link - 23)}`;
    expect(longest).toHaveLength(2000);
    expect(await createPlace(alice, { name: "Long", link: longest })).toMatchObject({
      status: 201,
      body: { link: longest },
    });
  });

  it.each([
    ["javascript:alert(1)", "Use a web address that starts with https:// or http://"],
    ["JavaScript:alert(document.cookie)//https://", "Use a web address"],
    ["data:text/html,<script>alert(1)</script>", "Use a web address"],
    ["ftp://example.org/file", "Use a web address"],
    ["www.google.com/maps", "Use a web address"],
    ["https://", "Use a web address"],
    ["https://exa\tmple.org/", "Use a web address"],
    [`https://example.org/${"x".repeat(PLACE_LIMITS.link - 19)}`, "Use at most 2000 characters"],
    [42, "Must be text"],
  ])("refuses %j with 400 naming link, on create, edit and bulk alike", async (link, message) => {
    const alice = await newUser();
    const created = await createPlace(alice, { name: "Ben Nevis", link });
    expect(created).toMatchObject({ status: 400, body: { code: "validation_error" } });
    expect(created.body.details).toEqual([
      { field: "link", message: expect.stringContaining(message) },
    ]);

    const { id } = await okJson(alice.api.places.$post({ json: { name: "Kept", link: maps } }));
    const edited = await alice.write("PATCH", `/api/places/${id}`, { link });
    expect(edited.status).toBe(400);
    expect((await ApiError.from(edited)).details).toEqual([
      expect.objectContaining({ field: "link" }),
    ]);

    const bulk = await alice.write("POST", "/api/places/bulk", {
      places: [{ name: "Bulk", link }],
    });
    expect(bulk.status).toBe(400);
    expect((await ApiError.from(bulk)).details).toEqual([
      expect.objectContaining({ field: "places.0.link" }),
    ]);
    expect(await okJson(alice.api.places.$get())).toEqual([
      expect.objectContaining({ name: "Kept", link: maps }),
    ]);
  });
});

describe("the same place", () => {
  // Two Boots on one street name, 2 km apart; a point 30 m from the first.
  const boots = { latitude: 51.5154, longitude: -0.141 };
  const twoKmNorth = { latitude: 51.5334, longitude: -0.141 };
  const thirtyMetres = { latitude: 51.51567, longitude: -0.141 };
  const DUPLICATE = { message: "This place is already in your list!", code: "conflict" };

  it("is refused when added within 100 m; the same name 2 km away is another place", async () => {
    const alice = await newUser();
    expect(
      (await createPlace(alice, { name: "Boots", address: "Oxford St", ...boots })).status,
    ).toBe(201);
    expect(
      (await createPlace(alice, { name: "boots ", address: "OXFORD ST", ...twoKmNorth })).status,
    ).toBe(201);
    expect(
      await createPlace(alice, { name: "Boots", address: "Oxford St", ...thirtyMetres }),
    ).toEqual({
      status: 409,
      body: DUPLICATE,
    });
    // Without a position, the name and address decide.
    expect(await createPlace(alice, { name: "Boots", address: "Oxford St" })).toEqual({
      status: 409,
      body: DUPLICATE,
    });
    expect((await createPlace(alice, { name: "Eden Project" })).status).toBe(201);
    expect(await createPlace(alice, { name: "Eden Project", ...boots })).toEqual({
      status: 409,
      body: DUPLICATE,
    });
    expect((await okJson(alice.api.places.$get())).map((p) => p.name).sort()).toEqual([
      "Boots",
      "Eden Project",
      "boots",
    ]);
  });

  it("is refused when an edit would make one, and an edit that keeps name and place is not", async () => {
    const alice = await newUser();
    const patch = async (id: number, json: Record<string, unknown>) => {
      const response = await alice.write("PATCH", `/api/places/${id}`, json);
      return { status: response.status, body: await response.json() };
    };
    await createPlace(alice, { name: "Boots", ...boots });
    const { body: chemist } = await createPlace(alice, { name: "Chemist", ...twoKmNorth });
    const { body: unplaced } = await createPlace(alice, { name: "Superdrug" });
    // Renamed, it is another Boots 2 km away; moved next to the first, it is the same.
    expect((await patch(chemist.id, { name: "BOOTS" })).status).toBe(200);
    expect(await patch(chemist.id, thirtyMetres)).toEqual({ status: 409, body: DUPLICATE });
    expect((await patch(chemist.id, { notes: "Opens at 8" })).status).toBe(200);
    expect(await patch(unplaced.id, { name: "Boots" })).toEqual({ status: 409, body: DUPLICATE });
    const list = await okJson(alice.api.places.$get());
    expect(list.find((p) => p.id === chemist.id)).toMatchObject({
      name: "BOOTS",
      notes: "Opens at 8",
      ...twoKmNorth,
    });
    expect(list.find((p) => p.id === unplaced.id)?.name).toBe("Superdrug");
  });

  it("is added once however many adds of it arrive at once", async () => {
    const alice = await newUser();
    const answers = await Promise.all(
      [boots, thirtyMetres, twoKmNorth, twoKmNorth, boots].map((at) =>
        createPlace(alice, { name: "Boots", ...at }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const list = await okJson(alice.api.places.$get());
    expect(list).toHaveLength(2);
    expect(list.filter((p) => p.latitude === twoKmNorth.latitude)).toHaveLength(1);
  });
});

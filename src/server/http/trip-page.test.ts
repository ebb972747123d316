import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TripDetail } from "#shared/trip.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { shellPageOf, signedInPageBuild } from "../testing/signed-in-page.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// A trip's page with its days and stops in the shell: the renderer as the build makes it,
// around an app page of the build's shape, served by the real app.
let build: Awaited<ReturnType<typeof signedInPageBuild>>;
let t: TestApp;
let owner: HttpClient;
let trip: TripDetail;

beforeAll(async () => {
  build = await signedInPageBuild("trip-page");
  t = await startTestApp({ clientDir: build.clientDir });
  owner = await t.signedInClient();
  const places = [
    { name: "St Davids Cathedral", latitude: 51.882, longitude: -5.269 },
    { name: "<b>Whitesands</b> Bay", latitude: 51.897, longitude: -5.296 },
    { name: "Tenby Harbour", latitude: 51.673, longitude: -4.701 },
  ];
  const added = await owner.write("POST", "/api/places/bulk", { places });
  expect(added.status).toBe(201);
  const ids = ((await (await owner.get("/api/places")).json()) as { id: number; name: string }[])
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((place) => place.id);
  const made = await owner.write("POST", "/api/trips", {
    name: "Pembrokeshire weekend",
    startDate: "2026-06-13",
    endDate: "2026-06-14",
    notes: "Pack boots",
  });
  const { id } = (await made.json()) as TripDetail;
  const [whitesands, stDavids, tenby] = ids;
  const planned = await owner.write("PUT", `/api/trips/${id}/plan`, {
    days: [
      { stops: [{ placeId: stDavids }, { placeId: whitesands, note: "Swim if warm" }] },
      { stops: [{ placeId: tenby }] },
    ],
    unscheduled: [],
  });
  expect(planned.status).toBe(200);
  trip = (await planned.json()) as TripDetail;
}, 120_000);
afterAll(async () => {
  await t?.close();
  build?.remove();
});

describe("GET /trips/{id} for the trip's owner", () => {
  it("carries the trip's days and stops in order, and hints the trip's answer", async () => {
    const response = await owner.get(`/trips/${trip.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toMatch(/\bcookie\b/);
    const { html, shell } = await shellPageOf(response);
    expect(shell).toContain("Pembrokeshire weekend");
    expect(shell).toContain("Pack boots");
    const stops = [...(shell ?? "").matchAll(/data-stop-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(stops).toEqual(trip.days.flatMap((day) => day.stops.map((stop) => stop.id)));
    const names = [...(shell ?? "").matchAll(/aria-label="\d+\. ([^"]*)"/g)].map((m) => m[1]);
    expect(names).toEqual([
      "St Davids Cathedral",
      "&lt;b&gt;Whitesands&lt;/b&gt; Bay",
      "Tenby Harbour",
    ]);
    expect(shell).not.toContain("<b>");
    expect(html).toContain(`<link rel="preload" as="fetch" href="/api/trips/${trip.id}"`);
  });

  it("shows the distances between stops in the unit the visitor chose on Options", async () => {
    const legs = async () => {
      const { shell } = await shellPageOf(await owner.get(`/trips/${trip.id}`));
      return [...(shell ?? "").matchAll(/data-testid="day-total">([^<]*)</g)].map((m) => m[1]);
    };
    const inMiles = await legs();
    expect(inMiles.length).toBeGreaterThan(0);
    for (const total of inMiles) expect(total).toMatch(/ mi\b/);
    owner.setCookie("distance-unit", "km");
    try {
      for (const total of await legs()) expect(total).toMatch(/ km\b/);
      owner.setCookie("distance-unit", "furlongs");
      expect(await legs()).toEqual(inMiles);
    } finally {
      owner.setCookie("distance-unit", "mi");
    }
  });

  it("leaves another user's trip, a missing one and a signed-out visitor to the app's page", async () => {
    const stranger = await t.signedInClient();
    for (const [visitor, address] of [
      [stranger, `/trips/${trip.id}`],
      [owner, `/trips/${trip.id + 1000}`],
      [owner, "/trips/0"],
      [owner, "/trips/1e3"],
      [t.client(), `/trips/${trip.id}`],
    ] as const) {
      const { html, shell } = await shellPageOf(await visitor.get(address));
      expect(shell, address).toBeNull();
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain("Pembrokeshire weekend");
    }
  });
});

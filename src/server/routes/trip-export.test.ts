import { gpx } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TripDetail } from "#shared/trip.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// The trip exports, each read back by a parser of its own format that is not ours:
// togeojson for GPX, ical.js for iCalendar, JSON for GeoJSON.

let t: TestApp;
let alice: HttpClient;
let trip: TripDetail;
let places: Record<string, number>;

async function newPlace(name: string, extra: Record<string, unknown>) {
  const response = await alice.write("POST", "/api/places", { name, ...extra });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.signedInClient();
  places = {
    tenby: await newPlace("Tenby & <Harbour>", {
      latitude: 51.6727,
      longitude: -4.7004,
      category: "Outdoors & Nature",
    }),
    stDavids: await newPlace('St Davids; Cathedral, "old"', {
      latitude: 51.8818,
      longitude: -5.2661,
    }),
    skomer: await newPlace("Skomer", { latitude: 51.7363, longitude: -5.2961 }),
    nowhere: await newPlace("Somewhere unplaced", {}),
  };
  const created = await alice.write("POST", "/api/trips", {
    name: "Pembrokeshire: coast & islands",
    startDate: "2025-06-14",
    endDate: "2025-06-16",
  });
  const { id } = (await created.json()) as { id: number };
  const planned = await alice.write("PUT", `/api/trips/${id}/plan`, {
    days: [
      {
        stops: [
          { placeId: places.tenby, note: "Swim; then chips, by the harbour" },
          { placeId: places.stDavids },
          { placeId: places.nowhere },
        ],
      },
      { stops: [] },
      { stops: [{ placeId: places.skomer, note: "Boat at 10:00 — book ahead ".repeat(6) }] },
    ],
    unscheduled: [{ placeId: places.skomer }],
  });
  trip = (await planned.json()) as TripDetail;
});
afterAll(() => t.close());

const download = (id: number, format: string) =>
  alice.get(`/api/trips/${id}/export?format=${format}`);

describe("the GPX export", () => {
  it("has every located stop as a waypoint and one route per day, in stop order", async () => {
    const response = await download(trip.id, "gpx");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/gpx\+xml/);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="pembrokeshire-coast-islands.gpx"',
    );
    const text = await response.text();
    const document = new DOMParser().parseFromString(text, "text/xml");
    const features = gpx(document).features;
    const points = features.filter((f) => f.geometry?.type === "Point");
    expect(points.map((f) => f.properties?.name)).toEqual([
      "Tenby & <Harbour>",
      'St Davids; Cathedral, "old"',
      "Skomer",
      "Skomer",
    ]);
    expect(points[0]?.geometry).toEqual({ type: "Point", coordinates: [-4.7004, 51.6727] });
    expect(points[0]?.properties?.desc).toBe("Swim; then chips, by the harbour");

    // togeojson makes a line of a route of two points or more: day 1 here.
    const routes = features.filter((f) => f.geometry?.type === "LineString");
    expect(routes.map((f) => f.properties?.name)).toEqual(["Day 1 · Sat 14 Jun"]);
    expect(routes[0]?.geometry).toEqual({
      type: "LineString",
      coordinates: [
        [-4.7004, 51.6727],
        [-5.2661, 51.8818],
      ],
    });
    // Every day is a route of its own, the empty one too.
    const names = Array.from(document.getElementsByTagName("rte")).map(
      (rte) => rte.getElementsByTagName("name")[0]?.textContent,
    );
    expect(names).toEqual(["Day 1 · Sat 14 Jun", "Day 2 · Sun 15 Jun", "Day 3 · Mon 16 Jun"]);
    const pointsPerDay = Array.from(document.getElementsByTagName("rte")).map(
      (rte) => rte.getElementsByTagName("rtept").length,
    );
    expect(pointsPerDay).toEqual([2, 0, 1]);
  });
});

describe("the iCalendar export", () => {
  it("has an all-day event per day with its stops, links and a reminder the evening before", async () => {
    const response = await download(trip.id, "ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="pembrokeshire-coast-islands.ics"',
    );
    const text = await response.text();
    // RFC 5545: CRLF line ends, each line at most 75 octets.
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }

    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.startDate.toString())).toEqual([
      "2025-06-14",
      "2025-06-15",
      "2025-06-16",
    ]);
    expect(events.every((event) => event.startDate.isDate)).toBe(true);
    expect(events.map((event) => event.endDate.toString())).toEqual([
      "2025-06-15",
      "2025-06-16",
      "2025-06-17",
    ]);
    expect(events[0]?.summary).toBe("Pembrokeshire: coast & islands: Day 1 · Sat 14 Jun");
    expect(events[0]?.description).toBe(
      [
        "1. Tenby & <Harbour>",
        "Swim; then chips, by the harbour",
        "Directions: https://www.openstreetmap.org/directions?route=%3B51.6727%2C-4.7004",
        "",
        '2. St Davids; Cathedral, "old"',
        "Directions: https://www.openstreetmap.org/directions?route=%3B51.8818%2C-5.2661",
        "",
        "3. Somewhere unplaced",
      ].join("\n"),
    );
    expect(events[1]?.description).toBe("No stops planned for this day.");
    expect(events[2]?.description).toContain("Boat at 10:00 — book ahead Boat at 10:00");

    const alarms = calendar
      .getAllSubcomponents("vevent")
      .map((vevent) => vevent.getFirstSubcomponent("valarm"));
    // 18:00 BST on the evening before each day is 17:00 UTC.
    expect(alarms.map((alarm) => alarm?.getFirstPropertyValue("trigger")?.toString())).toEqual([
      "2025-06-13T17:00:00Z",
      "2025-06-14T17:00:00Z",
      "2025-06-15T17:00:00Z",
    ]);
    expect(alarms[0]?.getFirstPropertyValue("action")).toBe("DISPLAY");
  });

  it("puts the reminder at 18:00 GMT in winter", async () => {
    const created = await alice.write("POST", "/api/trips", {
      name: "Winter",
      startDate: "2025-12-01",
      endDate: "2025-12-01",
    });
    const { id } = (await created.json()) as { id: number };
    const calendar = new ICAL.Component(ICAL.parse(await (await download(id, "ics")).text()));
    const alarm = calendar.getFirstSubcomponent("vevent")?.getFirstSubcomponent("valarm");
    expect(alarm?.getFirstPropertyValue("trigger")?.toString()).toBe("2025-11-30T18:00:00Z");
  });

  it("answers 409 for a trip with no dates", async () => {
    const created = await alice.write("POST", "/api/trips", { name: "Some day" });
    const { id } = (await created.json()) as { id: number };
    const response = await download(id, "ics");
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "conflict" });
  });
});

describe("the GeoJSON export", () => {
  it("has a point per located stop with its day and order, and a line per day", async () => {
    const response = await download(trip.id, "geojson");
    expect(response.headers.get("content-type")).toMatch(/^application\/geo\+json/);
    const collection = await response.json();
    expect(collection.type).toBe("FeatureCollection");
    const points = collection.features.filter(
      (f: { geometry: { type: string } }) => f.geometry.type === "Point",
    );
    expect(points.map((f: { properties: object }) => f.properties)).toEqual([
      expect.objectContaining({
        name: "Tenby & <Harbour>",
        day: 1,
        order: 1,
        dayLabel: "Day 1 · Sat 14 Jun",
      }),
      expect.objectContaining({ name: 'St Davids; Cathedral, "old"', day: 1, order: 2 }),
      expect.objectContaining({ name: "Skomer", day: 3, order: 1 }),
      expect.objectContaining({ name: "Skomer", day: null, order: 1 }),
    ]);
    const lines = collection.features.filter(
      (f: { geometry: { type: string } }) => f.geometry.type === "LineString",
    );
    expect(lines).toHaveLength(1);
    expect(lines[0].properties).toEqual({ kind: "day", day: 1, dayLabel: "Day 1 · Sat 14 Jun" });
  });
});

describe("an export request", () => {
  it("names the format when it is missing or unknown", async () => {
    for (const format of ["", "kml", "GPX"]) {
      const response = await download(trip.id, format);
      expect(response.status).toBe(400);
      expect((await response.json()).details[0].field).toBe("format");
    }
  });
});

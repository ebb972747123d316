import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { londonYear, type Stats, type StatsPlacesAnswer } from "#shared/stats.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const EDINBURGH = { latitude: 55.9533, longitude: -3.1883 };
const CARDIFF = { latitude: 51.4816, longitude: -3.1791 };
const BELFAST = { latitude: 54.5973, longitude: -5.9301 };
const TOKYO = { latitude: 35.6762, longitude: 139.6503 };

const visits = (...dates: (string | null)[]) => dates.map((date) => ({ date, note: null }));

/**
 * Alice's places, as a restore brings them back: when each was added, where it is and its
 * visits. The counts each test expects are worked out by hand from this list.
 */
const ALICE = [
  // A repeat in 2025: first visited in 2024.
  {
    name: "Tower of London",
    category: "History & Heritage",
    ...LONDON,
    createdAt: "2024-06-10T10:00:00.000Z",
    visits: visits("2024-06-10", "2025-03-15", "2025-03-20"),
  },
  // First visited in 2025; added in the first half hour of the year.
  {
    name: "Edinburgh Castle",
    category: "History & Heritage",
    ...EDINBURGH,
    createdAt: "2025-01-01T00:30:00.000Z",
    visits: visits("2025-01-02", "2025-08-09"),
  },
  // Added at 00:30 on 1 April in the UK (summer time), 23:30 on 31 March in UTC.
  {
    name: "Cardiff Bay",
    category: "Outdoors & Nature",
    ...CARDIFF,
    createdAt: "2025-03-31T23:30:00.000Z",
    visits: visits("2025-04-01"),
  },
  // To visit, in Northern Ireland; added on the last minute of 2025 (GMT).
  {
    name: "Belfast Castle",
    ...BELFAST,
    createdAt: "2025-12-31T23:59:00.000Z",
  },
  // No location; a visit of unknown day, so its first visit is unknown too.
  {
    name: "Somewhere",
    category: "Food & Drink",
    createdAt: "2026-02-01T10:00:00.000Z",
    visits: visits(null, "2025-05-05"),
  },
  // Far from every UK town: in no nation.
  {
    name: "Senso-ji",
    category: "Arts & Culture",
    ...TOKYO,
    createdAt: "2023-05-05T12:00:00.000Z",
    visits: visits("2023-05-05"),
  },
  // To visit, in England.
  {
    name: "British Museum",
    category: "Arts & Culture",
    latitude: 51.5194,
    longitude: -0.127,
    createdAt: "2024-11-11T09:00:00.000Z",
  },
];

/** Someone else's places, on the same days: never counted in Alice's figures. */
const BOB = [
  {
    name: "Tower of London",
    category: "History & Heritage",
    ...LONDON,
    createdAt: "2025-03-01T10:00:00.000Z",
    visits: visits("2025-03-15", "2025-01-02"),
  },
  { name: "Cardiff Castle", ...CARDIFF, createdAt: "2022-01-01T10:00:00.000Z" },
];

async function restore(visitor: HttpClient, places: unknown[]) {
  const response = await visitor.write("POST", "/api/places/bulk", { places });
  expect(response.status).toBe(201);
}

async function statsOf(visitor: HttpClient, query = ""): Promise<Stats> {
  const response = await visitor.get(`/api/stats${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Stats;
}

const empty = (month: string) => ({ month, visits: 0, placesVisited: 0, added: 0 });
const monthsWith = (year: number, figures: Record<string, Partial<Stats["months"][number]>>) =>
  Array.from({ length: 12 }, (_, i) => {
    const month = `${year}-${String(i + 1).padStart(2, "0")}`;
    return { ...empty(month), ...figures[month] };
  });

let alice: HttpClient;
// The first write with a location loads the UK's towns, extracted afresh without a build.
beforeAll(async () => {
  alice = await t.signedInClient();
  await restore(alice, ALICE);
  await restore(await t.signedInClient(), BOB);
}, 60_000);

describe("GET /api/stats", () => {
  it("counts a year's visits, first visits and places added by UK month", async () => {
    const stats = await statsOf(alice, "?year=2025");
    expect(stats).toEqual({
      year: 2025,
      years: [2026, 2025, 2024, 2023],
      totals: { visits: 6, placesVisited: 4, firstVisits: 2, added: 3 },
      months: monthsWith(2025, {
        "2025-01": { visits: 1, placesVisited: 1, added: 1 },
        "2025-03": { visits: 2, placesVisited: 1 },
        "2025-04": { visits: 1, placesVisited: 1, added: 1 },
        "2025-05": { visits: 1, placesVisited: 1 },
        "2025-08": { visits: 1, placesVisited: 1 },
        "2025-12": { added: 1 },
      }),
      byCategory: [
        { category: "History & Heritage", visits: 4 },
        { category: "Food & Drink", visits: 1 },
        { category: "Outdoors & Nature", visits: 1 },
      ],
      byNation: [
        { nation: "England", visited: 1, toVisit: 1 },
        { nation: "Scotland", visited: 1, toVisit: 0 },
        { nation: "Wales", visited: 1, toVisit: 0 },
        { nation: "Northern Ireland", visited: 0, toVisit: 1 },
      ],
    } satisfies Stats);
  });

  it("lists the places visited each month at /api/stats/places", async () => {
    const response = await alice.get("/api/stats/places?year=2025");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      year: 2025,
      // Each place once a month, however often visited in it; Bob's Tower never.
      monthPlaces: [
        { month: "2025-01", places: [{ id: expect.any(Number), name: "Edinburgh Castle" }] },
        { month: "2025-03", places: [{ id: expect.any(Number), name: "Tower of London" }] },
        { month: "2025-04", places: [{ id: expect.any(Number), name: "Cardiff Bay" }] },
        { month: "2025-05", places: [{ id: expect.any(Number), name: "Somewhere" }] },
        { month: "2025-08", places: [{ id: expect.any(Number), name: "Edinburgh Castle" }] },
      ],
    } satisfies StatsPlacesAnswer);
  });

  it("switches year; places by nation stay the same", async () => {
    const [earlier, later, all] = await Promise.all([
      statsOf(alice, "?year=2024"),
      statsOf(alice, "?year=2026"),
      statsOf(alice, "?year=2025"),
    ]);
    expect(earlier.totals).toEqual({ visits: 1, placesVisited: 1, firstVisits: 1, added: 2 });
    expect(earlier.months).toEqual(
      monthsWith(2024, {
        "2024-06": { visits: 1, placesVisited: 1, added: 1 },
        "2024-11": { added: 1 },
      }),
    );
    expect(earlier.byCategory).toEqual([{ category: "History & Heritage", visits: 1 }]);
    expect(later.totals).toEqual({ visits: 0, placesVisited: 0, firstVisits: 0, added: 1 });
    expect(later.months[1]).toEqual({ month: "2026-02", visits: 0, placesVisited: 0, added: 1 });
    expect(later.byCategory).toEqual([]);
    expect(earlier.byNation).toEqual(all.byNation);
    expect(later.byNation).toEqual(all.byNation);
    expect(later.years).toEqual(all.years);
  });

  it("answers the year it is in the UK when none is asked for", async () => {
    const year = londonYear();
    expect(await statsOf(alice)).toEqual(await statsOf(alice, `?year=${year}`));
  });

  it("answers zeros, four nations and no years for someone with no places", async () => {
    const stats = await statsOf(await t.signedInClient(), "?year=2025");
    expect(stats.years).toEqual([]);
    expect(stats.totals).toEqual({ visits: 0, placesVisited: 0, firstVisits: 0, added: 0 });
    expect(stats.months).toEqual(monthsWith(2025, {}));
    expect(stats.byNation.map((row) => [row.nation, row.visited, row.toVisit])).toEqual([
      ["England", 0, 0],
      ["Scotland", 0, 0],
      ["Wales", 0, 0],
      ["Northern Ireland", 0, 0],
    ]);
  });

  it("refuses a year that is not one, naming the field", async () => {
    for (const year of ["abc", "25", "20251", "1899", String(londonYear() + 2), "2025.0", ""]) {
      for (const path of ["/api/stats", "/api/stats/places"]) {
        const response = await alice.get(`${path}?year=${year}`);
        expect(response.status, `${path} ${year}`).toBe(400);
        const body = (await response.json()) as { details: { field: string }[] };
        expect(body.details.map((detail) => detail.field)).toEqual(["year"]);
      }
    }
  });

  it("keeps each place's nation with its location on every write", async () => {
    const visitor = await t.signedInClient();
    const nationOf = async (name: string) =>
      (
        await t.db
          .selectFrom("place")
          .innerJoin("user", "user.id", "place.userId")
          .select("place.nation")
          .where("place.name", "=", name)
          .where("user.email", "=", (await (await visitor.get("/api/auth/user")).json()).email)
          .executeTakeFirstOrThrow()
      ).nation;
    const created = await visitor.write("POST", "/api/places", { name: "Harbour", ...BELFAST });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await nationOf("Harbour")).toBe("Northern Ireland");

    await visitor.write("PATCH", `/api/places/${id}`, { ...EDINBURGH });
    expect(await nationOf("Harbour")).toBe("Scotland");
    // A change that leaves the location alone leaves the nation.
    await visitor.write("PATCH", `/api/places/${id}`, { notes: "Windy" });
    expect(await nationOf("Harbour")).toBe("Scotland");
    await visitor.write("PATCH", `/api/places/${id}`, { latitude: null, longitude: null });
    expect(await nationOf("Harbour")).toBeNull();

    await restore(visitor, [{ name: "Bay", ...CARDIFF }, { name: "Nowhere" }]);
    expect(await nationOf("Bay")).toBe("Wales");
    expect(await nationOf("Nowhere")).toBeNull();
  });
});

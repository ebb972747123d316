import { describe, expect, it } from "vitest";
import {
  countPlaces,
  distanceFrom,
  listStateFrom,
  matchesSearch,
  PAGE_SIZE,
  paginate,
  selectPlaces,
} from "./place-list.ts";

const place = (
  name: string,
  createdAt: string,
  extra: {
    address?: string;
    category?: string;
    visited?: boolean;
    at?: { latitude: number; longitude: number };
  } = {},
) => ({
  name,
  createdAt,
  address: extra.address ?? null,
  category: extra.category ?? null,
  visited: extra.visited ?? false,
  latitude: extra.at?.latitude ?? null,
  longitude: extra.at?.longitude ?? null,
});

const places: ReturnType<typeof place>[] = [
  place("York Minster", "2026-03-01T10:00:00.000Z", {
    category: "History & Heritage",
    visited: true,
  }),
  place("eden project", "2026-02-01T10:00:00.000Z", { address: "Bodelva, Cornwall" }),
  place("Ártá gallery", "2026-04-01T10:00:00.000Z", { category: "Arts & Culture" }),
  place("Cornwall Pub", "2026-01-01T10:00:00.000Z", { visited: true }),
];
const names = (list: { name: string }[]) => list.map((p) => p.name);

describe("countPlaces", () => {
  it("counts all, visited and unvisited", () => {
    expect(countPlaces(places)).toEqual({ all: 4, visited: 2, unvisited: 2 });
    expect(countPlaces([])).toEqual({ all: 0, visited: 0, unvisited: 0 });
  });
});

describe("matchesSearch", () => {
  it("matches a case-insensitive substring of name, address or category", () => {
    const [york, eden] = places as [(typeof places)[0], (typeof places)[0]];
    expect(matchesSearch(york, "minst")).toBe(true);
    expect(matchesSearch(eden, "CORNWALL")).toBe(true);
    expect(matchesSearch(york, "heritage")).toBe(true);
    expect(matchesSearch(york, "cornwall")).toBe(false);
    expect(matchesSearch(york, "   ")).toBe(true);
  });

  it("ignores accents and case on the name, address and category", () => {
    const tyHyll = place("Tŷ Hyll", "2026-03-01T10:00:00.000Z", {
      address: "Capel Curig, Betws-y-Coed",
      category: "History & Heritage",
    });
    const beaumaris = place("Beaumaris Castle", "2026-03-01T10:00:00.000Z", {
      address: "Beaumaris, Ynys Môn",
    });
    const cafe = place("Sunny Café", "2026-03-01T10:00:00.000Z", { category: "Food & Drink" });
    expect(matchesSearch(tyHyll, "ty hyll")).toBe(true);
    expect(matchesSearch(tyHyll, "TY HYLL")).toBe(true);
    expect(matchesSearch(tyHyll, "tŷ")).toBe(true);
    expect(matchesSearch(beaumaris, "mon")).toBe(true);
    expect(matchesSearch(beaumaris, "Ynys Mon")).toBe(true);
    expect(matchesSearch(beaumaris, "ynys môn")).toBe(true);
    expect(matchesSearch(cafe, "cafe")).toBe(true);
    expect(matchesSearch(cafe, "CAFÉ")).toBe(true);
    // An accent typed that the place lacks is ignored too.
    expect(matchesSearch(place("Cafe Nero", "2026-03-01T10:00:00.000Z"), "café")).toBe(true);
    expect(matchesSearch(tyHyll, "heritage")).toBe(true);
    expect(matchesSearch(tyHyll, "betws y coed")).toBe(true);
    expect(matchesSearch(tyHyll, "mon")).toBe(false);
  });

  it("ignores dots, apostrophes and other punctuation, but never runs one field into the next", () => {
    const stIves = place("St. Ives Harbour", "2026-03-01T10:00:00.000Z", { address: "Cornwall" });
    const causeway = place("Giant's Causeway", "2026-03-01T10:00:00.000Z", {
      category: "Outdoors & Nature",
    });
    expect(matchesSearch(stIves, "st ives")).toBe(true);
    expect(matchesSearch(stIves, "St. Ives")).toBe(true);
    expect(matchesSearch(causeway, "giants causeway")).toBe(true);
    expect(matchesSearch(causeway, "giant’s")).toBe(true);
    expect(matchesSearch(causeway, "outdoors & nature")).toBe(true);
    expect(matchesSearch(stIves, "harbour cornwall")).toBe(false);
    // Punctuation alone is looked for as typed.
    expect(matchesSearch(causeway, "&")).toBe(true);
    expect(matchesSearch(stIves, "&")).toBe(false);
  });

  it("sees a place's new name once it changes", () => {
    const renamed = { ...place("Plas Newydd", "2026-03-01T10:00:00.000Z") };
    expect(matchesSearch(renamed, "plas")).toBe(true);
    renamed.name = "Tŷ Mawr";
    expect(matchesSearch(renamed, "plas")).toBe(false);
    expect(matchesSearch(renamed, "ty mawr")).toBe(true);
  });
});

describe("selectPlaces", () => {
  it("filters, searches and sorts newest first or A-Z", () => {
    const all = { filter: "all", query: "", sort: "date" } as const;
    expect(names(selectPlaces(places, all))).toEqual([
      "Ártá gallery",
      "York Minster",
      "eden project",
      "Cornwall Pub",
    ]);
    expect(names(selectPlaces(places, { ...all, sort: "name" }))).toEqual([
      "Ártá gallery",
      "Cornwall Pub",
      "eden project",
      "York Minster",
    ]);
    expect(names(selectPlaces(places, { ...all, filter: "visited" }))).toEqual([
      "York Minster",
      "Cornwall Pub",
    ]);
    expect(names(selectPlaces(places, { ...all, filter: "unvisited", query: "cornwall" }))).toEqual(
      ["eden project"],
    );
    expect(names(selectPlaces(places, { ...all, query: "arta" }))).toEqual(["Ártá gallery"]);
  });

  it("sorts nearest first from a point, places without a location last", () => {
    const located = [
      place("No location", "2026-05-01T10:00:00.000Z"),
      place("Edinburgh Castle", "2026-01-01T10:00:00.000Z", {
        at: { latitude: 55.9486, longitude: -3.1999 },
      }),
      place("Tower of London", "2026-02-01T10:00:00.000Z", {
        at: { latitude: 51.5081, longitude: -0.0759 },
      }),
      place("Stonehenge", "2026-03-01T10:00:00.000Z", {
        at: { latitude: 51.1789, longitude: -1.8262 },
      }),
    ];
    const fromBath = { latitude: 51.3811, longitude: -2.359 };
    const sorted = selectPlaces(located, {
      filter: "all",
      query: "",
      sort: "distance",
      from: fromBath,
    });
    expect(names(sorted)).toEqual([
      "Stonehenge",
      "Tower of London",
      "Edinburgh Castle",
      "No location",
    ]);
    const [noLocation, , , stonehenge] = located;
    // Bath to Stonehenge is about 43 km as the crow flies.
    expect(stonehenge && distanceFrom(fromBath, stonehenge)).toBeCloseTo(43.3, 0);
    expect(noLocation && distanceFrom(fromBath, noLocation)).toBe(Number.POSITIVE_INFINITY);
    // Until the browser says where it is, a distance sort keeps the newest first.
    expect(names(selectPlaces(located, { filter: "all", query: "", sort: "distance" }))[0]).toBe(
      "No location",
    );
  });

  it("does not reorder the list it was given", () => {
    const copy = [...places];
    selectPlaces(places, { filter: "all", query: "", sort: "name" });
    expect(places).toEqual(copy);
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it("gives pages of ten with their positions", () => {
    expect(PAGE_SIZE).toBe(10);
    expect(paginate(items, 1)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 10, total: 23 });
    const last = paginate(items, 3);
    expect(last).toMatchObject({ page: 3, from: 21, to: 23 });
    expect(last.items).toEqual([21, 22, 23]);
  });

  it("clamps a page out of range, and copes with an empty list", () => {
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, Number.NaN).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});

describe("listStateFrom", () => {
  it("reads the filter, sort, search and page from the address", () => {
    expect(listStateFrom(new URLSearchParams("filter=visited&sort=name&q=pub&page=2"))).toEqual({
      filter: "visited",
      sort: "name",
      query: "pub",
      page: 2,
    });
  });

  it("opens on every place, newest first, page 1, search closed", () => {
    expect(listStateFrom(new URLSearchParams(""))).toEqual({
      filter: "all",
      sort: "date",
      query: null,
      page: 1,
    });
  });

  it("falls back from values it does not know", () => {
    const state = listStateFrom(new URLSearchParams("filter=secret&sort=price&page=x"));
    expect(state).toMatchObject({ filter: "all", sort: "date", query: null });
    expect(paginate([1, 2, 3], state.page).page).toBe(1);
  });
});

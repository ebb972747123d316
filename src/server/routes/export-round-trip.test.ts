// A list exported in each format and imported into another account comes back with every
// visit, each with its day and note, in order; the export reads the visits as they are now.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_FORMAT_NAMES, type ExportFormatName } from "#shared/export-formats/formats.ts";
import { readPlaces } from "#shared/import-formats/read-places-file.ts";
import { type BulkPlaceInput, bulkPlaceSchema, type Place } from "#shared/place.ts";
import type { Visit } from "#shared/visit.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let traveller: HttpClient;

/** Notes that hold the CSV list's own separators, quotes, markup, a formula and line breaks. */
const RAIN = 'Rain; then sun. "Worth it" & <more> \\ =SUM(1)';
const FIRST = "First time\nwith Nain: 2019-05-20; again\ttab, Tŷ Hyll 🏰";

async function added(response: Response) {
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

beforeAll(async () => {
  t = await startTestApp();
  traveller = await t.signedInClient("Round Tripper");
  const castle = await added(
    await traveller.write("POST", "/api/places", {
      name: "Caernarfon Castle",
      latitude: 53.139,
      longitude: -4.2768,
    }),
  );
  for (const visit of [
    { date: "2019-05-20", note: FIRST },
    { date: "2024-08-03", note: RAIN },
    // The same day again, recorded later: listed first.
    { date: "2024-08-03" },
  ]) {
    await added(await traveller.write("POST", `/api/places/${castle.id}/visits`, visit));
  }
  const fife = await added(await traveller.write("POST", "/api/places", { name: "Fife coast" }));
  await added(
    await traveller.write("POST", `/api/places/${fife.id}/visits`, {
      date: "2023-02-01",
      note: "Windy",
    }),
  );
  const bulk = await traveller.write("POST", "/api/places/bulk", {
    places: [
      { name: "Brighton Palace Pier", latitude: 50.8168, longitude: -0.1372 },
      {
        name: "Old haunt",
        latitude: 52.2,
        longitude: -1.5,
        visited: true,
        // A visit of unknown day, as one from before visits had days.
        visits: [
          { date: "2021-06-30", note: null },
          { date: null, note: "As a child" },
        ],
      },
    ],
  });
  expect(bulk.status).toBe(201);
});
afterAll(() => t.close());

const placesOf = async (visitor: HttpClient) =>
  (await (await visitor.get("/api/places")).json()) as Place[];

/** Each place's visits by name, as the API lists them (newest first), without ids. */
async function visitsByName(visitor: HttpClient) {
  const byName: Record<string, { date: string | null; note: string | null }[]> = {};
  for (const place of await placesOf(visitor)) {
    const visits = (await (await visitor.get(`/api/places/${place.id}/visits`)).json()) as Visit[];
    byName[place.name] = visits.map(({ date, note }) => ({ date, note }));
  }
  return byName;
}

/** Imports a file the way the import dialog does: read, every place sent in one bulk call. */
async function importFile(visitor: HttpClient, name: string, bytes: Uint8Array) {
  const { places, problems } = readPlaces(name, bytes);
  expect(problems).toEqual([]);
  const body: BulkPlaceInput[] = places.map(({ where: _, lookUpByName: __, ...fields }) =>
    bulkPlaceSchema.parse(fields),
  );
  const response = await visitor.write("POST", "/api/places/bulk", { places: body });
  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ added: places.length, skipped: [] });
}

const download = async (visitor: HttpClient, format: ExportFormatName) => {
  const response = await visitor.get(`/api/places/export?format=${format}`);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};

describe("export, then import into another account", () => {
  it.each(EXPORT_FORMAT_NAMES)("%s keeps every visit with its day and note", async (format) => {
    const original = await visitsByName(traveller);
    expect(original["Caernarfon Castle"]).toEqual([
      { date: "2024-08-03", note: null },
      { date: "2024-08-03", note: RAIN },
      { date: "2019-05-20", note: FIRST },
    ]);
    expect(original["Old haunt"]).toEqual([
      { date: "2021-06-30", note: null },
      { date: null, note: "As a child" },
    ]);

    const other = await t.signedInClient();
    await importFile(other, `places.${format}`, await download(traveller, format));
    const restored = await visitsByName(other);
    // GPX holds only the places with a position.
    const expected =
      format === "gpx"
        ? Object.fromEntries(Object.entries(original).filter(([name]) => name !== "Fife coast"))
        : original;
    expect(restored).toEqual(expected);

    const before = new Map((await placesOf(traveller)).map((place) => [place.name, place]));
    for (const place of await placesOf(other)) {
      expect(place, place.name).toMatchObject({
        visited: before.get(place.name)?.visited,
        visitCount: before.get(place.name)?.visitCount,
        visitedDate: before.get(place.name)?.visitedDate,
      });
    }
  });

  it("writes each visit as it is now, in every format", async () => {
    const visitor = await t.signedInClient();
    const place = await added(
      await visitor.write("POST", "/api/places", {
        name: "Tintern",
        latitude: 51.7,
        longitude: -2.7,
      }),
    );
    const visit = await added(
      await visitor.write("POST", `/api/places/${place.id}/visits`, {
        date: "2025-04-04",
        note: "Abbey in the mist",
      }),
    );
    const text = async (format: ExportFormatName) =>
      new TextDecoder().decode(await download(visitor, format));
    for (const format of EXPORT_FORMAT_NAMES)
      expect(await text(format)).toContain("Abbey in the mist");
    const changed = await visitor.write("PATCH", `/api/places/${place.id}/visits/${visit.id}`, {
      note: "Abbey in the sun",
    });
    expect(changed.status).toBe(200);
    for (const format of EXPORT_FORMAT_NAMES) {
      const file = await text(format);
      expect(file, format).toContain("Abbey in the sun");
      expect(file, format).not.toContain("Abbey in the mist");
    }
    // Another account's visits are never in the file.
    expect(await text("csv")).not.toContain("As a child");
  });
});

import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
import { importOnspd } from "../geocode/onspd.ts";
import { postcodeQueries } from "../geocode/postcodes.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let visitor: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  visitor = await t.signedInClient();
});
afterAll(() => t.close());

const geocode = (q: string) => okJson(visitor.api.geocode.$get({ query: { q } }));

describe("GET /api/geocode", () => {
  it("answers 401 to a visitor who is not signed in", async () => {
    const response = await t.client().get("/api/geocode?q=Bath");
    expect(response.status).toBe(401);
  });

  it.each([
    ["", "Type something to search for"],
    ["   ", "Type something to search for"],
    ["x".repeat(201), "Use at most 200 characters"],
  ])("answers 400 naming q for %j", async (q, message) => {
    const response = await visitor.api.geocode.$get({ query: { q } });
    expect(response.status).toBe(400);
    expect((await ApiError.from(response)).details).toEqual([{ field: "q", message }]);
  });

  it("finds UK towns from the data it ships, largest first, without accents or case", async () => {
    const { results } = await geocode("keswick");
    expect(results[0]).toEqual({
      label: "Keswick, England",
      latitude: expect.closeTo(54.6, 1),
      longitude: expect.closeTo(-3.13, 1),
      kind: "town",
    });
    const cardiff = await geocode("CARDIFF");
    expect(cardiff.results[0]?.label).toBe("Cardiff, Wales");
  });

  it("finds towns by their Welsh and Gaelic names too, and says which name it found", async () => {
    expect((await geocode("Caerdydd")).results[0]).toMatchObject({
      label: "Cardiff (Caerdydd), Wales",
      latitude: expect.closeTo(51.48, 1),
    });
    expect((await geocode("inbhir nis")).results[0]?.label).toBe(
      "Inverness (Inbhir Nis), Scotland",
    );
    expect((await geocode("Abertawe")).results[0]?.label).toBe("Swansea (Abertawe), Wales");
    expect((await geocode("steornabhagh")).results[0]?.label).toBe(
      "Stornoway (Steòrnabhagh), Scotland",
    );
  });

  it("finds the UK's best-known landmarks by any of their names, with no setting", async () => {
    expect((await geocode("Snowdon")).results[0]).toEqual({
      label: "Snowdon, Wales",
      latitude: expect.closeTo(53.07, 2),
      longitude: expect.closeTo(-4.08, 2),
      kind: "landmark",
    });
    expect((await geocode("yr wyddfa")).results[0]?.label).toBe("Snowdon (Yr Wyddfa), Wales");
    expect((await geocode("BEN NEVIS")).results[0]).toMatchObject({
      label: "Ben Nevis, Scotland",
      latitude: expect.closeTo(56.8, 1),
      kind: "landmark",
    });
    expect((await geocode("Portmeirion")).results[0]?.label).toBe("Portmeirion, Wales");
    expect((await geocode("Giants Causeway")).results[0]?.label).toBe(
      "Giant's Causeway, Northern Ireland",
    );
    // The city itself first, its castle next.
    const edinburgh = (await geocode("Edinburgh")).results.map(({ label }) => label);
    expect(edinburgh.slice(0, 2)).toEqual(["Edinburgh, Scotland", "Edinburgh Castle, Scotland"]);
    expect((await geocode("edinburgh castle")).results[0]).toMatchObject({
      label: "Edinburgh Castle, Scotland",
      latitude: expect.closeTo(55.95, 2),
      longitude: expect.closeTo(-3.2, 2),
      kind: "landmark",
    });
  });

  it("reads an OS grid reference and plain coordinates", async () => {
    const ben = await geocode("NN 16650 71250");
    expect(ben.results).toEqual([
      expect.objectContaining({ label: "NN 16650 71250", kind: "grid-reference" }),
    ]);
    expect(ben.results[0]?.latitude).toBeCloseTo(56.7966, 3);
    const bigBen = await geocode("51.5007, -0.1246");
    expect(bigBen.results).toEqual([
      {
        label: "51.5007° N, 0.1246° W",
        latitude: 51.5007,
        longitude: -0.1246,
        kind: "coordinates",
      },
    ]);
  });

  it("takes coordinates and grid references in their other forms, in any case", async () => {
    for (const q of ["51.5007 -0.1246", "51.5007N 0.1246W", "51°30'02.5\"N 0°07'28.6\"W"]) {
      const [found] = (await geocode(q)).results;
      expect(found).toMatchObject({ kind: "coordinates" });
      expect(found?.latitude).toBeCloseTo(51.5007, 3);
      expect(found?.longitude).toBeCloseTo(-0.1246, 3);
    }
    for (const [q, label] of [
      ["st 750 647", "ST 750 647"],
      ["ST750647", "ST 750 647"],
      ["nn1665071250", "NN 16650 71250"],
      ["SU 1234", "SU 12 34"],
    ]) {
      expect((await geocode(q as string)).results).toEqual([
        expect.objectContaining({ label, kind: "grid-reference" }),
      ]);
    }
  });

  it("answers an empty list when nothing is found", async () => {
    expect(await geocode("Qwxzzy")).toEqual({ results: [] });
  });
});

describe("GET /api/geocode, postcodes", () => {
  it("never invents a postcode's position: before an import it says lookup is not set up", async () => {
    expect(await geocode("SW1A 1AA")).toEqual({
      results: [],
      notice: "Postcode lookup is not set up on this server.",
    });
  });

  it("finds an imported postcode, in any spacing or case, and only a live one", async () => {
    const sample = path.join(import.meta.dirname, "../geocode/fixtures/onspd-sample.csv");
    await importOnspd(postcodeQueries(t.db), sample);
    for (const q of ["SW1A 1AA", "sw1a1aa", " Sw1A   1aA "]) {
      expect(await geocode(q)).toEqual({
        results: [
          { label: "SW1A 1AA", latitude: 51.501009, longitude: -0.141588, kind: "postcode" },
        ],
      });
    }
    // Terminated in 1996, and a postcode the directory lacks: nothing, and no notice now.
    expect(await geocode("AB1 0AA")).toEqual({ results: [] });
    expect(await geocode("ZZ9 9ZZ")).toEqual({ results: [] });
  });
});

const batch = (names: string[]) => okJson(visitor.api.geocode.batch.$post({ json: { names } }));

describe("POST /api/geocode/batch", () => {
  it("answers 401 to a visitor who is not signed in", async () => {
    const response = await t.client().request("POST", "/api/geocode/batch", {
      json: { names: ["Bath"] },
    });
    expect(response.status).toBe(401);
  });

  it("answers 403 csrf_invalid to a signed-in request without the CSRF token", async () => {
    const response = await visitor.request("POST", "/api/geocode/batch", {
      json: { names: ["Bath"] },
    });
    expect(response.status).toBe(403);
    expect((await ApiError.from(response)).code).toBe("csrf_invalid");
  });

  it("answers each name in the order sent: a landmark or town it is, else a town it mentions, else null", async () => {
    const { results } = await batch([
      "Keswick",
      "Tower of London Gift Shop",
      "edinburgh castle",
      "Qwxzzy Tea Rooms",
      "Abbey Gardens, Bury St Edmunds",
      "Bridge Inn",
      "High Street, Bath",
      "Yr Wyddfa",
    ]);
    expect(results.map((result) => result?.label ?? null)).toEqual([
      "Keswick, England",
      "London, England",
      "Edinburgh Castle, Scotland",
      null,
      "Bury St Edmunds, England",
      null,
      "Bath, England",
      "Snowdon (Yr Wyddfa), Wales",
    ]);
    expect(results[2]).toEqual({
      label: "Edinburgh Castle, Scotland",
      latitude: expect.closeTo(55.95, 2),
      longitude: expect.closeTo(-3.2, 2),
      kind: "landmark",
    });
    expect(results[1]).toEqual({
      label: "London, England",
      latitude: expect.closeTo(51.5, 1),
      longitude: expect.closeTo(-0.13, 1),
      kind: "town",
    });
  });

  it("reads coordinates, grid references and imported postcodes as the search does", async () => {
    const { results } = await batch([
      "51.5007, -0.1246",
      "NN 16650 71250",
      "sw1a1aa",
      "AB1 0AA",
      "Keswick",
      "51.5007, -0.1246",
    ]);
    expect(results).toEqual([
      {
        label: "51.5007° N, 0.1246° W",
        latitude: 51.5007,
        longitude: -0.1246,
        kind: "coordinates",
      },
      expect.objectContaining({ label: "NN 16650 71250", kind: "grid-reference" }),
      { label: "SW1A 1AA", latitude: 51.501009, longitude: -0.141588, kind: "postcode" },
      null,
      expect.objectContaining({ label: "Keswick, England", kind: "town" }),
      {
        label: "51.5007° N, 0.1246° W",
        latitude: 51.5007,
        longitude: -0.1246,
        kind: "coordinates",
      },
    ]);
  });

  it("takes up to 1,000 names, each up to 200 characters", async () => {
    const names = Array.from({ length: 1000 }, (_, i) => (i % 2 ? "x".repeat(200) : `York ${i}`));
    const { results } = await batch(names);
    expect(results).toHaveLength(1000);
    expect(results[0]?.label).toBe("York, England");
    expect(results[1]).toBeNull();
  });

  it.each([
    [{}, [{ field: "names", message: "Send the names as a list" }]],
    [{ names: "Bath" }, [{ field: "names", message: "Send the names as a list" }]],
    [{ names: [] }, [{ field: "names", message: "Send at least one name" }]],
    [
      { names: Array(1001).fill("Bath") },
      [{ field: "names", message: "Send at most 1,000 names at a time" }],
    ],
    [{ names: ["Bath", "  "] }, [{ field: "names.1", message: "A name cannot be empty" }]],
    [{ names: ["x".repeat(201)] }, [{ field: "names.0", message: "Use at most 200 characters" }]],
    [{ names: ["Bath", 7] }, [{ field: "names.1", message: "Each name must be text" }]],
  ])("answers 400 with details for %j", async (body, details) => {
    const response = await visitor.write("POST", "/api/geocode/batch", body);
    expect(response.status).toBe(400);
    expect((await ApiError.from(response)).details).toEqual(details);
  });
});

/** Runs of space a coordinate pattern could split many ways; `runs(64)` is 197 characters. */
const runs = (spaces: number) => {
  const run = " ".repeat(spaces);
  return `1${run}1${run}N${run}1x`;
};

describe("geocoding text built to make the coordinate parser backtrack", () => {
  // 197 characters that held the event loop for most of a second each, when coordinates were
  // read with regexes; a batch of ten took 8.5 s. A slow answer here runs into the test's time
  // limit; src/shared/regex-safety.test.ts checks for the cause.
  it("answers the search at once, finding nothing", async () => {
    expect(runs(64)).toHaveLength(197);
    expect(await geocode(runs(64))).toEqual({ results: [] });
  });

  it("answers a batch of such names, one null for each", async () => {
    const { results } = await batch(Array(10).fill(runs(64)));
    expect(results).toEqual(Array(10).fill(null));
  });

  it("refuses a search of 401 characters with a 400 naming q", async () => {
    const q = runs(132);
    expect(q).toHaveLength(401);
    const response = await visitor.api.geocode.$get({ query: { q } });
    expect(response.status).toBe(400);
    expect((await ApiError.from(response)).details).toEqual([
      { field: "q", message: "Use at most 200 characters" },
    ]);
  });

  it("refuses a batch with a name of 401 characters, naming the name", async () => {
    const response = await visitor.write("POST", "/api/geocode/batch", {
      names: ["Bath", runs(132)],
    });
    expect(response.status).toBe(400);
    expect((await ApiError.from(response)).details).toEqual([
      { field: "names.1", message: "Use at most 200 characters" },
    ]);
  });

  // 200 characters of short words: every run of words is a town name to look for.
  const WORDY = "the old mill by the river near the green ".repeat(5).slice(0, 200);
  it("answers other searches while a batch of 1,000 long names is looked up", async () => {
    let batchDone = false;
    const long = batch(Array(1000).fill(WORDY)).then((answer) => {
      batchDone = true;
      return answer;
    });
    // One search after another for as long as the batch runs, each answered. That the batch
    // hands the event loop back every few milliseconds, whatever the machine's speed, is
    // http/in-slices.test.ts's to show: a warm process runs this batch in some 20 ms.
    let answered = 0;
    while (!batchDone) {
      expect((await geocode("Keswick")).results[0]?.label).toBe("Keswick, England");
      answered += 1;
    }
    expect((await long).results).toHaveLength(1000);
    expect(answered).toBeGreaterThan(0);
  });
});

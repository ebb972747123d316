import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { ApiError } from "#shared/api-error.ts";
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

  it("never invents a postcode's position: it says lookup is not set up", async () => {
    const answer = await geocode("SW1A 1AA");
    expect(answer.notice).toBe("Postcode lookup is not set up on this server.");
    expect(answer.results.every((result) => result.kind !== "postcode")).toBe(true);
  });

  it("answers an empty list when nothing is found", async () => {
    expect(await geocode("Qwxzzy")).toEqual({ results: [] });
  });
});

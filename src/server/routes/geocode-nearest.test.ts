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

type Point = { latitude: number; longitude: number };
const nearest = (points: Point[]) =>
  okJson(visitor.api.geocode["nearest-towns"].$post({ json: { points } }));

describe("POST /api/geocode/nearest-towns", () => {
  it("answers 401 to a visitor who is not signed in", async () => {
    const response = await t.client().request("POST", "/api/geocode/nearest-towns", {
      json: { points: [{ latitude: 54.6, longitude: -3.13 }] },
    });
    expect(response.status).toBe(401);
  });

  it("answers 403 csrf_invalid to a signed-in request without the CSRF token", async () => {
    const response = await visitor.request("POST", "/api/geocode/nearest-towns", {
      json: { points: [{ latitude: 54.6, longitude: -3.13 }] },
    });
    expect(response.status).toBe(403);
    expect((await ApiError.from(response)).code).toBe("csrf_invalid");
  });

  it("names the UK town nearest each point, in the order sent; none for a point far from all", async () => {
    const { towns } = await nearest([
      // Keswick's market square; Rye's harbour; Tokyo; the middle of the Atlantic.
      { latitude: 54.6005, longitude: -3.1349 },
      { latitude: 50.9459, longitude: 0.7395 },
      { latitude: 35.68, longitude: 139.76 },
      { latitude: 50, longitude: -30 },
    ]);
    expect(towns).toEqual(["Keswick", "Rye", null, null]);
  });

  it("takes up to 1,000 points", async () => {
    const points = Array.from({ length: 1000 }, (_, i) => ({
      latitude: 54.6005,
      longitude: i % 2 ? 139.76 : -3.1349,
    }));
    const { towns } = await nearest(points);
    expect(towns).toHaveLength(1000);
    expect(towns.slice(0, 2)).toEqual(["Keswick", null]);
  });

  it.each([
    [{}, [{ field: "points", message: "Send the points as a list" }]],
    [{ points: [] }, [{ field: "points", message: "Send at least one point" }]],
    [
      { points: Array(1001).fill({ latitude: 54.6, longitude: -3.1 }) },
      [{ field: "points", message: "Send at most 1,000 points at a time" }],
    ],
    [
      { points: [{ latitude: 91, longitude: 0 }] },
      [{ field: "points.0.latitude", message: "latitude must be between -90 and 90" }],
    ],
    [
      { points: [{ latitude: 54.6, longitude: "west" }] },
      [{ field: "points.0.longitude", message: "longitude must be a number of degrees" }],
    ],
  ])("answers 400 with details for %j", async (body, details) => {
    const response = await visitor.write("POST", "/api/geocode/nearest-towns", body);
    expect(response.status).toBe(400);
    expect((await ApiError.from(response)).details).toEqual(details);
  });
});

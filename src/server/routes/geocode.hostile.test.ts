import fc from "fast-check";
import { expect } from "vitest";
import { z } from "zod";
import { GEOCODE_BATCH_MAX_NAMES, GEOCODE_TEXT_MAX_LENGTH } from "#shared/geo/geocode.ts";
import { API_BODY_LIMIT_BYTES } from "../app.ts";
import {
  describeHostileEndpoints,
  type Endpoint,
  fixedPath,
  setUpHostileApp,
} from "../testing/hostile-app.ts";
import { hostileBody, hostileValue, nastyString, placeName } from "../testing/hostile-values.ts";

// The import's look-ups (geocode.ts) with hostile input: testing/hostile-app.ts says what every
// request is checked for. Both only read: a 2xx answers one result for each item sent.

const app = setUpHostileApp();

const townName = fc.constantFrom("Keswick", "Tower of London", "SW1A 1AA", "NY 2650 2280");
const names = {
  valid: fc.array(fc.oneof(townName, placeName), { minLength: 1, maxLength: 5 }),
  wrong: fc.oneof(
    fc.array(fc.oneof(nastyString, hostileValue), { minLength: 1, maxLength: 5 }),
    fc.constantFrom(
      [],
      [""],
      ["   "],
      ["x".repeat(GEOCODE_TEXT_MAX_LENGTH + 1)],
      Array.from({ length: GEOCODE_BATCH_MAX_NAMES + 1 }, (_, i) => `Name ${i}`),
      "Keswick",
    ),
  ),
};

const degrees = fc.oneof(
  fc.double({ min: 49, max: 61, noNaN: true }),
  fc.constantFrom(0, -0, 90, -90, 180, -180),
);
const wrongDegrees = fc.constantFrom(90.5, -181, 1e308, "51.5", null, true, [], {}, "NaN");
const point = fc.record({ latitude: degrees, longitude: degrees });
const points = {
  valid: fc.array(point, { minLength: 1, maxLength: 5 }),
  wrong: fc.oneof(
    fc.array(
      fc.oneof(
        fc.record({ latitude: wrongDegrees, longitude: degrees }),
        fc.record({ latitude: degrees, longitude: wrongDegrees }),
        fc.record({ latitude: degrees }),
        hostileValue,
      ),
      { minLength: 1, maxLength: 5 },
    ),
    fc.constantFrom(
      [],
      Array.from({ length: GEOCODE_BATCH_MAX_NAMES + 1 }, () => ({ latitude: 54, longitude: -3 })),
      { latitude: 54, longitude: -3 },
    ),
  ),
};

/** A 2xx answer's list has one entry for each item of a valid body. */
const answeredEach = (key: "results" | "towns") => async (answer: unknown) => {
  const list = z.object({ [key]: z.array(z.unknown()) }).parse(answer)[key];
  expect(list?.length).toBeGreaterThan(0);
};

const ENDPOINTS: Endpoint[] = [
  {
    name: "POST /api/geocode/batch",
    method: "POST",
    who: "me",
    limit: API_BODY_LIMIT_BYTES,
    path: fixedPath("/api/geocode/batch"),
    valid: () => ({ names: ["Keswick"] }),
    fields: ["names"],
    json: hostileBody({ names }, ["names"]),
    onSuccess: answeredEach("results"),
  },
  {
    name: "POST /api/geocode/nearest-towns",
    method: "POST",
    who: "me",
    limit: API_BODY_LIMIT_BYTES,
    path: fixedPath("/api/geocode/nearest-towns"),
    valid: () => ({ points: [{ latitude: 54.6, longitude: -3.13 }] }),
    fields: ["points"],
    json: hostileBody({ points }, ["points"]),
    onSuccess: answeredEach("towns"),
  },
];

describeHostileEndpoints(app, ENDPOINTS);

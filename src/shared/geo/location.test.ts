import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatLatLng, locationOf } from "./location.ts";
import { bothOrNeither, locationChangeFields, newLocationFields } from "./location-schemas.ts";

const create = z.object(newLocationFields).superRefine(bothOrNeither);
const change = z.object(locationChangeFields).superRefine(bothOrNeither);

const issues = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);

describe("a place's location", () => {
  it("keeps six decimals", () => {
    expect(create.parse({ latitude: 51.50072919, longitude: -0.12462441 })).toEqual({
      latitude: 51.500729,
      longitude: -0.124624,
    });
  });

  it("is both or neither: none is null", () => {
    expect(create.parse({})).toEqual({ latitude: null, longitude: null });
    expect(issues(create.safeParse({ latitude: 51.5 }))).toEqual([
      ["longitude", "Give latitude and longitude together, or neither"],
    ]);
    expect(issues(create.safeParse({ latitude: null, longitude: -3 }))).toEqual([
      ["latitude", "Give latitude and longitude together, or neither"],
    ]);
  });

  it("refuses what is out of range or not a number, naming the field", () => {
    expect(issues(create.safeParse({ latitude: 91, longitude: 0 }))).toEqual([
      ["latitude", "latitude must be between -90 and 90"],
    ]);
    expect(issues(create.safeParse({ latitude: 0, longitude: -180.5 }))).toEqual([
      ["longitude", "longitude must be between -180 and 180"],
    ]);
    for (const bad of ["51.5", Number.NaN, Number.POSITIVE_INFINITY, true]) {
      expect(issues(create.safeParse({ latitude: bad, longitude: 0 }))[0]?.[0]).toBe("latitude");
    }
  });

  it("in a change: both null clears it, neither keeps it", () => {
    expect(change.parse({ latitude: null, longitude: null })).toEqual({
      latitude: null,
      longitude: null,
    });
    expect(change.parse({})).toEqual({});
    expect(change.safeParse({ latitude: null }).success).toBe(false);
  });

  it("is read back as a point only when both are set", () => {
    expect(locationOf({ latitude: 1, longitude: 2 })).toEqual({ latitude: 1, longitude: 2 });
    expect(locationOf({ latitude: null, longitude: null })).toBeNull();
  });

  it("reads as degrees north or south, east or west", () => {
    expect(formatLatLng({ latitude: 56.796891, longitude: -5.003675 })).toBe(
      "56.7969° N, 5.0037° W",
    );
    expect(formatLatLng({ latitude: -33.8568, longitude: 151.2153 })).toBe(
      "33.8568° S, 151.2153° E",
    );
  });
});

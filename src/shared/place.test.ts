import { afterEach, describe, expect, it, vi } from "vitest";
import { instantOfCalendarDate } from "./calendar-date.ts";
import { createPlaceSchema, instantOf, updatePlaceSchema, visitStatusSchema } from "./place.ts";

describe("createPlaceSchema", () => {
  it("trims text and stores empty optional values as null", () => {
    expect(
      createPlaceSchema.parse({ name: "  Tintagel Castle ", address: "  ", notes: "", mood: null }),
    ).toEqual({
      name: "Tintagel Castle",
      address: null,
      notes: null,
      link: null,
      category: null,
      mood: null,
      latitude: null,
      longitude: null,
      locationApproximate: false,
      visited: false,
    });
  });

  it("takes a location as both coordinates or neither, in range", () => {
    expect(
      createPlaceSchema.parse({ name: "Tintagel", latitude: 50.6681, longitude: -4.7594 }),
    ).toMatchObject({ latitude: 50.6681, longitude: -4.7594 });
    const half = createPlaceSchema.safeParse({ name: "Tintagel", latitude: 50.6681 });
    expect(half.error?.issues.map((issue) => issue.path.join("."))).toEqual(["longitude"]);
    const outOfRange = updatePlaceSchema.safeParse({ latitude: 95, longitude: 0 });
    expect(outOfRange.error?.issues.map((issue) => issue.path.join("."))).toEqual(["latitude"]);
    expect(updatePlaceSchema.parse({ latitude: null, longitude: null })).toEqual({
      latitude: null,
      longitude: null,
    });
  });

  it("requires a name that is not blank", () => {
    for (const name of [undefined, "", "   "]) {
      const result = createPlaceSchema.safeParse({ name });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Place Name is required");
    }
  });

  it("accepts only the five categories and eight moods", () => {
    expect(createPlaceSchema.safeParse({ name: "x", category: "Food & Drink" }).success).toBe(true);
    expect(createPlaceSchema.safeParse({ name: "x", category: "Shopping" }).success).toBe(false);
    expect(createPlaceSchema.safeParse({ name: "x", mood: "Curious" }).success).toBe(true);
    expect(createPlaceSchema.safeParse({ name: "x", mood: "Happy" }).success).toBe(false);
  });

  it("refuses text over the limits", () => {
    expect(createPlaceSchema.safeParse({ name: "x".repeat(121) }).success).toBe(false);
    expect(createPlaceSchema.safeParse({ name: "x", address: "a".repeat(301) }).success).toBe(
      false,
    );
    expect(createPlaceSchema.safeParse({ name: "x", notes: "n".repeat(2001) }).success).toBe(false);
  });

  it("drops keys it does not know, such as userId", () => {
    expect(
      createPlaceSchema.parse({ name: "x", userId: "someone-else", id: 9 }),
    ).not.toHaveProperty("userId");
  });
});

describe("updatePlaceSchema", () => {
  it("leaves omitted fields out and turns an emptied one into null", () => {
    expect(updatePlaceSchema.parse({ notes: "" })).toEqual({ notes: null });
    expect(updatePlaceSchema.parse({ link: "  " })).toEqual({ link: null });
    expect(updatePlaceSchema.parse({ link: null })).toEqual({ link: null });
    expect(updatePlaceSchema.parse({})).toEqual({});
  });
});

describe("a place's link", () => {
  it("keeps an https or http address, trimmed", () => {
    expect(createPlaceSchema.parse({ name: "x", link: " https://maps.app.goo.gl/AbC " }).link).toBe(
      "https://maps.app.goo.gl/AbC",
    );
    expect(createPlaceSchema.parse({ name: "x", link: "HTTP://Example.org" }).link).toBe(
      "HTTP://Example.org",
    );
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,hi",
    "ftp://example.org/",
    "https://",
    "example.org",
  ])("refuses %j, naming link", (link) => {
    const result = updatePlaceSchema.safeParse({ link });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["link", "Use a web address that starts with https:// or http://"],
    ]);
  });

  it("refuses one over 2,000 characters", () => {
    const link = `https://example.org/${"x".repeat(1981)}`;
    expect(link).toHaveLength(2001);
    expect(updatePlaceSchema.safeParse({ link }).error?.issues[0]?.message).toBe(
      "Use at most 2000 characters",
    );
    expect(updatePlaceSchema.safeParse({ link: link.slice(1) }).success).toBe(false);
    expect(updatePlaceSchema.safeParse({ link: link.slice(0, 2000) }).success).toBe(true);
  });
});

describe("visitStatusSchema", () => {
  it("refuses a visit date later than today", () => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(visitStatusSchema.safeParse({ visited: true, visitDate: nextWeek }).success).toBe(false);
    expect(
      visitStatusSchema.safeParse({ visited: true, visitDate: new Date().toISOString() }).success,
    ).toBe(true);
    expect(visitStatusSchema.safeParse({ visited: true, visitDate: "2024-05-01" }).success).toBe(
      true,
    );
    expect(visitStatusSchema.safeParse({ visited: true, visitDate: "yesterday" }).success).toBe(
      false,
    );
  });
});

describe("a visit date on the day it begins somewhere", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const accepts = (visitDate: string) =>
    visitStatusSchema.safeParse({ visited: true, visitDate }).success;

  it("takes a day once it has begun at UTC+14, as a bare date or as the web app sends it", () => {
    // 10:00 UTC on 28 March 2026 is midnight starting 29 March at UTC+14 (Kiribati).
    vi.useFakeTimers({ now: new Date("2026-03-28T10:00:00Z") });
    expect(accepts("2026-03-29")).toBe(true);
    expect(accepts(instantOfCalendarDate("2026-03-29"))).toBe(true);
    expect(accepts("2026-03-30")).toBe(false);
    expect(accepts(instantOfCalendarDate("2026-03-30"))).toBe(false);
  });

  it("refuses a day that has begun nowhere yet", () => {
    vi.useFakeTimers({ now: new Date("2026-03-28T09:59:00Z") });
    expect(accepts("2026-03-28")).toBe(true);
    expect(accepts("2026-03-29")).toBe(false);
    expect(accepts(instantOfCalendarDate("2026-03-29"))).toBe(false);
  });
});

describe("instantOf", () => {
  it("stores a bare date as the web app sends it, and a date-time as its moment", () => {
    expect(instantOf("2026-03-29")).toBe(instantOfCalendarDate("2026-03-29"));
    expect(instantOf("2026-10-25")).toBe("2026-10-25T12:00:00.000Z");
    expect(instantOf("2026-03-29T00:30:00+01:00")).toBe("2026-03-28T23:30:00.000Z");
    expect(instantOf(instantOfCalendarDate("2026-03-29"))).toBe("2026-03-29T12:00:00.000Z");
  });
});

import { describe, expect, it } from "vitest";
import { uptimeOf } from "./uptime.ts";

describe("uptimeOf (System Health)", () => {
  it.each([
    [0, 0, 0, 0],
    [59, 0, 0, 0],
    [60, 0, 0, 1],
    [3599, 0, 0, 59],
    [3600, 0, 1, 0],
    [86_399, 0, 23, 59],
    [86_400, 1, 0, 0],
    [90_061, 1, 1, 1],
    [45 * 86_400 + 7 * 3600 + 30 * 60, 45, 7, 30],
  ])("%i seconds is %i days, %i hours and %i minutes", (seconds, days, hours, minutes) => {
    expect(uptimeOf(seconds)).toEqual({ days, hours, minutes });
  });

  it("drops fractions of a second", () => {
    expect(uptimeOf(3659.99)).toEqual({ days: 0, hours: 1, minutes: 0 });
  });

  it("reads a value that is not a count of seconds as no time at all", () => {
    for (const seconds of [-5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(uptimeOf(seconds)).toEqual({ days: 0, hours: 0, minutes: 0 });
    }
  });
});

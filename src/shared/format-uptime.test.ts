import { describe, expect, it } from "vitest";
import { formatUptime } from "./format-uptime.ts";

describe("formatUptime (System Health)", () => {
  it.each([
    [0, "0m"],
    [59, "0m"],
    [60, "1m"],
    [3599, "59m"],
    [3600, "1h 0m"],
    [3660, "1h 1m"],
    [86_399, "23h 59m"],
    [86_400, "1d 0h 0m"],
    [90_061, "1d 1h 1m"],
    [45 * 86_400 + 7 * 3600 + 30 * 60, "45d 7h 30m"],
  ])("%i seconds is %s", (seconds, label) => {
    expect(formatUptime(seconds)).toBe(label);
  });

  it("drops fractions of a second", () => {
    expect(formatUptime(3659.99)).toBe("1h 0m");
  });

  it("reads a value that is not a count of seconds as no time at all", () => {
    expect(formatUptime(-5)).toBe("0m");
    expect(formatUptime(Number.NaN)).toBe("0m");
    expect(formatUptime(Number.POSITIVE_INFINITY)).toBe("0m");
  });
});

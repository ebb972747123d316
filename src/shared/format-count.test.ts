import { describe, expect, it } from "vitest";
import { countOf, formatCount } from "./format-count.ts";

describe("counts", () => {
  it("group thousands with commas, as written in the UK", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(12345)).toBe("12,345");
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(-4200)).toBe("-4,200");
  });

  it("write every count as en-GB would", () => {
    for (const count of [7, 99, 100, 1001, 65_536, 999_999, 10_000_000]) {
      expect(formatCount(count)).toBe(count.toLocaleString("en-GB"));
    }
  });

  it("take the noun's singular for one only", () => {
    expect(countOf(0, "place")).toBe("0 places");
    expect(countOf(1, "place")).toBe("1 place");
    expect(countOf(1000, "place")).toBe("1,000 places");
    expect(countOf(2, "entry", "entries")).toBe("2 entries");
  });
});

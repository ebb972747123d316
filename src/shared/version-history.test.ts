import { describe, expect, it } from "vitest";
import { entryDelayMs, VERSION_HISTORY } from "./version-history.ts";

describe("entryDelayMs", () => {
  it("starts the first entry at 800 ms and each next one 400 ms later", () => {
    expect(entryDelayMs(0)).toBe(800);
    expect(entryDelayMs(1)).toBe(1200);
    expect(entryDelayMs(4)).toBe(2400);
    expect(VERSION_HISTORY.map((_, index) => entryDelayMs(index))).toEqual([
      800, 1200, 1600, 2000, 2400,
    ]);
  });

  it("refuses an index that is negative or not a whole number", () => {
    expect(() => entryDelayMs(-1)).toThrow(RangeError);
    expect(() => entryDelayMs(1.5)).toThrow(RangeError);
    expect(() => entryDelayMs(Number.NaN)).toThrow(RangeError);
  });
});

describe("VERSION_HISTORY", () => {
  it("lists the five releases, newest first, with their types", () => {
    expect(VERSION_HISTORY.map((release) => [release.version, release.type])).toEqual([
      ["1.4.0", "security"],
      ["1.3.0", "major"],
      ["1.2.0", "major"],
      ["1.1.0", "major"],
      ["1.0.0", "major"],
    ]);
  });

  it("gives every release a title and at least one highlight", () => {
    for (const release of VERSION_HISTORY) {
      expect(release.title.trim()).not.toBe("");
      expect(release.highlights.length).toBeGreaterThan(0);
    }
  });
});

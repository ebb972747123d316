import { describe, expect, it } from "vitest";
import { findMood, MOOD_NAMES } from "./catalog.ts";

describe("findMood", () => {
  it("finds each of the eight moods by name, and nothing for none or an unknown name", () => {
    for (const name of MOOD_NAMES) expect(findMood(name)?.name).toBe(name);
    expect(findMood("Happy")).toBeUndefined();
    expect(findMood(null)).toBeUndefined();
  });
});

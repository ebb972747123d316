import { describe, expect, it } from "vitest";
import { markerHtml, markerLabel } from "./marker-label.ts";

describe("map markers", () => {
  it("are named by the place and its status", () => {
    expect(markerLabel({ name: "Edinburgh Castle", visited: false })).toBe(
      "Edinburgh Castle, to visit",
    );
    expect(markerLabel({ name: "Stonehenge", visited: true })).toBe("Stonehenge, visited");
  });

  it("differ in shape, not colour alone: a tick for visited, a ring to visit", () => {
    expect(markerHtml(true)).toContain("✓");
    expect(markerHtml(false)).not.toContain("✓");
    expect(markerHtml(false)).toContain("map-marker-to-visit");
  });
});

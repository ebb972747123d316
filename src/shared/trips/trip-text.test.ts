import { describe, expect, it } from "vitest";
import { stopCountText, tripSizeText } from "./trip-text.ts";

describe("tripSizeText", () => {
  it.each([
    [3, 12, "3 days · 12 stops"],
    [1, 1, "1 day · 1 stop"],
    [1, 4, "1 day · 4 stops"],
    [2, 1, "2 days · 1 stop"],
    [2, 0, "2 days · no stops yet"],
    [1, 0, "1 day · no stops yet"],
    [0, 0, "No dates or stops yet"],
    [0, 1, "No dates yet · 1 stop"],
    [0, 1200, "No dates yet · 1,200 stops"],
  ])("says %i days and %i stops as %s", (days, stops, text) => {
    expect(tripSizeText(days, stops)).toBe(text);
  });

  it("counts a day's stops", () => {
    expect([0, 1, 2].map(stopCountText)).toEqual(["No stops", "1 stop", "2 stops"]);
  });
});

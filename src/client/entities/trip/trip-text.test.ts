import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import "#client/lib/i18n.tsx";
import { messages as welsh } from "#client/locales/cy.po";
import { stopCountText, tripSizeText } from "./trip-text.ts";

describe("tripSizeText", () => {
  afterEach(() => i18n.activate("en"));

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

  it("says them in Welsh, each count in its own form", () => {
    i18n.loadAndActivate({ locale: "cy", messages: welsh });
    expect(stopCountText(0)).not.toBe("No stops");
    expect(tripSizeText(2, 3)).toMatch(/^2 .* · 3 /);
    expect(tripSizeText(2, 3)).not.toContain("days");
  });
});

import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import "#client/lib/i18n.tsx";
import { messages as welsh } from "#client/locales/cy.po";
import { describeProblems } from "./describe-problems.ts";

afterEach(() => i18n.activate("en"));

describe("describeProblems", () => {
  it("says how many entries of which kind could not be read, and why", () => {
    expect(describeProblems([])).toBe("");
    expect(
      describeProblems([
        { where: "Row 7", reason: '"inicio" is not a latitude' },
        { where: "Row 9", reason: "a latitude needs a longitude" },
      ]),
    ).toBe(
      '2 rows could not be read: Row 7: "inicio" is not a latitude; Row 9: a latitude needs a longitude',
    );
    expect(describeProblems([{ where: "Waypoint 1", reason: "x" }])).toBe(
      "1 waypoint could not be read: Waypoint 1: x",
    );
    const many = Array.from({ length: 8 }, (_, index) => ({
      where: `Placemark ${index + 1}`,
      reason: "200 is not a longitude",
    }));
    expect(describeProblems(many)).toMatch(
      /^8 placemarks could not be read: Placemark 1: 200 is not a longitude; .*Placemark 5: 200 is not a longitude; and 3 more$/,
    );
    expect(describeProblems([...many.slice(0, 1), { where: "Entry 2", reason: "y" }])).toMatch(
      /^2 entries could not be read/,
    );
  });

  it("says it in Welsh, the entries and their reasons too", () => {
    i18n.loadAndActivate({ locale: "cy", messages: welsh });
    expect(
      describeProblems([
        { where: "Row 7", reason: '"inicio" is not a latitude' },
        { where: "Row 9", reason: "a latitude needs a longitude" },
      ]),
    ).toBe(
      'Ni ellid darllen 2 res: Rhes 7: nid yw "inicio" yn lledred; Rhes 9: mae angen hydred ar ledred',
    );
  });
});

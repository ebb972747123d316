import { describe, expect, it } from "vitest";
import { PlaceMatcher } from "#shared/duplicate-place.ts";
import type { BulkCreateResult, SkippedPlace } from "#shared/place.ts";
import { describeBulkResult, sortOutRepeats } from "./bulk-outcome.ts";

const boots = (latitude?: number) =>
  latitude === undefined ? { name: "Boots" } : { name: "Boots", latitude, longitude: -0.141 };

describe("sortOutRepeats", () => {
  it("keeps back the places repeating an earlier one being added, over the whole list", () => {
    const places = [boots(51.5154), boots(51.5334), boots(51.51567), { name: " boots " }];
    const { sending, indexes, repeats } = sortOutRepeats(places, new PlaceMatcher());
    expect(sending).toEqual([boots(51.5154), boots(51.5334)]);
    expect(indexes).toEqual([0, 1]);
    expect(repeats).toEqual([
      { index: 2, name: "Boots", reason: "repeated-in-request" },
      { index: 3, name: "boots", reason: "repeated-in-request" },
    ]);
  });

  it("sends the places the list holds, for the server to skip, and repeats of them too", () => {
    const list = new PlaceMatcher([
      { name: "Boots", address: null, latitude: 51.5154, longitude: -0.141 },
    ]);
    const places = [boots(51.5154), boots(51.51567), boots(51.5334), boots(51.53367)];
    const { sending, indexes, repeats } = sortOutRepeats(places, list);
    expect(indexes).toEqual([0, 1, 2]);
    expect(sending).toHaveLength(3);
    expect(repeats.map((r) => r.index)).toEqual([3]);
  });
});

describe("describeBulkResult", () => {
  const result = (added: number, inList: number, repeats: number): BulkCreateResult => {
    const skipped: SkippedPlace[] = [
      ...Array.from({ length: inList }, (_, index) => ({
        index,
        name: "A",
        reason: "already-in-list" as const,
      })),
      ...Array.from({ length: repeats }, (_, index) => ({
        index,
        name: "B",
        reason: "repeated-in-request" as const,
      })),
    ];
    return { added, skipped, newAchievements: [] };
  };

  it("counts each reason for a skip apart, in whole sentences, one and many", () => {
    expect(describeBulkResult("Added", result(44, 2, 3))).toBe(
      "Added 44 places; 2 were already in your list; 3 repeated other rows of the file.",
    );
    expect(describeBulkResult("Restored", result(1, 1, 1))).toBe(
      "Restored 1 place; 1 was already in your list; 1 repeated another row of the file.",
    );
    expect(describeBulkResult("Added", result(2, 0, 1))).toBe(
      "Added 2 places; 1 repeated another row of the file.",
    );
    expect(describeBulkResult("Added", result(3, 0, 2), "list")).toBe(
      "Added 3 places; 2 repeated other lines of the list.",
    );
    expect(describeBulkResult("Added", result(1_200, 0, 0))).toBe("Added 1,200 places.");
  });
});

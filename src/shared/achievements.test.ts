import { describe, expect, it } from "vitest";
import {
  ACHIEVEMENT_IDS,
  ACHIEVEMENTS,
  type AchievementId,
  achievementsMet,
  findAchievement,
  type PlaceFacts,
  popupStage,
  tallyOf,
} from "./achievements.ts";
import { CATEGORIES, MOOD_NAMES } from "./catalog.ts";

const place = (facts: Partial<PlaceFacts> = {}): PlaceFacts => ({
  category: null,
  mood: null,
  visited: false,
  ...facts,
});
const places = (n: number, facts: Partial<PlaceFacts> = {}) =>
  Array.from({ length: n }, () => place(facts));
const holds = (id: AchievementId, list: PlaceFacts[]) =>
  findAchievement(id)?.condition(tallyOf(list));

describe("the eight achievements", () => {
  it("are the documented eight, in order, with their ids", () => {
    expect(ACHIEVEMENTS.map((a) => [a.id, a.name])).toEqual([
      ["explorer", "Explorer"],
      ["adventurer", "Adventurer"],
      ["wanderer", "Wanderer"],
      ["category-explorer", "Category Explorer"],
      ["collector", "Collector"],
      ["dedicated-explorer", "Dedicated Explorer"],
      ["uk-traveler", "UK Traveler"],
      ["mood-master", "Mood Master"],
    ]);
    expect(ACHIEVEMENTS.map((a) => a.id)).toEqual([...ACHIEVEMENT_IDS]);
    for (const a of ACHIEVEMENTS) expect(a.icon && a.description).toBeTruthy();
  });

  it("Explorer: the first place added", () => {
    expect(holds("explorer", [])).toBe(false);
    expect(holds("explorer", places(1))).toBe(true);
  });

  it.each([
    ["adventurer", 1],
    ["wanderer", 5],
    ["dedicated-explorer", 15],
  ] as const)("%s: %i places visited", (id, needed) => {
    expect(holds(id, [...places(needed - 1, { visited: true }), ...places(30)])).toBe(false);
    expect(holds(id, places(needed, { visited: true }))).toBe(true);
  });

  it.each([
    ["collector", 10],
    ["uk-traveler", 25],
  ] as const)("%s: %i places added, visited or not", (id, needed) => {
    expect(holds(id, places(needed - 1, { visited: true }))).toBe(false);
    expect(holds(id, places(needed))).toBe(true);
  });

  it("Category Explorer: a place in each of the five categories", () => {
    const fourCategories = CATEGORIES.slice(0, 4).map((category) => place({ category }));
    expect(holds("category-explorer", [...fourCategories, ...places(20)])).toBe(false);
    expect(
      holds("category-explorer", [...fourCategories, ...places(5, { category: CATEGORIES[0] })]),
    ).toBe(false);
    expect(
      holds("category-explorer", [...fourCategories, place({ category: CATEGORIES[4] })]),
    ).toBe(true);
  });

  it("Mood Master: six distinct moods, not six places with one mood", () => {
    const moods = (n: number) => MOOD_NAMES.slice(0, n).map((mood) => place({ mood }));
    expect(holds("mood-master", [...moods(5), ...places(10, { mood: MOOD_NAMES[0] })])).toBe(false);
    expect(holds("mood-master", moods(6))).toBe(true);
    expect(holds("mood-master", moods(8))).toBe(true);
  });
});

describe("achievementsMet", () => {
  const ids = (list: PlaceFacts[]) => achievementsMet(list).map((a) => a.id);

  it("is nothing for an empty list", () => {
    expect(ids([])).toEqual([]);
  });

  it("is every achievement that holds, not only the first, in the order listed", () => {
    // One visited place meets Explorer and Adventurer at once.
    expect(ids(places(1, { visited: true }))).toEqual(["explorer", "adventurer"]);
    const everything = [
      ...CATEGORIES.map((category) => place({ category })),
      ...MOOD_NAMES.map((mood) => place({ mood })),
      ...places(20, { visited: true }),
    ];
    expect(ids(everything)).toEqual([...ACHIEVEMENT_IDS]);
  });

  it("ignores what was met before: it looks only at the places given", () => {
    expect(ids(places(10))).toEqual(["explorer", "collector"]);
  });
});

describe("what each condition counts", () => {
  const none = tallyOf([]);
  const everything = tallyOf([
    ...CATEGORIES.map((category) => place({ category })),
    ...MOOD_NAMES.map((mood) => place({ mood })),
    ...places(30, { visited: true }),
  ]);

  // The server checks a badge only after a write that grew its measure (recordEarned): a
  // condition that read another count, or could be lost as its own grows, would be missed.
  it.each(ACHIEVEMENTS.map((a) => [a.id, a] as const))(
    "%s reads its measure alone, and stays met as it grows",
    (_id, achievement) => {
      const { measure } = achievement;
      expect(achievement.condition({ ...everything, [measure]: none[measure] })).toBe(false);
      expect(achievement.condition({ ...none, [measure]: everything[measure] })).toBe(true);
    },
  );
});

describe("popupStage", () => {
  it.each([
    [0, "entering"],
    [99, "entering"],
    [100, "visible"],
    [2999, "visible"],
    [3000, "exiting"],
    [3299, "exiting"],
    [3300, "closed"],
  ] as const)("at %i ms is %s", (ms, stage) => {
    expect(popupStage(ms)).toBe(stage);
  });
});

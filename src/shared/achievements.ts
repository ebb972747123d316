// The eight achievements, defined once for the server (which decides, with every write to a
// user's places, which are earned) and the browser (which shows and lists them). Free of Zod:
// the home page loads this.
import { CATEGORIES } from "./catalog.ts";
import { text } from "./i18n/text.ts";

/** The ids used by the API and in storage (docs/product.md#achievements). */
export const ACHIEVEMENT_IDS = [
  "explorer",
  "adventurer",
  "wanderer",
  "category-explorer",
  "collector",
  "dedicated-explorer",
  "uk-traveler",
  "mood-master",
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

/** What a condition looks at: a place's category, mood and whether it was visited. */
export type PlaceFacts = { category: string | null; mood: string | null; visited: boolean };

/**
 * What the conditions count of a user's places. Each condition reads one of these alone, and
 * only ever goes from unmet to met as that count grows: a badge is earned by a write that adds
 * a place, a visit, or a category or mood the list did not have, and by no other.
 */
export type PlaceTally = {
  places: number;
  visited: number;
  /** The distinct categories and moods the places use. */
  categories: ReadonlySet<string>;
  moods: ReadonlySet<string>;
};
export type Measure = keyof PlaceTally;

export function tallyOf(places: readonly PlaceFacts[]): PlaceTally {
  const used = (values: (string | null)[]) =>
    new Set(values.filter((value): value is string => value !== null));
  return {
    places: places.length,
    visited: places.filter((place) => place.visited).length,
    categories: used(places.map((place) => place.category)),
    moods: used(places.map((place) => place.mood)),
  };
}

export type Achievement = {
  id: AchievementId;
  name: string;
  description: string;
  /** An emoji: it needs no image and reads the same in both themes. */
  icon: string;
  /** The one count the condition reads. */
  measure: Measure;
  condition: (tally: PlaceTally) => boolean;
};

/** Mood Master needs six distinct moods. */
const MOOD_MASTER_MOODS = 6;

/** In the order they are listed, and shown when several are earned at once. */
export const ACHIEVEMENTS: readonly Achievement[] = [
  {
    id: "explorer",
    name: text("Explorer"),
    description: text("Add your first place"),
    icon: "🧭",
    measure: "places",
    condition: (tally) => tally.places >= 1,
  },
  {
    id: "adventurer",
    name: text("Adventurer"),
    description: text("Visit your first place"),
    icon: "🎒",
    measure: "visited",
    condition: (tally) => tally.visited >= 1,
  },
  {
    id: "wanderer",
    name: text("Wanderer"),
    description: text("Visit 5 places"),
    icon: "🥾",
    measure: "visited",
    condition: (tally) => tally.visited >= 5,
  },
  {
    id: "category-explorer",
    name: text("Category Explorer"),
    description: text("Add places in all 5 categories"),
    icon: "🗺️",
    measure: "categories",
    condition: (tally) => CATEGORIES.every((category) => tally.categories.has(category)),
  },
  {
    id: "collector",
    name: text("Collector"),
    description: text("Add 10 places"),
    icon: "📚",
    measure: "places",
    condition: (tally) => tally.places >= 10,
  },
  {
    id: "dedicated-explorer",
    name: text("Dedicated Explorer"),
    description: text("Visit 15 places"),
    icon: "🏅",
    measure: "visited",
    condition: (tally) => tally.visited >= 15,
  },
  {
    id: "uk-traveler",
    name: text("UK Traveler"),
    description: text("Add 25 places"),
    icon: "🚂",
    measure: "places",
    condition: (tally) => tally.places >= 25,
  },
  {
    id: "mood-master",
    name: text("Mood Master"),
    description: text("Use 6 different moods"),
    icon: "🎭",
    measure: "moods",
    condition: (tally) => tally.moods.size >= MOOD_MASTER_MOODS,
  },
];

export function findAchievement(id: string): Achievement | undefined {
  return ACHIEVEMENTS.find((achievement) => achievement.id === id);
}

/** Every achievement whose condition holds for these places, in the order listed. */
export function achievementsMet(places: readonly PlaceFacts[]): Achievement[] {
  const tally = tallyOf(places);
  return ACHIEVEMENTS.filter((achievement) => achievement.condition(tally));
}

/** The stages of the 'Achievement Unlocked!' popup, by time since it was shown. */
export type PopupStage = "entering" | "visible" | "exiting" | "closed";
export const POPUP_TIMING = { visibleAfterMs: 100, exitAfterMs: 3000, closeAfterMs: 3300 } as const;

export function popupStage(elapsedMs: number): PopupStage {
  if (elapsedMs < POPUP_TIMING.visibleAfterMs) return "entering";
  if (elapsedMs < POPUP_TIMING.exitAfterMs) return "visible";
  if (elapsedMs < POPUP_TIMING.closeAfterMs) return "exiting";
  return "closed";
}

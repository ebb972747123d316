// The eight achievements, defined once for the server (which decides, with every write to a
// user's places, which are earned) and the browser (which shows and lists them). Free of Zod:
// the home page loads this.
import { CATEGORIES } from "./catalog.ts";

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

export type Achievement = {
  id: AchievementId;
  name: string;
  description: string;
  /** An emoji: it needs no image and reads the same in both themes. */
  icon: string;
  condition: (places: readonly PlaceFacts[]) => boolean;
};

const visitedCount = (places: readonly PlaceFacts[]) => places.filter((p) => p.visited).length;
const distinct = (values: readonly (string | null)[]) =>
  new Set(values.filter((value): value is string => value !== null)).size;

/** Mood Master needs six distinct moods. */
const MOOD_MASTER_MOODS = 6;

/** In the order they are listed, and shown when several are earned at once. */
export const ACHIEVEMENTS: readonly Achievement[] = [
  {
    id: "explorer",
    name: "Explorer",
    description: "Add your first place",
    icon: "🧭",
    condition: (places) => places.length >= 1,
  },
  {
    id: "adventurer",
    name: "Adventurer",
    description: "Visit your first place",
    icon: "🎒",
    condition: (places) => visitedCount(places) >= 1,
  },
  {
    id: "wanderer",
    name: "Wanderer",
    description: "Visit 5 places",
    icon: "🥾",
    condition: (places) => visitedCount(places) >= 5,
  },
  {
    id: "category-explorer",
    name: "Category Explorer",
    description: `Add places in all ${CATEGORIES.length} categories`,
    icon: "🗺️",
    condition: (places) =>
      CATEGORIES.every((category) => places.some((place) => place.category === category)),
  },
  {
    id: "collector",
    name: "Collector",
    description: "Add 10 places",
    icon: "📚",
    condition: (places) => places.length >= 10,
  },
  {
    id: "dedicated-explorer",
    name: "Dedicated Explorer",
    description: "Visit 15 places",
    icon: "🏅",
    condition: (places) => visitedCount(places) >= 15,
  },
  {
    id: "uk-traveler",
    name: "UK Traveler",
    description: "Add 25 places",
    icon: "🚂",
    condition: (places) => places.length >= 25,
  },
  {
    id: "mood-master",
    name: "Mood Master",
    description: `Use ${MOOD_MASTER_MOODS} different moods`,
    icon: "🎭",
    condition: (places) => distinct(places.map((place) => place.mood)) >= MOOD_MASTER_MOODS,
  },
];

export function findAchievement(id: string): Achievement | undefined {
  return ACHIEVEMENTS.find((achievement) => achievement.id === id);
}

/** Every achievement whose condition holds for these places, in the order listed. */
export function achievementsMet(places: readonly PlaceFacts[]): Achievement[] {
  return ACHIEVEMENTS.filter((achievement) => achievement.condition(places));
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

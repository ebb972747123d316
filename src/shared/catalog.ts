/** The five place categories, in display order. */
export const CATEGORIES = [
  "Arts & Culture",
  "Food & Drink",
  "History & Heritage",
  "Outdoors & Nature",
  "Entertainment & Events",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The eight moods: this one list everywhere, marketing included. */
export const MOODS = [
  { name: "Excited", emoji: "🤩", colour: "#ea580c" },
  { name: "Peaceful", emoji: "😌", colour: "#0284c7" },
  { name: "Adventurous", emoji: "🧗", colour: "#16a34a" },
  { name: "Romantic", emoji: "💕", colour: "#db2777" },
  { name: "Nostalgic", emoji: "🕰️", colour: "#a16207" },
  { name: "Curious", emoji: "🔍", colour: "#7c3aed" },
  { name: "Inspired", emoji: "✨", colour: "#ca8a04" },
  { name: "Relaxed", emoji: "🌿", colour: "#0d9488" },
] as const;
export type Mood = (typeof MOODS)[number]["name"];
export const MOOD_NAMES = MOODS.map((m) => m.name) as [Mood, ...Mood[]];

/** A mood's emoji and colour by its name; undefined for none or an unknown one. */
export function findMood(name: string | null) {
  return MOODS.find((mood) => mood.name === name);
}

/**
 * What marketing lists as coming soon: only what is not built yet. The map, distances, trip
 * planning, monthly summaries (the year's page) and calendar reminders (a trip's calendar
 * file reminds the evening before) are, and so are not listed.
 */
export const COMING_SOON = [
  "Weather",
  "Public profiles",
  "Social sharing",
  "Friend recommendations",
] as const;

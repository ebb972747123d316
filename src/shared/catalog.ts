import { text } from "./i18n/text.ts";

/** The five place categories, in display order. */
export const CATEGORIES = [
  text("Arts & Culture"),
  text("Food & Drink"),
  text("History & Heritage"),
  text("Outdoors & Nature"),
  text("Entertainment & Events"),
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The eight moods: this one list everywhere, marketing included. */
export const MOODS = [
  { name: text("Excited"), emoji: "🤩", colour: "#ea580c" },
  { name: text("Peaceful"), emoji: "😌", colour: "#0284c7" },
  { name: text("Adventurous"), emoji: "🧗", colour: "#16a34a" },
  { name: text("Romantic"), emoji: "💕", colour: "#db2777" },
  { name: text("Nostalgic"), emoji: "🕰️", colour: "#a16207" },
  { name: text("Curious"), emoji: "🔍", colour: "#7c3aed" },
  { name: text("Inspired"), emoji: "✨", colour: "#ca8a04" },
  { name: text("Relaxed"), emoji: "🌿", colour: "#0d9488" },
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
  text("Weather"),
  text("Public profiles"),
  text("Social sharing"),
  text("Friend recommendations"),
] as const;

import type { Category } from "./catalog.ts";

/** Keywords in a place's name, and the category each suggests. */
const KEYWORDS: Record<Category, readonly string[]> = {
  "Arts & Culture": ["museum", "gallery", "theatre", "art"],
  "Food & Drink": ["pub", "restaurant", "café", "cafe", "bar", "market"],
  "History & Heritage": ["castle", "church", "abbey", "historic"],
  "Outdoors & Nature": ["park", "garden", "beach", "hill", "lake"],
  "Entertainment & Events": ["cinema", "club", "venue", "festival"],
};

const CATEGORY_BY_KEYWORD = new Map(
  Object.entries(KEYWORDS).flatMap(([category, words]) =>
    words.map((word) => [word, category as Category] as const),
  ),
);

/**
 * The category a name suggests, or null. Keywords match whole words (or their plural), so
 * "Kew Gardens" suggests Outdoors & Nature but "Stuart House" does not suggest Arts & Culture.
 * The first keyword in the name wins: "Castle Park" is History & Heritage.
 */
export function suggestCategory(name: string): Category | null {
  const words = name
    .toLowerCase()
    .normalize("NFC")
    .split(/[^\p{L}]+/u);
  for (const word of words) {
    const category =
      CATEGORY_BY_KEYWORD.get(word) ??
      (word.endsWith("s") ? CATEGORY_BY_KEYWORD.get(word.slice(0, -1)) : undefined);
    if (category) return category;
  }
  return null;
}

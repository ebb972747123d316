import type { Category } from "./catalog.ts";

/** Keywords in a place's name, and the category each suggests. */
const KEYWORDS: Record<Category, readonly string[]> = {
  "Arts & Culture": ["museum", "gallery", "theatre", "art"],
  "Food & Drink": [
    "pub",
    "gastropub",
    "brewpub",
    "restaurant",
    "café",
    "cafe",
    "bar",
    "market",
    "bakery",
  ],
  "History & Heritage": ["castle", "church", "abbey", "historic"],
  "Outdoors & Nature": ["park", "garden", "beach", "hill", "foothill", "lake"],
  "Entertainment & Events": ["cinema", "club", "nightclub", "venue", "festival"],
};

const CATEGORY_BY_KEYWORD = new Map(
  Object.entries(KEYWORDS).flatMap(([category, words]) =>
    words.map((word) => [word, category as Category] as const),
  ),
);

/**
 * What may follow a keyword in one word and still name that thing: "Hillside", "Hilltop",
 * "Parkland", "Beachfront", "Lakeshore", "Churchyard". Only these: a keyword at the start of
 * any other word is a different word ("Parkinson", "Artisan", "Barnsley", "Castleford",
 * "Churchill", "Public").
 */
const COMPOUND_ENDINGS = ["side", "top", "land", "lands", "front", "shore", "yard"];

/** The word itself and what it is the plural of: beaches → beach, bakeries → bakery. */
function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (/(?:ch|sh|s|x|z)es$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith("s")) forms.push(word.slice(0, -1));
  return forms;
}

function categoryOfWord(word: string): Category | undefined {
  for (const form of singulars(word)) {
    const category = CATEGORY_BY_KEYWORD.get(form);
    if (category) return category;
    for (const ending of COMPOUND_ENDINGS) {
      if (form.length > ending.length && form.endsWith(ending)) {
        const compound = CATEGORY_BY_KEYWORD.get(form.slice(0, -ending.length));
        if (compound) return compound;
      }
    }
  }
  return undefined;
}

/**
 * The category a name suggests, or null (docs/product.md#category-suggestion). Keywords match
 * whole words, their plurals ("Brighton Beaches", "Artisan Bakeries") and a few compounds
 * ("Hillside Walk", "Churchyard"), never a word that merely starts or ends with one: "Stuart
 * House" does not suggest Arts & Culture, nor "Parkinson Building" Outdoors & Nature. The first
 * keyword in the name wins: "Castle Park" is History & Heritage.
 */
export function suggestCategory(name: string): Category | null {
  const words = name
    .toLowerCase()
    .normalize("NFC")
    .split(/[^\p{L}]+/u);
  for (const word of words) {
    const category = categoryOfWord(word);
    if (category) return category;
  }
  return null;
}

import { CATEGORIES } from "#shared/catalog.ts";
import type { Visitor } from "#tests/visitor.ts";

/**
 * The signed-in home the page benches measure: 23 places, a third of them visited, each with
 * an address, notes, a category and a mood.
 */
export async function addHomePlaces(visitor: Visitor): Promise<void> {
  const places = Array.from({ length: 23 }, (_, i) => ({
    name: `Lighthouse place ${i}`,
    address: `${i} Harbour Street, Whitby`,
    notes: "Fish and chips by the harbour",
    category: CATEGORIES[i % CATEGORIES.length],
    mood: "Peaceful",
    visited: i % 3 === 0,
  }));
  if ((await visitor.request("POST", "/api/places/bulk", { places })).status !== 201) {
    throw new Error("could not add the home's places");
  }
}

// The name a place gets when its file gives none, so that every place in a file can be told
// apart in the preview and in the list: never one "Unnamed place" after another.

import { text } from "../i18n/text.ts";
import type { ImportedPlace } from "./imported-place.ts";
import { cleanLine, formatCount } from "./text.ts";

/** What Google Maps calls a pin dropped on the map, and Takeout saves with no name. */
export const DROPPED_PIN = text("Dropped pin");

/** A place's name from its position in the file: "Point 3" is the file's third entry. */
export const pointName = (position: number) =>
  text("Point {number}", { number: formatCount(position) });

/** The longest name taken from a description: a name is one line, not a paragraph. */
const HINT_LENGTH = 80;

/**
 * A name from the first of these texts that says something (a GPX comment or symbol, the
 * first line of a description, an address), cut to one short line; null when none does.
 */
export function nameFromHints(...hints: (string | null | undefined)[]): string | null {
  for (const hint of hints) {
    const firstLine = (hint ?? "")
      .split(/\r\n|\r|\n/)
      .map((line) => cleanLine(line))
      .find(Boolean);
    if (!firstLine) continue;
    return firstLine.length > HINT_LENGTH ? `${firstLine.slice(0, HINT_LENGTH - 1)}…` : firstLine;
  }
  return null;
}

/**
 * The place with the nearest town in its name ("Point 3 near Keswick", "Dropped pin near
 * Rye"), when its name is one the file did not give; any other place is returned as it is.
 * The importer has no town list of its own (the towns are loaded by the page), so whoever
 * has the nearest town to the place's position calls this.
 */
export function nameNearTown(place: ImportedPlace, town: string | null | undefined): ImportedPlace {
  const near = cleanLine(town);
  if (!place.placeholderName || !near) return place;
  return { ...place, name: text("{name} near {town}", { name: place.name, town: near }) };
}

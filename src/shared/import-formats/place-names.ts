// The name a place gets when its file gives none, so that every place in a file can be told
// apart in the preview and in the list: never one "Unnamed place" after another.
import type { ImportedPlace, ImportProblem } from "./imported-place.ts";
import { cleanLine, formatCount } from "./text.ts";

/** What Google Maps calls a pin dropped on the map, and Takeout saves with no name. */
export const DROPPED_PIN = "Dropped pin";

/** A place's name from its position in the file: "Point 3" is the file's third entry. */
export const pointName = (position: number) => `Point ${formatCount(position)}`;

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
  return { ...place, name: `${place.name} near ${near}` };
}

/** "rows" for "Row 7", "waypoints" for "Waypoint 1": what the problems were, in the plural. */
function pluralKind(problems: readonly ImportProblem[]): string {
  const kinds = new Set(problems.map(({ where }) => where.split(" ")[0]?.toLowerCase() ?? ""));
  const [kind] = kinds;
  if (kinds.size !== 1 || !kind) return "entries";
  return problems.length === 1 ? kind : `${kind}s`;
}

/** How many problems are spelt out; the rest are counted. */
const LISTED_PROBLEMS = 5;

/**
 * The problems as the preview says them: '2 rows could not be read: Row 7: "inicio" is not a
 * latitude; Row 9: …', the first five spelt out and the rest counted. Empty when there are none.
 */
export function describeProblems(problems: readonly ImportProblem[]): string {
  if (problems.length === 0) return "";
  const listed = problems
    .slice(0, LISTED_PROBLEMS)
    .map(({ where, reason }) => `${where}: ${reason}`);
  const more = problems.length - listed.length;
  if (more > 0) listed.push(`and ${formatCount(more)} more`);
  return `${formatCount(problems.length)} ${pluralKind(problems)} could not be read: ${listed.join("; ")}`;
}

import type { Place } from "./place.ts";

/** A field that both this device and another changed, each to its own value. */
export type FieldConflict = {
  field: ComparedField;
  /** What this device set it to. */
  mine: unknown;
  /** What the other device set it to: the server's value now. */
  theirs: unknown;
};

/** The fields a person changes; the id and the times are the server's. */
const COMPARED = [
  "name",
  "address",
  "notes",
  "link",
  "category",
  "mood",
  "photoUrl",
  "latitude",
  "longitude",
  "visited",
  "visitedDate",
] as const;
type ComparedField = (typeof COMPARED)[number];

/** Two values of one field: equal, or both empty (null and "" mean the same to a person). */
function same(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === null || value === undefined || value === "";
  return a === b || (empty(a) && empty(b));
}

/** The fields a change sets, as they were before it, to compare with the server's later. */
export function baseOf(before: Partial<Place>, patch: Partial<Place>): Partial<Place> {
  const base: Partial<Place> = {};
  for (const field of COMPARED) {
    if (field in patch) Object.assign(base, { [field]: before[field] ?? null });
  }
  return base;
}

/**
 * Of the fields a change made on this device sets, those the other device changed too, to
 * something else: only these need the person's choice. A visit ticked here and notes edited
 * there touch different fields and are both kept. `base` is the change's fields as they were
 * before it (`baseOf`); the server's place is `current`.
 */
export function conflictingFields(
  patch: Partial<Place>,
  base: Partial<Place>,
  current: Place,
): FieldConflict[] {
  const conflicts: FieldConflict[] = [];
  for (const field of COMPARED) {
    if (!(field in patch)) continue;
    const changedThere = !same(current[field], base[field]);
    const agreed = same(current[field], patch[field]);
    if (changedThere && !agreed) {
      conflicts.push({ field, mine: patch[field] ?? null, theirs: current[field] });
    }
  }
  return conflicts;
}

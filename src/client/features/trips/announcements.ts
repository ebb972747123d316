import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import type { TripStop } from "#client/entities/trip/trip-api.ts";
import { dayTitle } from "#client/entities/trip/trip-dates.ts";
import { findStop, type Plan, type PlanList } from "#shared/trips/plan.ts";

/** A list's id as dnd-kit knows it: "day-0", "day-1", …, "unscheduled". */
export const listId = (list: PlanList) => (list === "unscheduled" ? "unscheduled" : `day-${list}`);

/** The list a dnd-kit id names: a list's own id, or the list that holds a stop. */
export function listOfId(plan: Plan, id: UniqueIdentifier): PlanList | null {
  if (id === "unscheduled") return "unscheduled";
  if (typeof id === "string" && id.startsWith("day-")) return Number(id.slice(4));
  return typeof id === "number" ? (findStop(plan, id)?.list ?? null) : null;
}

export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To move this stop, press Space. Then use the arrow keys to move it within its day or to another day, press Space again to drop it, or Escape to put it back.",
};

/**
 * What a screen reader says while a stop moves, in plain sentences: where it was picked up,
 * what it is over, where it was dropped. Read from the plan as it is at each step.
 */
export function planAnnouncements(
  plan: () => Plan<TripStop>,
  dates: () => readonly (string | null)[],
): Announcements {
  const listName = (list: PlanList) =>
    list === "unscheduled" ? "Unscheduled" : dayTitle(list, dates()[list] ?? null);
  const nameOf = (id: UniqueIdentifier) => {
    const current = plan();
    const at = typeof id === "number" ? findStop(current, id) : null;
    if (!at) return "The stop";
    const list = at.list === "unscheduled" ? current.unscheduled : current.days[at.list];
    return list?.[at.index]?.place.name ?? "The stop";
  };
  const where = (id: UniqueIdentifier) => {
    const current = plan();
    const list = listOfId(current, id);
    if (list === null) return null;
    const stops = list === "unscheduled" ? current.unscheduled : (current.days[list] ?? []);
    const at = typeof id === "number" ? findStop(current, id) : null;
    if (!at) return `the end of ${listName(list)}`;
    return `stop ${at.index + 1} of ${stops.length} in ${listName(list)}`;
  };
  // dnd-kit says what the stop is over as soon as it is picked up (itself): that would drown
  // out "Picked up", so only a change of place is said.
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${nameOf(active.id)}, ${where(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const now = over?.id ?? null;
      if (now === lastOver) return undefined;
      lastOver = now;
      return over
        ? `${nameOf(active.id)} is now at ${where(over.id) ?? "no list"}.`
        : `${nameOf(active.id)} is not over any day.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at ${where(over.id) ?? "no list"}.`
        : `${nameOf(active.id)} was dropped where it started.`,
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(active.id)} was cancelled. It is back where it was.`,
  };
}

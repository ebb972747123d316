import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { t } from "@lingui/core/macro";
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

/** What a screen reader says of a stop's handle: read when the board is drawn, in its language. */
export const screenReaderInstructions = (): ScreenReaderInstructions => ({
  draggable: t`To move this stop, press Space. Then use the arrow keys to move it within its day or to another day, press Space again to drop it, or Escape to put it back.`,
});

/** Where a stop is: its place in a list, the end of a list (over the list itself), or nowhere. */
type Where = { list: string; position: number | null; count: number } | null;

/**
 * What a screen reader says while a stop moves, in plain sentences: where it was picked up,
 * what it is over, where it was dropped. Read from the plan as it is at each step. Each
 * sentence is whole, one per kind of place, so it can be translated as it stands.
 */
export function planAnnouncements(
  plan: () => Plan<TripStop>,
  dates: () => readonly (string | null)[],
): Announcements {
  const listName = (list: PlanList) =>
    list === "unscheduled" ? t`Unscheduled` : dayTitle(list, dates()[list] ?? null);
  const nameOf = (id: UniqueIdentifier) => {
    const current = plan();
    const at = typeof id === "number" ? findStop(current, id) : null;
    if (!at) return t`The stop`;
    const list = at.list === "unscheduled" ? current.unscheduled : current.days[at.list];
    return list?.[at.index]?.place.name ?? t`The stop`;
  };
  const where = (id: UniqueIdentifier): Where => {
    const current = plan();
    const list = listOfId(current, id);
    if (list === null) return null;
    const stops = list === "unscheduled" ? current.unscheduled : (current.days[list] ?? []);
    const at = typeof id === "number" ? findStop(current, id) : null;
    return { list: listName(list), position: at ? at.index + 1 : null, count: stops.length };
  };
  // dnd-kit says what the stop is over as soon as it is picked up (itself): that would drown
  // out "Picked up", so only a change of place is said.
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      const name = nameOf(active.id);
      const at = where(active.id);
      if (!at) return t`Picked up ${name}.`;
      const { list, position, count } = at;
      return position === null
        ? t`Picked up ${name}, the end of ${list}.`
        : t`Picked up ${name}, stop ${position} of ${count} in ${list}.`;
    },
    onDragOver: ({ active, over }) => {
      const now = over?.id ?? null;
      if (now === lastOver) return undefined;
      lastOver = now;
      const name = nameOf(active.id);
      if (!over) return t`${name} is not over any day.`;
      const at = where(over.id);
      if (!at) return t`${name} is now at no list.`;
      const { list, position, count } = at;
      return position === null
        ? t`${name} is now at the end of ${list}.`
        : t`${name} is now at stop ${position} of ${count} in ${list}.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = nameOf(active.id);
      if (!over) return t`${name} was dropped where it started.`;
      const at = where(over.id);
      if (!at) return t`${name} was dropped at no list.`;
      const { list, position, count } = at;
      return position === null
        ? t`${name} was dropped at the end of ${list}.`
        : t`${name} was dropped at stop ${position} of ${count} in ${list}.`;
    },
    onDragCancel: ({ active }) => {
      const name = nameOf(active.id);
      return t`Moving ${name} was cancelled. It is back where it was.`;
    },
  };
}

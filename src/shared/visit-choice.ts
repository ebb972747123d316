import { type CalendarDate, calendarDateOf, instantOfCalendarDate } from "./calendar-date.ts";

/**
 * The visit as the add/edit form shows it: ticked or not, and the day ("" for a visit
 * recorded without one).
 */
export type VisitChoice = { visited: boolean; date: CalendarDate | "" };

/** How the form starts: a new place is unvisited; a place shows its visit and stored day. */
export function visitChoiceOf(place?: {
  visited: boolean;
  visitedDate: string | null;
}): VisitChoice {
  if (!place?.visited) return { visited: false, date: "" };
  return { visited: true, date: (place.visitedDate && calendarDateOf(place.visitedDate)) || "" };
}

/** Ticking Visited in the form proposes today; unticking keeps nothing. */
export function toggledVisit(visited: boolean, today: CalendarDate): VisitChoice {
  return visited ? { visited: true, date: today } : { visited: false, date: "" };
}

/** The fields that record a visit: `visitedDate` is the day as stored (noon UTC), or null. */
export type VisitFields = { visited: boolean; visitedDate: string | null };

/**
 * What a save sends of the visit: nothing when it is as it was (`before`, undefined when
 * adding, for which an unvisited place sends nothing either), else the visit and its day.
 */
export function visitFieldsToSend(
  chosen: VisitChoice,
  before?: VisitChoice,
): VisitFields | undefined {
  const unchanged = before
    ? chosen.visited === before.visited && (!chosen.visited || chosen.date === before.date)
    : !chosen.visited;
  if (unchanged) return undefined;
  return {
    visited: chosen.visited,
    visitedDate: chosen.visited && chosen.date ? instantOfCalendarDate(chosen.date) : null,
  };
}

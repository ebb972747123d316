import {
  type CalendarDate,
  calendarDateOf,
  daysBetweenCalendarDates,
  localCalendarDate,
} from "./calendar-date.ts";
import { CATEGORIES } from "./catalog.ts";
import type { Place } from "./place.ts";

/** What the summary card reads of a place. */
type Summarised = Pick<Place, "category" | "visited" | "visitedDate" | "createdAt">;

export type CategoryCount = { category: string; count: number };
export type LastVisit = { date: string; daysAgo: number };

/** The summary card's figures (docs/product.md#adventure-summary-card). */
export type AdventureSummary = {
  total: number;
  visited: number;
  toVisit: number;
  /** Up to three, most places first; ties in the order of CATEGORIES. */
  topCategories: CategoryCount[];
  /** The latest visit date, or null when no visited place has one. */
  lastVisit: LastVisit | null;
  /**
   * Places added, and visits made, in the calendar month of `now` (viewer's time zone). A visit
   * counts by its calendar day (`calendarDateOf`).
   */
  thisMonth: { added: number; visited: number };
};

const TOP_CATEGORY_COUNT = 3;

/** Where a category sorts among equals: the catalogue's order, then any unknown one by name. */
function categoryRank(category: string): number {
  const index = (CATEGORIES as readonly string[]).indexOf(category);
  return index === -1 ? CATEGORIES.length : index;
}

function sameLocalMonth(date: Date, now: Date): boolean {
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
}

/** A date string as a Date, or null when it is missing or unreadable. */
function readDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** YYYY-MM of a calendar day. */
const monthOf = (day: CalendarDate) => day.slice(0, 7);

/**
 * The figures on the Adventure Summary card. Pure: `now` decides "today" and "this month", both
 * in the local time zone; a visit is on its calendar day (`calendarDateOf`), the same day in
 * every zone. A visited place without a recorded date counts as visited but has no part in the
 * last visit or this month's visits.
 */
export function summarizeAdventure(places: readonly Summarised[], now: Date): AdventureSummary {
  const byCategory = new Map<string, number>();
  let visited = 0;
  let latest: { date: string; day: CalendarDate; time: number } | null = null;
  const thisMonth = { added: 0, visited: 0 };
  const today = localCalendarDate(now);

  for (const place of places) {
    if (place.category) {
      byCategory.set(place.category, (byCategory.get(place.category) ?? 0) + 1);
    }
    const created = readDate(place.createdAt);
    if (created && sameLocalMonth(created, now)) thisMonth.added += 1;
    if (!place.visited) continue;
    visited += 1;
    if (!place.visitedDate) continue;
    const day = calendarDateOf(place.visitedDate);
    if (!day) continue;
    if (monthOf(day) === monthOf(today)) thisMonth.visited += 1;
    // The latest day; on the same day, the latest moment.
    const time = Date.parse(place.visitedDate);
    if (!latest || day > latest.day || (day === latest.day && time > latest.time)) {
      latest = { date: place.visitedDate, day, time };
    }
  }

  const topCategories = [...byCategory]
    .map(([category, count]) => ({ category, count }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        categoryRank(a.category) - categoryRank(b.category) ||
        a.category.localeCompare(b.category, "en-GB"),
    )
    .slice(0, TOP_CATEGORY_COUNT);

  return {
    total: places.length,
    visited,
    toVisit: places.length - visited,
    topCategories,
    lastVisit: latest
      ? {
          date: latest.date,
          // A date later than now (another zone's today) counts as today.
          daysAgo: Math.max(0, daysBetweenCalendarDates(latest.day, today)),
        }
      : null,
    thisMonth,
  };
}

/** 'Today', '1 day ago' or 'N days ago'. */
export function lastVisitLabel(daysAgo: number): string {
  if (daysAgo <= 0) return "Today";
  return daysAgo === 1 ? "1 day ago" : `${daysAgo} days ago`;
}

import { CATEGORIES } from "./catalog.ts";
import type { Place } from "./place.ts";
import { calendarDaysBetween } from "./relative-date.ts";

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
  /** Places added, and visits made, in the calendar month of `now` (viewer's time zone). */
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

/**
 * The figures on the Adventure Summary card. Pure: `now` decides "today" and "this month", both
 * in the local time zone. A visited place without a recorded date counts as visited but has no
 * part in the last visit or this month's visits.
 */
export function summarizeAdventure(places: readonly Summarised[], now: Date): AdventureSummary {
  const byCategory = new Map<string, number>();
  let visited = 0;
  let latest: { date: string; time: Date } | null = null;
  const thisMonth = { added: 0, visited: 0 };

  for (const place of places) {
    if (place.category) {
      byCategory.set(place.category, (byCategory.get(place.category) ?? 0) + 1);
    }
    const created = readDate(place.createdAt);
    if (created && sameLocalMonth(created, now)) thisMonth.added += 1;
    if (!place.visited) continue;
    visited += 1;
    const visitedOn = readDate(place.visitedDate);
    if (!visitedOn || !place.visitedDate) continue;
    if (sameLocalMonth(visitedOn, now)) thisMonth.visited += 1;
    if (!latest || visitedOn.getTime() > latest.time.getTime()) {
      latest = { date: place.visitedDate, time: visitedOn };
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
          daysAgo: Math.max(0, calendarDaysBetween(latest.time, now)),
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

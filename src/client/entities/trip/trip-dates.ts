import { calendarDateOf } from "#shared/calendar-date.ts";
import { formatCalendarDate } from "#shared/relative-date.ts";

/** A trip's dates: "1 May 2027 to 3 May 2027", one day alone, or that it has none yet. */
export function tripDatesText(startDate: string | null, endDate: string | null): string {
  const start = startDate ? calendarDateOf(startDate) : null;
  const end = endDate ? calendarDateOf(endDate) : null;
  if (!start) return "No dates yet";
  if (!end || end === start) return formatCalendarDate(start);
  return `${formatCalendarDate(start)} to ${formatCalendarDate(end)}`;
}

// One formatter for every heading: toLocaleDateString builds a new one per call, and the trip
// page names each day several times a render (about 5 ms a call on a phone).
let dayFormat: Intl.DateTimeFormat | undefined;

/** A day's heading: "Day 2" with its date, "Sat 2 May", when it has one. */
export function dayTitle(index: number, date: string | null): string {
  const day = date ? calendarDateOf(date) : null;
  if (!day) return `Day ${index + 1}`;
  dayFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
  });
  return `Day ${index + 1} · ${dayFormat.format(new Date(`${day}T12:00:00Z`))}`;
}

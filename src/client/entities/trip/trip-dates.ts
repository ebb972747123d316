import { t } from "@lingui/core/macro";
import { calendarDateOf } from "#shared/calendar-date.ts";
import { formatDate } from "#shared/i18n/calendar.ts";
import { formatCalendarDate } from "#shared/relative-date.ts";

/** A trip's dates: "1 May 2027 to 3 May 2027", one day alone, or that it has none yet. */
export function tripDatesText(startDate: string | null, endDate: string | null): string {
  const start = startDate ? calendarDateOf(startDate) : null;
  const end = endDate ? calendarDateOf(endDate) : null;
  if (!start) return t`No dates yet`;
  if (!end || end === start) return formatCalendarDate(start);
  const from = formatCalendarDate(start);
  const to = formatCalendarDate(end);
  return t`${from} to ${to}`;
}

/** A day's heading: "Day 2" with its date, "Sat 2 May", when it has one. */
export function dayTitle(index: number, date: string | null): string {
  const day = date ? calendarDateOf(date) : null;
  const number = index + 1;
  if (!day) return t`Day ${number}`;
  const dayDate = formatDate(new Date(`${day}T12:00:00Z`), "weekday-day-month", "UTC");
  return t`Day ${number} · ${dayDate}`;
}

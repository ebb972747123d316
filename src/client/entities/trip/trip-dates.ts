import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { calendarDateOf } from "#shared/calendar-date.ts";
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

// One formatter for every heading, made again only when the language changes:
// toLocaleDateString builds a new one per call, and the trip page names each day several
// times a render (about 5 ms a call on a phone).
let dayFormat: { locale: string; format: Intl.DateTimeFormat } | undefined;

/** A day's heading: "Day 2" with its date, "Sat 2 May", when it has one. */
export function dayTitle(index: number, date: string | null): string {
  const day = date ? calendarDateOf(date) : null;
  const number = index + 1;
  if (!day) return t`Day ${number}`;
  const locale = i18n.locale === "cy" ? "cy" : "en-GB";
  if (dayFormat?.locale !== locale) {
    const format = new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      weekday: "short",
      day: "numeric",
      month: "short",
    });
    dayFormat = { locale, format };
  }
  const dayDate = dayFormat.format.format(new Date(`${day}T12:00:00Z`));
  return t`Day ${number} · ${dayDate}`;
}

import { APP_NAME } from "../app-info.ts";
import { directionsUrl } from "../geo/directions.ts";
import type { TripDetail } from "../trip.ts";
import { dateOfDay, dayLabel } from "../trip-days.ts";

// An iCalendar file (RFC 5545) of a dated trip: one all-day event per day, its stops in order
// in the description with a directions link each, and a reminder the evening before.

const CRLF = "\r\n";
/** The longest a content line may be, in octets, before it is folded (RFC 5545 §3.1). */
const LINE_OCTETS = 75;
/**
 * The C0 controls but tab, and DEL: TEXT may not hold them (RFC 5545 §3.3.11). Written as what
 * is allowed, so no control character stands in the pattern; line breaks are escaped first.
 */
const CONTROL = /[^\t\u0020-\u007E\u0080-\u{10FFFF}]/gu;

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\\;,\n]/g, (char) => (char === "\n" ? "\\n" : `\\${char}`))
    .replace(CONTROL, "");
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each further line starts with a space,
 * and no UTF-8 character is split between lines.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    const room = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

const compactDate = (date: string) => date.replaceAll("-", "");
const utcStamp = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The hour and minute of a moment on the clocks of Europe/London. */
function londonClock(moment: number): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(moment));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
}

/**
 * The instant it is `hour`:00 in London on a calendar day, whether GMT or BST holds then: the
 * clocks change at 01:00 UTC, so at any evening hour the offset is that of the whole day.
 */
export function londonTime(date: string, hour: number): Date {
  const asUtc = Date.parse(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
  const offset = londonClock(asUtc) - asUtc;
  return new Date(asUtc - offset);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reminder: 18:00 in London on the evening before the day. */
export function reminderInstant(date: string): Date {
  const before = new Date(Date.parse(`${date}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return londonTime(before, 18);
}

/** The description of a day: its stops in order, each with a note and a directions link. */
function describeDay(stops: TripDetail["days"][number]["stops"]): string {
  if (stops.length === 0) return "No stops planned for this day.";
  return stops
    .map((stop, index) => {
      const lines = [`${index + 1}. ${stop.place.name}`];
      if (stop.note) lines.push(stop.note);
      const { latitude, longitude } = stop.place;
      if (latitude !== null && longitude !== null) {
        lines.push(`Directions: ${directionsUrl({ latitude, longitude }, "other")}`);
      }
      return lines.join("\n");
    })
    .join("\n\n");
}

/**
 * The trip as an iCalendar file, or null for a trip with no dates (a calendar holds at least
 * one event). `host` makes each event's UID unique to this server; `now` is the DTSTAMP.
 */
export function tripIcs(trip: TripDetail, host: string, now: Date): string | null {
  if (trip.startDate === null) return null;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeIcsText(APP_NAME)}//Trips//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcsText(trip.name)}`,
  ];
  trip.days.forEach((day, index) => {
    const date = day.date ?? dateOfDay(trip.startDate, index);
    if (date === null) return;
    const next = new Date(Date.parse(`${date}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    const label = dayLabel(index, date);
    lines.push(
      "BEGIN:VEVENT",
      `UID:trip-${trip.id}-day-${index + 1}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDate(date)}`,
      `DTEND;VALUE=DATE:${compactDate(next)}`,
      `SUMMARY:${escapeIcsText(`${trip.name}: ${label}`)}`,
      `DESCRIPTION:${escapeIcsText(describeDay(day.stops))}`,
      "TRANSP:TRANSPARENT",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeIcsText(`Tomorrow: ${trip.name}, ${label}`)}`,
      // An absolute time in UTC, worked out for the evening's own offset (GMT or BST): an
      // all-day event has no time zone, so a relative trigger would fire at 18:00 wherever
      // the calendar happens to be.
      `TRIGGER;VALUE=DATE-TIME:${utcStamp(reminderInstant(date))}`,
      "END:VALARM",
      "END:VEVENT",
    );
  });
  lines.push("END:VCALENDAR");
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

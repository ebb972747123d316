import { APP_NAME } from "#shared/app-info.ts";
import { directionsUrl } from "#shared/geo/directions.ts";
import { dayLabel, shortDate } from "#shared/trip-days.ts";
import { ukDayOf } from "#shared/visit.ts";
import type { SharedTrip } from "../db/queries/trip-shares.ts";

// The page a shared trip's link opens, rendered by the server: plain HTML with no script, so
// it reads anywhere, and every value the owner wrote escaped.

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe inside an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** Light and dark by the reader's own setting; inline, as the app's CSP allows for styles. */
const STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1c2126; --muted: #5b6470; --line: #d5d9de; --accent: #1d6b45; }
@media (prefers-color-scheme: dark) { :root { --bg: #14181c; --fg: #e8eaed; --muted: #a9b1bb; --line: #3a4047; --accent: #6fcf97; } }
html { background: var(--bg); color: var(--fg); }
body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 42rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; overflow-wrap: anywhere; }
h1 { margin-bottom: 0.25rem; }
.meta { color: var(--muted); margin-top: 0; }
section { border-top: 1px solid var(--line); margin-top: 1.5rem; }
ol { padding-left: 1.25rem; }
li { margin: 0.75rem 0; }
.stop-name { font-weight: 600; }
.small { color: var(--muted); font-size: 0.9rem; }
a { color: var(--accent); }
img { display: block; max-width: 12rem; border-radius: 0.5rem; margin-top: 0.25rem; }
footer { margin-top: 2rem; color: var(--muted); font-size: 0.9rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The dates a trip spans: "Sat 14 Jun 2025 to Mon 16 Jun 2025". */
function datesOf(trip: SharedTrip): string | null {
  if (trip.startDate === null || trip.endDate === null) return null;
  const year = (date: string) => date.slice(0, 4);
  return `${shortDate(trip.startDate)} ${year(trip.startDate)} to ${shortDate(trip.endDate)} ${year(trip.endDate)}`;
}

function stopItem(
  trip: SharedTrip,
  token: string,
  stop: SharedTrip["days"][number]["stops"][number],
) {
  const { name, category, latitude, longitude } = stop.place;
  const parts = [`<span class="stop-name">${escapeHtml(name)}</span>`];
  if (category) parts.push(`<div class="small">${escapeHtml(category)}</div>`);
  if (stop.note) parts.push(`<div>${escapeHtml(stop.note)}</div>`);
  if (latitude !== null && longitude !== null) {
    const at = `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
    const link = directionsUrl({ latitude, longitude }, "other");
    parts.push(
      `<div class="small">${escapeHtml(at)} · <a href="${escapeHtml(link)}" rel="noopener noreferrer">Directions on OpenStreetMap</a></div>`,
    );
  }
  if (trip.includePhotos && trip.photoIds.has(stop.id)) {
    const src = `/shared/trips/${encodeURIComponent(token)}/photos/${stop.id}`;
    parts.push(
      `<img src="${escapeHtml(src)}" alt="A photo of ${escapeHtml(name)}" loading="lazy">`,
    );
  }
  return `<li>${parts.join("\n")}</li>`;
}

/** The last UK day a link works: "Sat 14 Jun 2025". */
function lastDay(expiresAt: string): string {
  const day = ukDayOf(expiresAt);
  return `${shortDate(day)} ${day.slice(0, 4)}`;
}

/** The shared trip: its name, dates, days and stops. */
export function sharedTripPage(trip: SharedTrip, token: string): string {
  const dates = datesOf(trip);
  const meta = [
    dates ? `<p class="meta">${escapeHtml(dates)}</p>` : "",
    trip.ownerName ? `<p class="meta">Shared by ${escapeHtml(trip.ownerName)}</p>` : "",
  ].join("\n");
  const days = trip.days
    .map((day, index) => {
      const heading = `<h2>${escapeHtml(dayLabel(index, day.date))}</h2>`;
      const stops =
        day.stops.length === 0
          ? '<p class="small">No stops planned for this day.</p>'
          : `<ol>${day.stops.map((stop) => stopItem(trip, token, stop)).join("\n")}</ol>`;
      return `<section>${heading}\n${stops}</section>`;
    })
    .join("\n");
  return page(
    trip.name,
    `<main>
<h1>${escapeHtml(trip.name)}</h1>
${meta}
${days}
</main>
<footer>A trip planned with ${escapeHtml(APP_NAME)}. This link stops working after ${escapeHtml(lastDay(trip.expiresAt))}.</footer>`,
  );
}

/** What an expired, withdrawn or unknown link shows. */
export function sharedTripGonePage(): string {
  return page(
    "Shared trip not found",
    `<main>
<h1>This shared trip has expired or was withdrawn.</h1>
<p>Ask the person who shared it for a new link.</p>
</main>`,
  );
}

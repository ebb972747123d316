import { APP_NAME } from "../app-info.ts";
import { decimalDegrees } from "../export-formats/place-file.ts";
import { escapeXml, xmlElement } from "../export-formats/xml.ts";
import type { TripDetail, TripStop } from "../trip.ts";
import { dayLabel } from "../trip-days.ts";

// A trip as map files: GPX for sat-navs and walking apps, GeoJSON for GIS and web maps. A stop
// whose place has no position cannot be on a map, so the map files leave it out.

type LocatedStop = TripStop & { place: { latitude: number; longitude: number } };

const isLocated = (stop: TripStop): stop is LocatedStop =>
  stop.place.latitude !== null && stop.place.longitude !== null;

const position = (stop: LocatedStop) =>
  `lat="${decimalDegrees(stop.place.latitude)}" lon="${decimalDegrees(stop.place.longitude)}"`;

/** Every stop in order: each day's, then the unscheduled. */
const everyStop = (trip: TripDetail) => [
  ...trip.days.flatMap((day) => day.stops),
  ...trip.unscheduled,
];

/**
 * GPX 1.1: a waypoint for every stop with a position (the unscheduled too, so the file holds
 * every place of the trip), and one route per day, named by its label ("Day 1 · Sat 14 Jun"),
 * through its stops in order. A day with no located stop is an empty route, as GPX allows.
 */
export function tripGpx(trip: TripDetail): string {
  const waypoints = everyStop(trip)
    .filter(isLocated)
    .map(
      (stop) =>
        `\n  <wpt ${position(stop)}>` +
        xmlElement("    ", "name", stop.place.name) +
        xmlElement("    ", "desc", stop.note) +
        xmlElement("    ", "type", stop.place.category) +
        "\n  </wpt>",
    );
  const routes = trip.days.map((day, index) => {
    const points = day.stops
      .filter(isLocated)
      .map(
        (stop) =>
          `\n    <rtept ${position(stop)}>${xmlElement("      ", "name", stop.place.name)}\n    </rtept>`,
      );
    return (
      "\n  <rte>" +
      xmlElement("    ", "name", dayLabel(index, day.date)) +
      `\n    <number>${index + 1}</number>` +
      points.join("") +
      "\n  </rte>"
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<gpx version="1.1" creator="${escapeXml(APP_NAME)}"` +
    ' xmlns="http://www.topografix.com/GPX/1/1">' +
    `\n  <metadata>${xmlElement("    ", "name", trip.name)}${xmlElement("    ", "desc", trip.notes)}\n  </metadata>` +
    waypoints.join("") +
    routes.join("") +
    "\n</gpx>\n"
  );
}

/**
 * GeoJSON (RFC 7946): a Point for every stop with a position, with its day (1 onwards; null
 * for unscheduled), its order in the day, its label and note; and a LineString per day through
 * its stops in order, where the day has two or more.
 */
export function tripGeoJson(trip: TripDetail): string {
  const coordinates = (stop: LocatedStop) => [stop.place.longitude, stop.place.latitude];
  const point = (stop: TripStop, day: number | null, order: number) =>
    isLocated(stop)
      ? [
          {
            type: "Feature",
            geometry: { type: "Point", coordinates: coordinates(stop) },
            properties: {
              kind: "stop",
              name: stop.place.name,
              category: stop.place.category,
              note: stop.note,
              day: day === null ? null : day + 1,
              dayLabel: day === null ? null : dayLabel(day, trip.days[day]?.date ?? null),
              order: order + 1,
            },
          },
        ]
      : [];
  const points = [
    ...trip.days.flatMap((day, index) => day.stops.flatMap((stop, at) => point(stop, index, at))),
    ...trip.unscheduled.flatMap((stop, at) => point(stop, null, at)),
  ];
  const lines = trip.days.flatMap((day, index) => {
    const located = day.stops.filter(isLocated);
    if (located.length < 2) return [];
    return [
      {
        type: "Feature",
        geometry: { type: "LineString", coordinates: located.map(coordinates) },
        properties: { kind: "day", day: index + 1, dayLabel: dayLabel(index, day.date) },
      },
    ];
  });
  return `${JSON.stringify(
    {
      type: "FeatureCollection",
      name: trip.name,
      startDate: trip.startDate,
      endDate: trip.endDate,
      features: [...points, ...lines],
    },
    null,
    1,
  )}\n`;
}

/**
 * A file name safe in any header and on any disk: the trip's name as lower-case letters,
 * digits and hyphens (accents dropped), or "trip" when nothing is left.
 */
export function tripFileName(name: string, extension: string): string {
  // Split into words rather than trim hyphens with a pattern: a name of many hyphens would
  // make an anchored /-+$/ try every one.
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) {
      if (!slug) slug = word.slice(0, 60);
      break;
    }
    slug = next;
  }
  return `${slug || "trip"}.${extension}`;
}

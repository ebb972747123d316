import { text } from "#shared/i18n/text.ts";
import type { TripDetail, TripExportFormat } from "#shared/trip.ts";
import { tripIcs } from "#shared/trip-export/ics.ts";
import { tripFileName, tripGeoJson, tripGpx } from "#shared/trip-export/map-files.ts";
import { conflict } from "../http/errors.ts";

const MEDIA_TYPES: Record<TripExportFormat, string> = {
  gpx: "application/gpx+xml; charset=utf-8",
  ics: "text/calendar; charset=utf-8",
  geojson: "application/geo+json; charset=utf-8",
};

/**
 * GET /api/trips/{id}/export?format=gpx|ics|geojson: the trip as a file to download. A trip
 * without dates has no calendar: its ICS answers 409, since a calendar holds at least one
 * event.
 */
export function tripExport(trip: TripDetail, format: TripExportFormat, baseUrl: string) {
  let body: string | null;
  if (format === "gpx") body = tripGpx(trip);
  else if (format === "geojson") body = tripGeoJson(trip);
  else body = tripIcs(trip, new URL(baseUrl).hostname, new Date());
  if (body === null) {
    throw conflict(text("Give the trip dates before adding it to a calendar."));
  }
  return new Response(body, {
    headers: {
      "content-type": MEDIA_TYPES[format],
      "content-disposition": `attachment; filename="${tripFileName(trip.name, format)}"`,
      "cache-control": "no-store",
    },
  });
}

import { z } from "zod";
import { APP_SLUG } from "../app-info.ts";
import { localCalendarDate } from "../calendar-date.ts";
import { csvWriter } from "./csv.ts";
import { geojsonWriter } from "./geojson.ts";
import { gpxWriter } from "./gpx.ts";
import { kmlWriter } from "./kml.ts";
import type { PlaceFileWriter } from "./place-file.ts";

export const EXPORT_FORMAT_NAMES = ["geojson", "gpx", "kml", "csv"] as const;
export type ExportFormatName = (typeof EXPORT_FORMAT_NAMES)[number];

export type ExportFormat = {
  /** The Content-Type the download is sent with. */
  mediaType: string;
  writer: PlaceFileWriter;
};

/** Each file a traveller can take their places out in, to any map app or spreadsheet. */
export const EXPORT_FORMATS: Record<ExportFormatName, ExportFormat> = {
  geojson: { mediaType: "application/geo+json", writer: geojsonWriter },
  gpx: { mediaType: "application/gpx+xml", writer: gpxWriter },
  kml: { mediaType: "application/vnd.google-earth.kml+xml", writer: kmlWriter },
  csv: { mediaType: "text/csv; charset=utf-8", writer: csvWriter },
};

/**
 * Whether each format holds places without a location. GPX cannot (a waypoint is a position),
 * so a GPX export leaves them out: the Export section can say so.
 */
export const HOLDS_PLACES_WITHOUT_LOCATION: Record<ExportFormatName, boolean> = {
  geojson: true,
  gpx: false,
  kml: true,
  csv: true,
};

/** The formats that leave out places without a location: ["gpx"]. */
export const FORMATS_WITHOUT_UNLOCATED_PLACES: readonly ExportFormatName[] =
  EXPORT_FORMAT_NAMES.filter((name) => !HOLDS_PLACES_WITHOUT_LOCATION[name]);

const FORMAT_CHOICE = `Choose one of: ${EXPORT_FORMAT_NAMES.join(", ")}`;

/** GET /api/places/export?format=geojson|gpx|kml|csv. */
export const placesExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMAT_NAMES, { error: FORMAT_CHOICE }),
});

/**
 * `uk-adventures-places-{YYYY-MM-DD}.{format}`, dated in the local zone of whoever calls it,
 * as a backup file is. Each format's name is also its usual file extension.
 */
export function exportFileName(now: Date, format: ExportFormatName): string {
  return `${APP_SLUG}-places-${localCalendarDate(now)}.${format}`;
}

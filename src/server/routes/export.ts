import { Hono } from "hono";
import {
  EXPORT_FORMATS,
  exportFileName,
  placesExportQuerySchema,
} from "#shared/export-formats/formats.ts";
import { placeFilePieces } from "#shared/export-formats/place-file.ts";
import type { Db } from "../db/index.ts";
import { placeQueries } from "../db/queries/places.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { textDownload } from "../http/text-download.ts";
import { queryParams } from "../http/validate.ts";

/**
 * GET /api/places/export?format=geojson|gpx|kml|csv: the signed-in user's places as a file
 * for other map apps and spreadsheets. Map files hold the places with a position; the CSV
 * holds every place. The list is read once, and the file written as it is sent.
 */
export function exportRoutes(db: Db) {
  const places = placeQueries(db);
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", queryParams(placesExportQuerySchema), async (c) => {
      const { format } = c.req.valid("query");
      const { mediaType, writer } = EXPORT_FORMATS[format];
      const list = await places.list(c.var.user.id);
      return textDownload(
        c,
        { fileName: exportFileName(new Date(), format), contentType: mediaType },
        placeFilePieces(writer, list),
      );
    });
}

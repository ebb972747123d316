import { Hono } from "hono";
import {
  EXPORT_FORMATS,
  type ExportFormatName,
  exportFileName,
  placesExportQuerySchema,
} from "#shared/export-formats/formats.ts";
import { type PlaceFileWriter, placeFilePieces } from "#shared/export-formats/place-file.ts";
import type { Place } from "#shared/place.ts";
import type { Db } from "../db/index.ts";
import { timeSlices } from "../http/account-concurrency.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { queryParams } from "../http/validate.ts";
import { placesPerVersion } from "./place-list.ts";

/** About this much text is encoded at a time. */
const CHUNK_CHARS = 16 * 1024;

/**
 * The file as bytes, written in slices with breaks between. Written as it was sent (a stream),
 * the whole file was made in one go, since the socket took every chunk at once, and other
 * users' requests waited for it; and each download made it again.
 */
async function written(
  writer: PlaceFileWriter,
  list: readonly Place[],
): Promise<Uint8Array<ArrayBuffer>> {
  const breathe = timeSlices();
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let text = "";
  for (const piece of placeFilePieces(writer, list)) {
    text += piece;
    if (text.length >= CHUNK_CHARS) {
      chunks.push(encoder.encode(text));
      text = "";
    }
    await breathe();
  }
  chunks.push(encoder.encode(text));
  return Buffer.concat(chunks);
}

/**
 * GET /api/places/export?format=geojson|gpx|kml|csv: the signed-in user's places as a file
 * for other map apps and spreadsheets. Map files hold the places with a position; the CSV
 * holds every place. Each file is written once per version of the list and format and kept
 * with the list (routes/place-list.ts placesPerVersion): a burst of downloads costs one, and
 * each is sent as bytes, in one write.
 */
export function exportRoutes(db: Db) {
  const listOf = placesPerVersion(db);
  const files = new WeakMap<
    readonly Place[],
    Map<ExportFormatName, Promise<Uint8Array<ArrayBuffer>>>
  >();
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", queryParams(placesExportQuerySchema), async (c) => {
      const { format } = c.req.valid("query");
      const { mediaType, writer } = EXPORT_FORMATS[format];
      const list = await listOf(c.var.user.id);
      let byFormat = files.get(list);
      if (!byFormat) {
        byFormat = new Map();
        files.set(list, byFormat);
      }
      let file = byFormat.get(format);
      if (!file) {
        file = written(writer, list);
        byFormat.set(format, file);
      }
      return c.body(await file, 200, {
        "content-type": mediaType,
        "content-disposition": `attachment; filename="${exportFileName(new Date(), format)}"`,
        "cache-control": "no-store",
      });
    });
}

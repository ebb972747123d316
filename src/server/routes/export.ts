import { Hono } from "hono";
import {
  EXPORT_FORMATS,
  type ExportFormatName,
  exportFileName,
  placesExportQuerySchema,
} from "#shared/export-formats/formats.ts";
import {
  type ExportPlace,
  type PlaceFileWriter,
  placeFilePieces,
} from "#shared/export-formats/place-file.ts";
import type { Place } from "#shared/place.ts";
import type { VisitRecord } from "#shared/visit.ts";
import type { Db } from "../db/index.ts";
import { visitQueries } from "../db/queries/visits.ts";
import { timeSlices } from "../http/account-concurrency.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { queryParams } from "../http/validate.ts";
import { placesPerVersion } from "./place-list.ts";

/** About this much text is encoded at a time. */
const CHUNK_CHARS = 16 * 1024;

/** Each place with its visits, newest first, as the file writes them. */
function* withVisits(
  list: readonly Place[],
  visits: ReadonlyMap<number, readonly VisitRecord[]>,
): Generator<ExportPlace> {
  for (const place of list) yield { ...place, visits: visits.get(place.id) ?? [] };
}

/**
 * The file as bytes, written in slices with breaks between. Written as it was sent (a stream),
 * the whole file was made in one go, since the socket took every chunk at once, and other
 * users' requests waited for it; and each download made it again.
 */
async function written(
  writer: PlaceFileWriter,
  list: readonly Place[],
  visits: ReadonlyMap<number, readonly VisitRecord[]>,
): Promise<Uint8Array<ArrayBuffer>> {
  const breathe = timeSlices();
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let text = "";
  for (const piece of placeFilePieces(writer, withVisits(list, visits))) {
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
 * each is sent as bytes, in one write. The list's visits are read in one query, once per
 * version of the list whatever the formats asked for: a visit's every change also changes
 * its place, so it makes a new version of the list.
 */
export function exportRoutes(db: Db) {
  const listOf = placesPerVersion(db);
  const visitsOf = visitQueries(db).byPlace;
  const files = new WeakMap<
    readonly Place[],
    {
      visits: Promise<Map<number, VisitRecord[]>>;
      byFormat: Map<ExportFormatName, Promise<Uint8Array<ArrayBuffer>>>;
    }
  >();
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", queryParams(placesExportQuerySchema), async (c) => {
      const { format } = c.req.valid("query");
      const { mediaType, writer } = EXPORT_FORMATS[format];
      const list = await listOf(c.var.user.id);
      let kept = files.get(list);
      if (!kept) {
        kept = { visits: visitsOf(c.var.user.id), byFormat: new Map() };
        files.set(list, kept);
      }
      let file = kept.byFormat.get(format);
      if (!file) {
        const { visits } = kept;
        file = visits.then((byPlace) => written(writer, list, byPlace));
        kept.byFormat.set(format, file);
        // A failed read is not kept: the next download reads again.
        const failed = kept;
        file.catch(() => {
          if (files.get(list) === failed) files.delete(list);
        });
      }
      return c.body(await file, 200, {
        "content-type": mediaType,
        "content-disposition": `attachment; filename="${exportFileName(new Date(), format)}"`,
        "cache-control": "no-store",
      });
    });
}

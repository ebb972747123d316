// KMZ: a zip holding a KML file ("doc.kml" by convention) and perhaps its icons and photos.
import { Unzip, UnzipInflate, unzipSync } from "fflate";
import { text } from "../i18n/text.ts";
import {
  IMPORT_FILE_LIMITS,
  type ImportedPlace,
  ImportFileError,
  type ImportProblem,
} from "./imported-place.ts";
import { readKml } from "./kml.ts";
import { decodeText, formatMegabytes } from "./text.ts";

const tooBig = (bytes: number, limit: number) =>
  new ImportFileError(
    text("This KMZ unzips to {size} MB; a KMZ can unzip to at most {limit} MB.", {
      size: formatMegabytes(bytes),
      limit: formatMegabytes(limit),
    }),
  );

const NOT_A_ZIP = text("This KMZ is not a valid zip file");

export const NO_KML = text("This KMZ holds no KML file");

/**
 * How much of the zip is handed to the unzipper at a time. Deflate makes data at most about
 * 1,000 times larger, so a step unzips at most about 4 MB before the total is checked again.
 */
const STEP_BYTES = 4 * 1024;

const tooBigAfterAll = (limit: number) =>
  new ImportFileError(
    text("This KMZ unzips to more than {limit} MB; a KMZ can unzip to at most {limit} MB.", {
      limit: formatMegabytes(limit),
    }),
  );

/**
 * Unzips the entry of that name a little at a time, counting what comes out, and stops as soon
 * as the total passes the limit: an entry may say it unzips to a few bytes and hold gigabytes.
 */
function unzipEntry(bytes: Uint8Array, name: string, limit: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Set by the unzipper's callbacks, so typed wide: the checks below cannot see them change it.
  let state = "looking" as "looking" | "reading" | "done" | "broken" | "too big";
  const unzipper = new Unzip((file) => {
    if (file.name !== name || state !== "looking") return;
    state = "reading";
    file.ondata = (error, data, final) => {
      if (state !== "reading") return;
      if (error) {
        state = "broken";
        return;
      }
      total += data.length;
      if (total > limit) {
        state = "too big";
        return;
      }
      chunks.push(data);
      if (final) state = "done";
    };
    file.start();
  });
  unzipper.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length; at += STEP_BYTES) {
      if (state !== "looking" && state !== "reading") break;
      unzipper.push(bytes.subarray(at, at + STEP_BYTES), at + STEP_BYTES >= bytes.length);
    }
  } catch {
    if (state === "looking" || state === "reading") state = "broken";
  }
  if (state === "too big") throw tooBigAfterAll(limit);
  if (state !== "done") throw new ImportFileError(NOT_A_ZIP);
  const kml = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    kml.set(chunk, at);
    at += chunk.length;
  }
  return kml;
}

function unzip(bytes: Uint8Array, filter: Parameters<typeof unzipSync>[1]) {
  try {
    return unzipSync(bytes, filter);
  } catch {
    throw new ImportFileError(NOT_A_ZIP);
  }
}

/**
 * The bytes of the KML a zip holds: "doc.kml", else the first .kml; null when it holds none.
 * A zip whose entries say they unzip past the limit is refused before anything is inflated
 * (a small file can unzip to gigabytes); what is really unzipped is counted too as it comes
 * out, and stopped past the limit, since the sizes an entry declares are the file's word, not
 * a fact.
 */
export function kmlInZip(
  bytes: Uint8Array,
  limit: number = IMPORT_FILE_LIMITS.unzippedBytes,
): Uint8Array | null {
  const entries: { name: string; originalSize: number }[] = [];
  unzip(bytes, {
    filter: (file) => {
      entries.push(file);
      return false;
    },
  });
  const declared = entries.reduce((total, entry) => total + entry.originalSize, 0);
  if (declared > limit) throw tooBig(declared, limit);
  // macOS's zip keeps resource forks of the same names in __MACOSX/.
  const kmls = entries.filter(
    (entry) => /\.kml$/i.test(entry.name) && !entry.name.startsWith("__MACOSX/"),
  );
  const chosen = kmls.find((entry) => entry.name.toLowerCase() === "doc.kml") ?? kmls[0];
  if (!chosen) return null;
  return unzipEntry(bytes, chosen.name, limit);
}

/** The places in a KMZ file; with a list of problems, placemarks that cannot be read are noted there. */
export function readKmz(
  bytes: Uint8Array,
  limit: number = IMPORT_FILE_LIMITS.unzippedBytes,
  problems?: ImportProblem[],
): ImportedPlace[] {
  const kml = kmlInZip(bytes, limit);
  if (!kml) throw new ImportFileError(NO_KML);
  return readKml(decodeText(kml), problems);
}

// KMZ: a zip holding a KML file ("doc.kml" by convention) and perhaps its icons and photos.
import { unzipSync } from "fflate";
import { IMPORT_FILE_LIMITS, type ImportedPlace, ImportFileError } from "./imported-place.ts";
import { readKml } from "./kml.ts";
import { decodeText, formatMegabytes } from "./text.ts";

const tooBig = (bytes: number, limit: number) =>
  new ImportFileError(
    `This KMZ unzips to ${formatMegabytes(bytes)} MB; a KMZ can unzip to at most ${formatMegabytes(limit)} MB.`,
  );

function unzip(bytes: Uint8Array, filter: Parameters<typeof unzipSync>[1]) {
  try {
    return unzipSync(bytes, filter);
  } catch {
    throw new ImportFileError("This KMZ is not a valid zip file");
  }
}

/**
 * The bytes of the KML a zip holds: "doc.kml", else the first .kml; null when it holds none.
 * A zip whose entries say they unzip past the limit is refused before anything is inflated
 * (a small file can unzip to gigabytes); what is really unzipped is counted too, since the
 * sizes an entry declares are the file's word, not a fact.
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
  const kml = unzip(bytes, { filter: (file) => file.name === chosen.name })[chosen.name];
  if (!kml) throw new ImportFileError("This KMZ is not a valid zip file");
  if (kml.length > limit) throw tooBig(kml.length, limit);
  return kml;
}

/** The places in a KMZ file. */
export function readKmz(
  bytes: Uint8Array,
  limit: number = IMPORT_FILE_LIMITS.unzippedBytes,
): ImportedPlace[] {
  const kml = kmlInZip(bytes, limit);
  if (!kml) throw new ImportFileError("This KMZ holds no KML file");
  return readKml(decodeText(kml));
}

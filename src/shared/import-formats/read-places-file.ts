// The one way into the place-file readers: picks a reader for a file and holds every file to
// the same limits. Pure, so the browser can run it in a Web Worker.
import { readCsv } from "./csv.ts";
import { readGeoJson } from "./geojson.ts";
import { placesInGpx } from "./gpx.ts";
import {
  IMPORT_FILE_LIMITS,
  type ImportedPlace,
  ImportFileError,
  type ImportProblem,
  type PlacesReading,
} from "./imported-place.ts";
import { placesInKml } from "./kml.ts";
import { kmlInZip, NO_KML } from "./kmz.ts";
import { decodeText, formatCount, formatMegabytes } from "./text.ts";
import { parseXml, rootName } from "./xml.ts";

export {
  IMPORT_FILE_LIMITS,
  type ImportedPlace,
  ImportFileError,
  type ImportProblem,
  type PlacesReading,
} from "./imported-place.ts";

import { text } from "../i18n/text.ts";

export const READABLE_FORMATS = text(
  "UK Adventures can read .json, .geojson, .kml, .kmz, .gpx and .csv files.",
);

type Kind = "json" | "kml" | "kmz" | "gpx" | "csv";

const KIND_BY_EXTENSION = new Map<string, Kind>([
  ["json", "json"],
  ["geojson", "json"],
  ["kml", "kml"],
  ["kmz", "kmz"],
  ["gpx", "gpx"],
  ["csv", "csv"],
]);

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const isZip = (bytes: Uint8Array) => ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** What a file without a known extension holds, judged by how it starts. */
function sniff(bytes: Uint8Array, contents: () => string): Kind | "xml" | null {
  if (isZip(bytes)) return "kmz";
  const start = contents().trimStart();
  if (/^[{[]/.test(start)) return "json";
  if (/^<(?:\?xml|kml|gpx)\b/i.test(start)) return "xml";
  return null;
}

/**
 * A KML or GPX file goes by its root element, so a GPX saved as .kml still reads; a document
 * that is neither goes to the reader its extension names, which says what it lacks.
 */
function readXml(
  contents: string,
  kind: "kml" | "gpx" | "xml",
  problems: ImportProblem[],
): ImportedPlace[] {
  const xml = parseXml(contents, kind === "xml" ? text("file") : kind.toUpperCase());
  const root = rootName(xml);
  if (root === "kml" || (kind === "kml" && root !== "gpx")) return placesInKml(xml, problems);
  if (root === "gpx" || kind === "gpx") return placesInGpx(xml, problems);
  throw new ImportFileError(READABLE_FORMATS);
}

function read(
  kind: Kind | "xml",
  bytes: Uint8Array,
  contents: () => string,
  calledKmz: boolean,
  problems: ImportProblem[],
) {
  switch (kind) {
    case "json":
      return readGeoJson(contents(), problems);
    case "csv":
      return readCsv(contents(), problems);
    case "kmz": {
      const kml = kmlInZip(bytes);
      // A zip that was not called .kmz may be anything (a spreadsheet, a photo album).
      if (!kml) throw new ImportFileError(calledKmz ? NO_KML : READABLE_FORMATS);
      return readXml(decodeText(kml), "kml", problems);
    }
    default:
      return readXml(contents(), kind, problems);
  }
}

/**
 * Refuses a file too large or empty to read, by its size alone: the browser asks this before
 * it loads the file's bytes, so a huge file is never read into memory.
 */
export function checkFileSize(byteLength: number): void {
  if (byteLength > IMPORT_FILE_LIMITS.fileBytes) {
    throw new ImportFileError(
      text("This file is {size} MB; a file can be at most {limit} MB.", {
        size: formatMegabytes(byteLength),
        limit: formatMegabytes(IMPORT_FILE_LIMITS.fileBytes),
      }),
    );
  }
  if (byteLength === 0) throw new ImportFileError(text("This file is empty"));
}

/**
 * The places in a file the traveller chose, and the entries of it that could not be read
 * (left out, each with its reason, for the preview to list). The file is read by its
 * extension (any case) or, without a known one, by how it starts; a zip is read as a KMZ
 * whatever its name, since My Maps' KMZ is often saved as ".kml". Throws an ImportFileError,
 * whose message is for the traveller, when the file cannot be read as a whole.
 */
export function readPlaces(fileName: string, bytes: Uint8Array): PlacesReading {
  checkFileSize(bytes.length);
  let decoded: string | undefined;
  const contents = () => {
    decoded ??= decodeText(bytes);
    return decoded;
  };
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? "";
  const known = KIND_BY_EXTENSION.get(extension);
  const kind = isZip(bytes) ? "kmz" : (known ?? sniff(bytes, contents));
  if (!kind) throw new ImportFileError(READABLE_FORMATS);
  const problems: ImportProblem[] = [];
  const places = read(kind, bytes, contents, known === "kmz" || known === "kml", problems);
  if (places.length > IMPORT_FILE_LIMITS.places) {
    throw new ImportFileError(
      text(
        "This file holds {count} places; the import reads at most {limit} from one file. Split it into smaller files.",
        { count: formatCount(places.length), limit: formatCount(IMPORT_FILE_LIMITS.places) },
      ),
    );
  }
  return { places, problems };
}

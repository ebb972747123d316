// Google Location History from Takeout: the places a phone saw its owner visit. A month's
// "Semantic Location History" file lists placeVisit and activitySegment entries; the newer
// Timeline export lists semanticSegments holding a visit, an activity or a path. Visits are
// places (and visited ones); activities and paths (walking, driving, in transit) are journeys.
import type { LatLng } from "../geo/location.ts";
import { text } from "../i18n/text.ts";
import { checkCoordinates } from "./coordinates.ts";
import { textOf, toImportedPlace } from "./fields.ts";
import {
  type ImportedPlace,
  ImportFileError,
  type ImportProblem,
  nothingReadable,
  readEntry,
} from "./imported-place.ts";
import { isRecord, type JsonRecord, recordOf } from "./json.ts";
import { formatCount } from "./text.ts";

/** Whether a JSON file is Location History rather than GeoJSON or saved places. */
export const isLocationHistory = (data: unknown): data is JsonRecord =>
  isRecord(data) && (Array.isArray(data.timelineObjects) || Array.isArray(data.semanticSegments));

/** Degrees from Takeout's E7 integers (degrees × 10⁷). */
const e7 = (value: unknown) => (typeof value === "number" ? value / 1e7 : null);

/** "51.5072°, -0.1276°", as the Timeline export writes a position. */
function latLngText(where: string, value: unknown): LatLng | null {
  const match = /^\s*(-?[\d.]+)°?\s*,\s*(-?[\d.]+)°?\s*$/.exec(textOf(value) ?? "");
  return match ? checkCoordinates(where, match[1], match[2]) : null;
}

type Visit = {
  key: string | null;
  name: unknown;
  address: unknown;
  position: LatLng | null;
  start: unknown;
};

/** A visit in a Semantic Location History file's entry, or null for a journey. */
function oldVisit(where: string, entry: JsonRecord): Visit | null {
  const visit = recordOf(entry.placeVisit);
  if (!visit) return null;
  const location = recordOf(visit.location) ?? {};
  const duration = recordOf(visit.duration) ?? {};
  const startMs = Number(duration.startTimestampMs);
  return {
    key: textOf(location.placeId),
    name: location.name,
    address: location.address,
    position: checkCoordinates(where, e7(location.latitudeE7), e7(location.longitudeE7)),
    start:
      duration.startTimestamp ??
      (Number.isFinite(startMs) ? new Date(startMs).toISOString() : undefined),
  };
}

/** A visit in a Timeline export's segment, or null for a journey. */
function newVisit(where: string, segment: JsonRecord): Visit | null {
  const candidate = recordOf(recordOf(segment.visit)?.topCandidate);
  if (!candidate) return null;
  return {
    key: textOf(candidate.placeId),
    name: undefined,
    address: undefined,
    position: latLngText(where, recordOf(candidate.placeLocation)?.latLng),
    start: segment.startTime,
  };
}

/**
 * The places visited, each once (the first visit), in the order of the file. Given a list of
 * problems, a visit that cannot be read is noted there and left out.
 */
export function placesInLocationHistory(
  data: JsonRecord,
  problems?: ImportProblem[],
): ImportedPlace[] {
  const old = Array.isArray(data.timelineObjects);
  const entries = (old ? data.timelineObjects : data.semanticSegments) as unknown[];
  const seen = new Set<string>();
  const places: ImportedPlace[] = [];
  entries.forEach((entry, index) => {
    const where = text("Entry {number}", { number: formatCount(index + 1) });
    const place = readEntry(where, problems, () => {
      const record = recordOf(entry);
      const visit = record && (old ? oldVisit(where, record) : newVisit(where, record));
      if (!visit) return null;
      if (visit.key && seen.has(visit.key)) return null;
      if (visit.key) seen.add(visit.key);
      return toImportedPlace(where, {
        number: index + 1,
        name: textOf(visit.name),
        nameHints: [textOf(visit.address)],
        address: textOf(visit.address),
        position: visit.position,
        visited: true,
        visitedDate: visit.start,
        lookUpByName: false,
      });
    });
    if (place) places.push(place);
  });
  if (places.length === 0) {
    throw (
      nothingReadable("Location History", problems ?? []) ??
      new ImportFileError(text("This Location History has no visited places: nothing to import"))
    );
  }
  return places;
}

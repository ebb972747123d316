// GeoJSON: Google Takeout's "Saved Places.json" (both of its forms), our own export, and any
// file of Point features.

import type { LatLng } from "../geo/location.ts";
import { searchTextInMapsUrl } from "../geo/maps-link.ts";
import { text } from "../i18n/text.ts";
import { checkCoordinates, type Degrees } from "./coordinates.ts";
import { fieldsOf, readVisitList, textOf, toImportedPlace } from "./fields.ts";
import {
  type ImportedPlace,
  ImportFileError,
  type ImportProblem,
  nothingReadable,
  readEntry,
} from "./imported-place.ts";
import { isRecord, type JsonRecord, recordOf } from "./json.ts";
import { isLocationHistory, placesInLocationHistory } from "./location-history.ts";
import { DROPPED_PIN } from "./place-names.ts";
import { formatCount, htmlToText } from "./text.ts";

const degreesOf = (value: unknown): Degrees =>
  typeof value === "number" || typeof value === "string"
    ? value
    : value === null || value === undefined
      ? null
      : JSON.stringify(value);

function featuresOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (isRecord(data)) {
    if (Array.isArray(data.features)) return data.features;
    if (data.type === "Feature") return [data];
    if (Array.isArray(data.places) && "appName" in data) {
      throw new ImportFileError(
        text("This is a UK Adventures backup: bring it back with Backup & Restore instead"),
      );
    }
  }
  throw new ImportFileError(text("This JSON holds no GeoJSON features or Google saved places"));
}

/** A description may be text, or HTML marked as such by tools that turn KML into GeoJSON. */
function noteOf(value: unknown): string | null {
  const html = recordOf(value);
  if (html?.["@type"] === "html" && typeof html.value === "string") return htmlToText(html.value);
  return textOf(value);
}

/** The first of these values that holds some text. */
const firstText = (...values: unknown[]) => values.map(textOf).find((text) => text?.trim()) ?? null;

const isNullIsland = (position: LatLng | null) =>
  position?.latitude === 0 && position.longitude === 0;

/**
 * A Takeout saved place. Takeout writes [0, 0] for a place it has no position for; then the
 * position is the one its Google Maps link holds, if any, else the place is found by name.
 * The link is kept, so the place can be found on Google Maps again. Its date is when the
 * place was saved, not visited: the place's date added. A pin dropped on the map is saved
 * with no name: it is named by its address, else "Dropped pin".
 */
function takeoutPlace(
  where: string,
  number: number,
  properties: JsonRecord,
  position: LatLng | null,
) {
  const location = recordOf(properties.location);
  const older = recordOf(properties.Location);
  const url = firstText(properties.google_maps_url, properties["Google Maps URL"]);
  // With none here, toImportedPlace takes the position the link holds, if any.
  let found = isNullIsland(position) ? null : position;
  const listed = recordOf(older?.["Geo Coordinates"]);
  if (!found && listed) {
    const geo = checkCoordinates(where, degreesOf(listed.Latitude), degreesOf(listed.Longitude));
    found = isNullIsland(geo) ? null : geo;
  }
  // Takeout has put the name and address under "location", "Location" and, in some
  // exports, in the properties themselves.
  const address = firstText(location?.address, older?.Address, properties.address);
  return toImportedPlace(where, {
    number,
    // A place saved without details still has the words its link searches for.
    name:
      firstText(location?.name, properties.Title, older?.["Business Name"], properties.name) ??
      searchTextInMapsUrl(url),
    nameHints: [address],
    placeholder: DROPPED_PIN,
    address,
    position: found,
    link: url,
    // "date" now, "Published" in the older form.
    createdAt: firstText(properties.date, properties.Published),
    lookUpByName: true,
  });
}

function placeOfFeature(feature: unknown, where: string, number: number): ImportedPlace | null {
  if (!isRecord(feature)) return null;
  const properties = recordOf(feature.properties) ?? {};
  const geometry = feature.geometry;
  // Lines and areas are routes and regions, not places.
  if (geometry !== null && geometry !== undefined && recordOf(geometry)?.type !== "Point") {
    return null;
  }
  const coordinates = recordOf(geometry)?.coordinates;
  const [longitude, latitude] = Array.isArray(coordinates) ? coordinates : [];
  const position = geometry
    ? checkCoordinates(where, degreesOf(latitude), degreesOf(longitude))
    : null;
  const isTakeout =
    isRecord(properties.location) ||
    isRecord(properties.Location) ||
    "google_maps_url" in properties ||
    "Google Maps URL" in properties;
  if (isTakeout) return takeoutPlace(where, number, properties, position);
  const field = fieldsOf(properties);
  const notes = noteOf(field("notes", "note", "description", "desc"));
  return toImportedPlace(where, {
    number,
    name: textOf(field("name", "title")),
    nameHints: [notes, textOf(field("address"))],
    address: textOf(field("address")),
    notes: [notes],
    category: textOf(field("category")),
    mood: textOf(field("mood")),
    position,
    link: field("link", "url"),
    visited: field("visited"),
    visitedDate: field("visiteddate"),
    visits: readVisitList(where, field("visits")),
    // A feature without a geometry says it has no position: our own export writes such places.
    lookUpByName: false,
  });
}

/**
 * The places in a GeoJSON or Takeout JSON file's text (saved places, or the places visited in
 * Location History). Given a list of problems, a feature that cannot be read is noted there
 * and left out; without one, it stops the whole file.
 */
export function readGeoJson(contents: string, problems?: ImportProblem[]): ImportedPlace[] {
  let data: unknown;
  try {
    data = JSON.parse(contents);
  } catch {
    throw new ImportFileError(text("This file is not valid JSON"));
  }
  if (isLocationHistory(data)) return placesInLocationHistory(data, problems);
  const places = featuresOf(data).flatMap((feature, index) => {
    const where = text("Feature {number}", { number: formatCount(index + 1) });
    return readEntry(where, problems, () => placeOfFeature(feature, where, index + 1)) ?? [];
  });
  if (places.length === 0) {
    throw (
      nothingReadable("GeoJSON", problems ?? []) ??
      new ImportFileError(text("This GeoJSON has no points: nothing to import"))
    );
  }
  return places;
}

// GeoJSON: Google Takeout's "Saved Places.json" (both of its forms), our own export, and any
// file of Point features.

import type { LatLng } from "../geo/location.ts";
import {
  checkCoordinates,
  coordinatesInMapsUrl,
  type Degrees,
  searchTextInMapsUrl,
} from "./coordinates.ts";
import { fieldsOf, textOf, toImportedPlace } from "./fields.ts";
import { type ImportedPlace, ImportFileError } from "./imported-place.ts";
import { formatCount, htmlToText } from "./text.ts";

type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const recordOf = (value: unknown): JsonRecord | null => (isRecord(value) ? value : null);

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
        "This is a UK Adventures backup: bring it back with Backup & Restore instead",
      );
    }
  }
  throw new ImportFileError("This JSON holds no GeoJSON features or Google saved places");
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
 * Its date is when the place was saved, not visited, so it is not read.
 */
function takeoutPlace(where: string, properties: JsonRecord, position: LatLng | null) {
  const location = recordOf(properties.location);
  const older = recordOf(properties.Location);
  const url = firstText(properties.google_maps_url, properties["Google Maps URL"]);
  let found = isNullIsland(position) ? null : position;
  const listed = recordOf(older?.["Geo Coordinates"]);
  if (!found && listed) {
    const geo = checkCoordinates(where, degreesOf(listed.Latitude), degreesOf(listed.Longitude));
    found = isNullIsland(geo) ? null : geo;
  }
  found ??= coordinatesInMapsUrl(url);
  return toImportedPlace(where, {
    // A place saved without details still has the words its link searches for.
    name:
      firstText(location?.name, properties.Title, older?.["Business Name"]) ??
      searchTextInMapsUrl(url),
    address: firstText(location?.address, older?.Address),
    position: found,
    lookUpByName: true,
  });
}

function placeOfFeature(feature: unknown, where: string): ImportedPlace | null {
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
  if (isTakeout) return takeoutPlace(where, properties, position);
  const field = fieldsOf(properties);
  return toImportedPlace(where, {
    name: textOf(field("name", "title")),
    address: textOf(field("address")),
    notes: [noteOf(field("notes", "note", "description", "desc"))],
    category: textOf(field("category")),
    mood: textOf(field("mood")),
    position,
    visited: field("visited"),
    visitedDate: field("visiteddate"),
    // A feature without a geometry says it has no position: our own export writes such places.
    lookUpByName: false,
  });
}

/** The places in a GeoJSON or Takeout JSON file's text. */
export function readGeoJson(text: string): ImportedPlace[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportFileError("This file is not valid JSON");
  }
  const places = featuresOf(data).flatMap(
    (feature, index) => placeOfFeature(feature, `Feature ${formatCount(index + 1)}`) ?? [],
  );
  if (places.length === 0) {
    throw new ImportFileError("This GeoJSON has no points: nothing to import");
  }
  return places;
}

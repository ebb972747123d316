// KML, as Google My Maps and Google Earth write it, and as our own export does (its fields in
// ExtendedData, so a place comes back as it left).
import { kmlGen } from "@tmcw/togeojson";
import type { Geometry } from "geojson";
import { matchCategory } from "../import-parser.ts";
import { checkCoordinates } from "./coordinates.ts";
import { fieldsOf, textOf, toImportedPlace } from "./fields.ts";
import { type ImportedPlace, ImportFileError } from "./imported-place.ts";
import { formatCount, htmlToText } from "./text.ts";
import { parseXml, type XmlDocument } from "./xml.ts";

type XmlNode = NonNullable<XmlDocument["documentElement"]>;

/** A placemark's point: a Point, or the first Point of a MultiGeometry. Null for none. */
function pointOf(geometry: Geometry): number[] | null {
  if (geometry.type === "Point") return geometry.coordinates;
  if (geometry.type === "GeometryCollection") {
    for (const part of geometry.geometries) {
      const point = pointOf(part);
      if (point) return point;
    }
  }
  return null;
}

/** A description as togeojson gives it: text, or an HTML value when it was in CDATA. */
function descriptionOf(value: unknown): string | null {
  if (typeof value === "string") return htmlToText(value);
  if (typeof value === "object" && value !== null && "value" in value) {
    return typeof value.value === "string" ? htmlToText(value.value) : null;
  }
  return null;
}

/**
 * The category the placemark's layer names: My Maps keeps each layer as a Folder, and a
 * traveller may well have named layers after our categories ("Food & Drink").
 */
function layerCategory(placemark: XmlNode): string | null {
  for (let node = placemark.parentNode; node; node = node.parentNode) {
    if (node.nodeName !== "Folder") continue;
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeName === "name") return matchCategory(child.textContent ?? "");
    }
    return null;
  }
  return null;
}

/** The places in a parsed KML document: one for each placemark with a point or a name. */
export function placesInKml(xml: XmlDocument): ImportedPlace[] {
  const placemarks = xml.getElementsByTagName("Placemark");
  if (placemarks.length === 0) throw new ImportFileError("This KML has no placemarks");
  // togeojson gives one feature for every placemark, in the same (document) order.
  const features = kmlGen(xml);
  const places: ImportedPlace[] = [];
  for (let index = 0; index < placemarks.length; index++) {
    const feature = features.next().value;
    const placemark = placemarks.item(index);
    if (!feature || !placemark) break;
    const where = `Placemark ${formatCount(index + 1)}`;
    const point = feature.geometry ? pointOf(feature.geometry) : null;
    // Lines and areas are routes and regions, not places.
    if (feature.geometry && !point) continue;
    const field = fieldsOf(feature.properties ?? {});
    const notes = field("notes");
    const place = toImportedPlace(where, {
      name: textOf(field("name")),
      address: textOf(field("address")),
      notes: [notes === undefined ? descriptionOf(field("description")) : textOf(notes)],
      category: textOf(field("category")) ?? layerCategory(placemark),
      mood: textOf(field("mood")),
      position: point ? checkCoordinates(where, point[1], point[0]) : null,
      visited: field("visited"),
      visitedDate: field("visiteddate"),
      // A placemark without a point says it has none: our own export writes such places.
      lookUpByName: false,
    });
    if (place) places.push(place);
  }
  if (places.length === 0) throw new ImportFileError("This KML has no points: nothing to import");
  return places;
}

/** The places in a KML file's text. */
export function readKml(text: string): ImportedPlace[] {
  return placesInKml(parseXml(text, "KML"));
}

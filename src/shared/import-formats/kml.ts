// KML, as Google My Maps and Google Earth write it, as our own export does (its fields in
// ExtendedData, so a place comes back as it left), and as Google Location History was saved
// (Takeout's "Location History.kml" and a Timeline day's export).
import { kmlGen } from "@tmcw/togeojson";
import type { Geometry } from "geojson";
import { ATOM_NAMESPACE } from "../export-formats/kml.ts";
import { text } from "../i18n/text.ts";
import { checkCoordinates } from "./coordinates.ts";
import { fieldsOf, readVisitList, textOf, toImportedPlace } from "./fields.ts";
import {
  type ImportedPlace,
  ImportFileError,
  type ImportProblem,
  nothingReadable,
  readEntry,
} from "./imported-place.ts";
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
 * The name of the placemark's layer: My Maps keeps each layer as a Folder, and a traveller
 * may well have named layers after our categories ("Food & Drink").
 */
function layerName(placemark: XmlNode): string | null {
  for (let node = placemark.parentNode; node; node = node.parentNode) {
    if (node.nodeName !== "Folder") continue;
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeName === "name") return child.textContent;
    }
    return null;
  }
  return null;
}

/** The href of the placemark's own atom:link, KML's place for a feature's web address. */
function atomLink(placemark: XmlNode): string | null {
  for (let child = placemark.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== 1) continue;
    const element = child as XmlNode;
    if (element.namespaceURI === ATOM_NAMESPACE && element.localName === "link") {
      return element.getAttribute("href");
    }
  }
  return null;
}

/**
 * Whether the file is Google Location History: Takeout and the Timeline name its Document
 * "Location history from {day} to {day}". Its placemarks are visits (a point, or a track of
 * one position) and journeys ("Driving", "Walking": a track, with the distance moved).
 */
function isLocationHistory(xml: XmlDocument): boolean {
  const document = xml.getElementsByTagName("Document").item(0);
  for (let child = document?.firstChild; child; child = child.nextSibling) {
    if (child.nodeName === "name")
      return /^\s*location history from /i.test(child.textContent ?? "");
  }
  return false;
}

/**
 * A Location History placemark's visit: the day it began, or null for a journey, which moved
 * some distance even when its track kept only one position.
 */
function visitStart(field: ReturnType<typeof fieldsOf>): unknown {
  if (Number(textOf(field("distance")) ?? 0) > 0) return null;
  const span = field("timespan");
  return typeof span === "object" && span !== null && "begin" in span ? span.begin : undefined;
}

/**
 * What My Maps saves when "Keep data up to date" is ticked: a link to the map on Google's
 * servers, which the importer does not fetch, and no places.
 */
export const LIVE_LINK_MESSAGE = text(
  "This file is a live link to a map, not the places themselves. In Google My Maps choose Export to KML/KMZ and leave 'Keep data up to date' unticked.",
);

/**
 * The places in a parsed KML document: one for each placemark with a point or a name; lines
 * and areas are left out. Given a list of problems, a placemark that cannot be read is noted
 * there and left out; without one, it stops the whole file.
 */
export function placesInKml(xml: XmlDocument, problems?: ImportProblem[]): ImportedPlace[] {
  const placemarks = xml.getElementsByTagName("Placemark");
  if (placemarks.length === 0) {
    if (xml.getElementsByTagName("NetworkLink").length > 0) {
      throw new ImportFileError(LIVE_LINK_MESSAGE);
    }
    throw new ImportFileError(text("This KML has no placemarks"));
  }
  const history = isLocationHistory(xml);
  // A place visited again is one place: the first visit is kept, as Location History's JSON is.
  const visited = new Set<string>();
  // togeojson gives one feature for every placemark, in the same (document) order.
  const features = kmlGen(xml);
  const places: ImportedPlace[] = [];
  for (let index = 0; index < placemarks.length; index++) {
    const feature = features.next().value;
    const placemark = placemarks.item(index);
    if (!feature || !placemark) break;
    const where = text("Placemark {number}", { number: formatCount(index + 1) });
    const point = feature.geometry ? pointOf(feature.geometry) : null;
    // Lines and areas are routes and regions, not places.
    if (feature.geometry && !point) continue;
    const field = fieldsOf(feature.properties ?? {});
    const start = history ? visitStart(field) : undefined;
    if (start === null) continue;
    if (history) {
      const key = [textOf(field("name")), textOf(field("address")), point?.join()].join("|");
      if (visited.has(key)) continue;
      visited.add(key);
    }
    // Our own export keeps the notes, exactly as written, in ExtendedData; the description
    // is HTML to other apps, so it is read only when there are no such notes.
    const notes = field("notes");
    // Location History's description only repeats the visit's times ("from … to …").
    const description = history ? null : descriptionOf(field("description"));
    const place = readEntry(where, problems, () =>
      toImportedPlace(where, {
        number: index + 1,
        name: textOf(field("name")),
        nameHints: [description, textOf(field("address"))],
        address: textOf(field("address")),
        notes: [notes === undefined ? description : textOf(notes)],
        category: textOf(field("category")),
        group: { label: "Layer", name: layerName(placemark) },
        mood: textOf(field("mood")),
        position: point ? checkCoordinates(where, point[1], point[0]) : null,
        // Our own export writes it in ExtendedData too, where My Maps keeps it.
        link: textOf(field("link")) ?? atomLink(placemark),
        visited: history || field("visited"),
        visitedDate: history ? start : field("visiteddate"),
        // Our own export's every visit, as one line of text (visits-text.ts).
        visits: history ? undefined : readVisitList(where, textOf(field("visits"))),
        // A placemark without a point says it has none: our own export writes such places.
        lookUpByName: false,
      }),
    );
    if (place) places.push(place);
  }
  if (places.length === 0) {
    throw (
      nothingReadable("KML", problems ?? []) ??
      new ImportFileError(
        history
          ? text("This Location History has no visited places: nothing to import")
          : text("This KML has no points: nothing to import"),
      )
    );
  }
  return places;
}

/** The places in a KML file's text. */
export function readKml(text: string, problems?: ImportProblem[]): ImportedPlace[] {
  return placesInKml(parseXml(text, "KML"), problems);
}

import { APP_NAME } from "../app-info.ts";
import { decimalDegrees, isLocated, type PlaceFileWriter } from "./place-file.ts";
import { visitsText } from "./visits-text.ts";
import { escapeXml, xmlElement } from "./xml.ts";

/** KML 2.2 takes a feature's web address as Atom's link element. */
export const ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";

/** An ExtendedData field, or nothing when the place has no value for it. */
const data = (name: string, value: string | null) =>
  value === null
    ? ""
    : `\n        <Data name="${name}">\n          <value>${escapeXml(value)}</value>\n        </Data>`;

/**
 * KML 2.2 (Google Earth, Google My Maps): a Placemark for each place, one without a position
 * having no geometry (KML allows it; map apps skip it, our import reads it back). Its name
 * and notes are KML's own <name> and <description>, which every app shows, and its link is
 * KML's <atom:link href>; the notes and link are ExtendedData fields too, with address,
 * category, mood, visit and every visit (`visits`, one line as visits-text.ts writes it). My
 * Maps shows these as the place's columns, and keeps no atom:link; and a description is HTML
 * to most apps, so a note's tabs, blank lines, "&" and "<br>" would not survive being read
 * from it. Coordinates are "longitude,latitude", as KML orders them.
 */
export const kmlWriter: PlaceFileWriter = {
  head:
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:atom="${ATOM_NAMESPACE}">\n` +
    `  <Document>\n    <name>${escapeXml(APP_NAME)}</name>`,
  place: (place) => {
    // In the order KML's schema lists a Placemark's elements: name, atom:link, description,
    // ExtendedData, then the geometry.
    return (
      "\n    <Placemark>" +
      xmlElement("      ", "name", place.name) +
      (place.link === null ? "" : `\n      <atom:link href="${escapeXml(place.link)}"/>`) +
      xmlElement("      ", "description", place.notes) +
      "\n      <ExtendedData>" +
      data("notes", place.notes) +
      data("link", place.link) +
      data("address", place.address) +
      data("category", place.category) +
      data("mood", place.mood) +
      data("visited", String(place.visited)) +
      data("visitedDate", place.visitedDate) +
      data("visits", place.visits.length === 0 ? null : visitsText(place.visits)) +
      "\n      </ExtendedData>" +
      (isLocated(place)
        ? "\n      <Point>" +
          `\n        <coordinates>${decimalDegrees(place.longitude)},${decimalDegrees(place.latitude)}</coordinates>` +
          "\n      </Point>"
        : "") +
      "\n    </Placemark>"
    );
  },
  tail: "\n  </Document>\n</kml>\n",
};

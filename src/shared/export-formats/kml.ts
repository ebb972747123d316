import { APP_NAME } from "../app-info.ts";
import { decimalDegrees, isLocated, type PlaceFileWriter } from "./place-file.ts";
import { escapeXml, xmlElement } from "./xml.ts";

/** An ExtendedData field, or nothing when the place has no value for it. */
const data = (name: string, value: string | null) =>
  value === null
    ? ""
    : `\n        <Data name="${name}">\n          <value>${escapeXml(value)}</value>\n        </Data>`;

/**
 * KML 2.2 (Google Earth, Google My Maps): a Placemark for each place with a position. Its
 * name and notes are KML's own <name> and <description>; address, category, mood and visit
 * are ExtendedData fields, which My Maps shows as the place's columns. Coordinates are
 * "longitude,latitude", as KML orders them.
 */
export const kmlWriter: PlaceFileWriter = {
  head:
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<kml xmlns="http://www.opengis.net/kml/2.2">\n' +
    `  <Document>\n    <name>${escapeXml(APP_NAME)}</name>`,
  place: (place) => {
    if (!isLocated(place)) return null;
    // In the order KML's schema lists a Placemark's elements: name, description,
    // ExtendedData, then the geometry.
    return (
      "\n    <Placemark>" +
      xmlElement("      ", "name", place.name) +
      xmlElement("      ", "description", place.notes) +
      "\n      <ExtendedData>" +
      data("address", place.address) +
      data("category", place.category) +
      data("mood", place.mood) +
      data("visited", String(place.visited)) +
      data("visitedDate", place.visitedDate) +
      "\n      </ExtendedData>" +
      "\n      <Point>" +
      `\n        <coordinates>${decimalDegrees(place.longitude)},${decimalDegrees(place.latitude)}</coordinates>` +
      "\n      </Point>" +
      "\n    </Placemark>"
    );
  },
  tail: "\n  </Document>\n</kml>\n",
};

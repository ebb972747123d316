import { APP_NAME } from "../app-info.ts";
import type { VisitRecord } from "../visit.ts";
import { decimalDegrees, isLocated, type PlaceFileWriter } from "./place-file.ts";
import { escapeXml, xmlElement } from "./xml.ts";

/**
 * The namespace of this app's own waypoint fields. GPX 1.1 takes anything beside its own
 * elements only inside <extensions>, in another namespace; a self-hosted app has no one web
 * address to name it by, so it is a URN.
 */
export const GPX_EXTENSIONS_NAMESPACE = "urn:uk-adventures:gpx:place:1";

/**
 * Every visit, newest first: `<uka:visits>` holding a `<uka:visit date="YYYY-MM-DD">` for each,
 * its note as the element's text (no date attribute for a visit of unknown day). GPX's schema
 * lets <extensions> hold any elements of another namespace, so the file stays valid.
 */
function visitElements(visits: readonly VisitRecord[]): string {
  if (visits.length === 0) return "";
  const each = visits.map(({ date, note }) => {
    const day = date === null ? "" : ` date="${escapeXml(date)}"`;
    return note === null || note === ""
      ? `\n        <uka:visit${day}/>`
      : `\n        <uka:visit${day}>${escapeXml(note)}</uka:visit>`;
  });
  return `\n      <uka:visits>${each.join("")}\n      </uka:visits>`;
}

/**
 * GPX 1.1: a waypoint for each place with a position. Its name, notes and link are GPX's own
 * <name>, <desc> and <link href>, which map apps show; address, category, mood, visit and
 * visits, which GPX has no element for, are in <extensions>.
 */
export const gpxWriter: PlaceFileWriter = {
  head:
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<gpx version="1.1" creator="${escapeXml(APP_NAME)}"` +
    ' xmlns="http://www.topografix.com/GPX/1/1"' +
    ` xmlns:uka="${GPX_EXTENSIONS_NAMESPACE}"` +
    ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
    ' xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">' +
    `\n  <metadata>\n    <name>${escapeXml(APP_NAME)} places</name>\n  </metadata>`,
  place: (place) => {
    if (!isLocated(place)) return null;
    const extensions =
      xmlElement("      ", "uka:address", place.address) +
      xmlElement("      ", "uka:category", place.category) +
      xmlElement("      ", "uka:mood", place.mood) +
      xmlElement("      ", "uka:visited", String(place.visited)) +
      xmlElement("      ", "uka:visitedDate", place.visitedDate) +
      visitElements(place.visits);
    // In the order GPX's schema lists a waypoint's elements: name, desc, link, then extensions.
    return (
      `\n  <wpt lat="${decimalDegrees(place.latitude)}" lon="${decimalDegrees(place.longitude)}">` +
      xmlElement("    ", "name", place.name) +
      xmlElement("    ", "desc", place.notes) +
      (place.link === null ? "" : `\n    <link href="${escapeXml(place.link)}"/>`) +
      `\n    <extensions>${extensions}\n    </extensions>` +
      "\n  </wpt>"
    );
  },
  tail: "\n</gpx>\n",
};

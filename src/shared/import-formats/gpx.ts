// GPX waypoints: the places a GPS device, route planner or map app (OsmAnd, Organic Maps,
// Garmin BaseCamp, gpx.studio) marked. Tracks and routes are paths, not places, and are left
// out. Our own export's fields come back from its <extensions>.
import { GPX_EXTENSIONS_NAMESPACE } from "../export-formats/gpx.ts";
import { text } from "../i18n/text.ts";
import { checkCoordinates } from "./coordinates.ts";
import { readVisitList, toImportedPlace } from "./fields.ts";
import {
  entryError,
  type ImportedPlace,
  ImportFileError,
  type ImportProblem,
  nothingReadable,
  readEntry,
} from "./imported-place.ts";
import { formatCount } from "./text.ts";
import { parseXml, type XmlDocument } from "./xml.ts";

type XmlElement = NonNullable<XmlDocument["documentElement"]>;

/** OsmAnd writes its waypoint fields (address, group) in a namespace of its web address. */
const isOsmAnd = (namespace: string | null) => namespace?.includes("osmand.net") ?? false;

/** A waypoint's own first child element of that name (name, desc, cmt, type, sym, link). */
function childElement(waypoint: XmlElement, name: string): XmlElement | null {
  for (let child = waypoint.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1 && (child as XmlElement).localName === name) {
      return child as XmlElement;
    }
  }
  return null;
}

/** The text of a waypoint's own child element of that name. */
const childText = (waypoint: XmlElement, name: string) =>
  childElement(waypoint, name)?.textContent ?? null;

/**
 * The text of a field in a waypoint's <extensions>: ours (address, category, mood, visited,
 * visitedDate), found by namespace whatever prefix the file gave it, or OsmAnd's of the same
 * name; null when absent. Other apps' fields of the same name mean something else.
 */
function extensionField(waypoint: XmlElement, name: string): string | null {
  const ours = waypoint.getElementsByTagNameNS(GPX_EXTENSIONS_NAMESPACE, name).item(0);
  if (ours) return ours.textContent;
  const all = waypoint.getElementsByTagNameNS("*", name);
  for (let index = 0; index < all.length; index++) {
    const element = all.item(index);
    if (element && isOsmAnd(element.namespaceURI)) return element.textContent;
  }
  return null;
}

/**
 * Our own export's visits: each <visit> in our namespace, its day in `date` (none for a visit
 * of unknown day) and its note as its text. Undefined when the waypoint lists none.
 */
function visitsOfWaypoint(waypoint: XmlElement, where: string) {
  const elements = waypoint.getElementsByTagNameNS(GPX_EXTENSIONS_NAMESPACE, "visit");
  if (elements.length === 0) return undefined;
  const visits: { date: string | null; note: string | null }[] = [];
  for (let index = 0; index < elements.length; index++) {
    const element = elements.item(index);
    if (!element) continue;
    visits.push({
      date: element.hasAttribute("date") ? element.getAttribute("date") : null,
      note: element.textContent,
    });
  }
  return readVisitList(where, visits);
}

function placeOfWaypoint(waypoint: XmlElement, number: number, where: string) {
  const position = checkCoordinates(
    where,
    waypoint.getAttribute("lat"),
    waypoint.getAttribute("lon"),
  );
  if (!position) throw entryError(where, text("it has no latitude or longitude"));
  const desc = childText(waypoint, "desc");
  const cmt = childText(waypoint, "cmt");
  // Garmin marks every waypoint a person made "user": a kind, not a group they chose.
  const written = childText(waypoint, "type");
  const type = written?.trim().toLowerCase() === "user" ? null : written;
  return toImportedPlace(where, {
    number,
    name: childText(waypoint, "name"),
    nameHints: [desc, cmt, type, childText(waypoint, "sym")],
    address: extensionField(waypoint, "address"),
    // GPX 1.1 keeps a waypoint's description (desc) apart from a comment about it (cmt).
    notes: [desc, cmt],
    category: extensionField(waypoint, "category"),
    // OsmAnd and Organic Maps keep a favourite's group in <type>; OsmAnd may name it again.
    group: { label: "Group", name: type ?? extensionField(waypoint, "group") },
    mood: extensionField(waypoint, "mood"),
    position,
    // GPX's own <link href>: ours, or a page another app links the waypoint to.
    link: childElement(waypoint, "link")?.getAttribute("href"),
    visited: extensionField(waypoint, "visited"),
    visitedDate: extensionField(waypoint, "visitedDate"),
    visits: visitsOfWaypoint(waypoint, where),
    lookUpByName: false,
  });
}

/**
 * The places in a parsed GPX document: one for each waypoint. Given a list of problems, a
 * waypoint that cannot be read is noted there and left out; without one, it stops the file.
 */
export function placesInGpx(xml: XmlDocument, problems?: ImportProblem[]): ImportedPlace[] {
  const waypoints = xml.getElementsByTagName("wpt");
  if (waypoints.length === 0) {
    const paths = xml.getElementsByTagName("trk").length + xml.getElementsByTagName("rte").length;
    throw new ImportFileError(
      paths > 0
        ? text("This is a GPX track with no waypoints: nothing to import")
        : text("This GPX has no waypoints: nothing to import"),
    );
  }
  const places: ImportedPlace[] = [];
  for (let index = 0; index < waypoints.length; index++) {
    const waypoint = waypoints.item(index);
    if (!waypoint) continue;
    const where = text("Waypoint {number}", { number: formatCount(index + 1) });
    const place = readEntry(where, problems, () => placeOfWaypoint(waypoint, index + 1, where));
    if (place) places.push(place);
  }
  if (places.length === 0) {
    throw (
      nothingReadable("GPX", problems ?? []) ?? new ImportFileError(text("This GPX has no places"))
    );
  }
  return places;
}

/** The places in a GPX file's text. */
export function readGpx(text: string, problems?: ImportProblem[]): ImportedPlace[] {
  return placesInGpx(parseXml(text, "GPX"), problems);
}

// GPX waypoints: the places a GPS device or route planner marked. Tracks and routes are paths,
// not places, and are left out. Our own export's fields come back from its <extensions>.
import { gpx } from "@tmcw/togeojson";
import { GPX_EXTENSIONS_NAMESPACE } from "../export-formats/gpx.ts";
import { checkCoordinates } from "./coordinates.ts";
import { fieldsOf, textOf, toImportedPlace } from "./fields.ts";
import { type ImportedPlace, ImportFileError } from "./imported-place.ts";
import { formatCount } from "./text.ts";
import { parseXml, type XmlDocument } from "./xml.ts";

type XmlElement = NonNullable<XmlDocument["documentElement"]>;

/**
 * The text of one of our fields in a waypoint's <extensions> (address, category, mood, visited,
 * visitedDate), found by namespace whatever prefix the file gave it; null when absent.
 */
function ourField(waypoint: XmlElement | null, name: string): string | null {
  const element = waypoint?.getElementsByTagNameNS(GPX_EXTENSIONS_NAMESPACE, name).item(0);
  return element ? element.textContent : null;
}

/** The places in a parsed GPX document: one for each waypoint. */
export function placesInGpx(xml: XmlDocument): ImportedPlace[] {
  const waypoints = xml.getElementsByTagName("wpt");
  if (waypoints.length === 0) {
    const paths = xml.getElementsByTagName("trk").length + xml.getElementsByTagName("rte").length;
    throw new ImportFileError(
      paths > 0
        ? "This is a GPX track with no waypoints: nothing to import"
        : "This GPX has no waypoints: nothing to import",
    );
  }
  // togeojson leaves out a waypoint whose position it cannot read, so every one is checked
  // here first: then its points are the waypoints, one for one, in file order.
  const positions = Array.from({ length: waypoints.length }, (_, index) => {
    const where = `Waypoint ${formatCount(index + 1)}`;
    const waypoint = waypoints.item(index);
    const position = checkCoordinates(
      where,
      waypoint?.getAttribute("lat"),
      waypoint?.getAttribute("lon"),
    );
    if (!position) throw new ImportFileError(`${where}: it has no latitude or longitude`);
    return { where, position };
  });
  const points = gpx(xml).features.filter((feature) => feature.geometry?.type === "Point");
  return positions.flatMap(({ where, position }, index) => {
    const field = fieldsOf(points[index]?.properties ?? {});
    const waypoint = waypoints.item(index);
    // GPX 1.1 keeps a waypoint's description (desc) apart from a comment about it (cmt).
    const notes = [textOf(field("desc")), textOf(field("cmt"))];
    return (
      toImportedPlace(where, {
        name: textOf(field("name")),
        address: ourField(waypoint, "address"),
        notes,
        category: ourField(waypoint, "category"),
        mood: ourField(waypoint, "mood"),
        position,
        visited: ourField(waypoint, "visited"),
        visitedDate: ourField(waypoint, "visitedDate"),
        lookUpByName: false,
      }) ?? []
    );
  });
}

/** The places in a GPX file's text. */
export function readGpx(text: string): ImportedPlace[] {
  return placesInGpx(parseXml(text, "GPX"));
}

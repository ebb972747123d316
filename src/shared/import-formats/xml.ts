// XML for the KML and GPX readers. xmldom builds the document without the browser's DOMParser,
// which a Web Worker does not have, and never fetches or reads anything a file points at.
import { DOMParser, type Document as XmlDocument } from "@xmldom/xmldom";
import { ImportFileError } from "./imported-place.ts";

export type { XmlDocument };

/**
 * The document, or an ImportFileError naming `what` ("KML", "GPX"). Errors, not just fatal
 * ones, stop the parse: an entity the file declares (external or not) is one, since xmldom
 * expands none, so such a file is refused rather than read with the reference left in.
 */
export function parseXml(text: string, what: string): XmlDocument {
  const parser = new DOMParser({
    onError: (level) => {
      if (level !== "warning") throw new Error(level);
    },
  });
  try {
    return parser.parseFromString(text, "text/xml");
  } catch {
    throw new ImportFileError(`This ${what} is not valid XML`);
  }
}

/** The root element's name without a prefix ("kml", "gpx"), or "" without one. */
export const rootName = (xml: XmlDocument) => xml.documentElement?.localName ?? "";

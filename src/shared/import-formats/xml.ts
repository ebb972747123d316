// XML for the KML and GPX readers. xmldom builds the document without the browser's DOMParser,
// which a Web Worker does not have, and never fetches or reads anything a file points at.
import { DOMParser, type Document as XmlDocument } from "@xmldom/xmldom";
import { text } from "../i18n/text.ts";
import { ImportFileError } from "./imported-place.ts";
import { formatCount } from "./text.ts";

export type { XmlDocument };

/** The namespaces of prefixes files use without declaring them. */
const KNOWN_PREFIXES: Record<string, string> = {
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
  gx: "http://www.google.com/kml/ext/2.2",
  kml: "http://www.opengis.net/kml/2.2",
  atom: "http://www.w3.org/2005/Atom",
  xal: "urn:oasis:names:tc:ciq:xsdschema:xAL:2.0",
};

/** A prefix on an element ("<gx:drawOrder") or an attribute (" xsi:schemaLocation="). */
const USED_PREFIX = /<\/?([A-Za-z_][\w.-]*):[A-Za-z_]|\s([A-Za-z_][\w.-]*):[A-Za-z_][\w.-]*\s*=/g;
const DECLARED_PREFIX = /\sxmlns:([A-Za-z_][\w.-]*)\s*=/g;

/**
 * Where the root element's name ends in the text: after any declaration, processing
 * instructions, comments and DOCTYPE (with its internal subset); -1 without a root element.
 * Found by walking the text, since a regex for it could take very long on a crafted file.
 */
function rootNameEnd(text: string): number {
  let at = text.indexOf("<");
  while (at >= 0) {
    if (text.startsWith("<?", at)) at = text.indexOf("?>", at);
    else if (text.startsWith("<!--", at)) at = text.indexOf("-->", at);
    else if (text.startsWith("<!", at)) {
      const subset = text.indexOf("[", at);
      const close = text.indexOf(">", at);
      at = subset >= 0 && subset < close ? text.indexOf("]", subset) : close;
    } else {
      const name = /^<[A-Za-z_][\w.:-]*/.exec(text.slice(at, at + 256));
      return name ? at + name[0].length : -1;
    }
    if (at < 0) return -1;
    at = text.indexOf("<", at);
  }
  return -1;
}

/**
 * The text with a declaration on its root element for each prefix it uses but never declares.
 * Google Earth Pro writes xsi:schemaLocation without declaring xsi, which a namespace-aware
 * parser refuses; declared, the attribute is read and ignored like any other. A prefix no one
 * knows gets a namespace of its own, so its elements are kept apart from KML's and GPX's.
 */
export function declareUndeclaredPrefixes(text: string): string {
  const declared = new Set([
    "xml",
    "xmlns",
    ...[...text.matchAll(DECLARED_PREFIX)].map((m) => m[1]),
  ]);
  const missing = new Set<string>();
  for (const match of text.matchAll(USED_PREFIX)) {
    const prefix = match[1] ?? match[2];
    if (prefix && !declared.has(prefix)) missing.add(prefix);
  }
  if (missing.size === 0) return text;
  const declarations = [...missing]
    .map((prefix) => ` xmlns:${prefix}="${KNOWN_PREFIXES[prefix] ?? `urn:undeclared:${prefix}`}"`)
    .join("");
  const end = rootNameEnd(text);
  return end < 0 ? text : text.slice(0, end) + declarations + text.slice(end);
}

/** xmldom's commonest reasons, as a person who edited the file by hand would put them. */
const PLAIN_REASONS: [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^Opening and ending tag mismatch: "([^"]*)" != "([^"]*)"/,
    (m) => `<${m[1]}> is closed by </${m[2]}>`,
  ],
  [/^entity not found:\s*(&[^;\s]*;?)/, (m) => `${m[1]} is not an XML entity (write & as &amp;)`],
  [/^EntityRef: expecting ;/, () => "an & is not written as &amp;"],
  [/^missing root element/, () => "it holds no XML element"],
];

/** xmldom's reason made a sentence: its wrapper words taken off. */
function reasonOf(message: string): string {
  // xmldom adds where it was ("@#[line:3,col:1]"): the line is said apart.
  const located = message.indexOf("@#[");
  const raw = (located >= 0 ? message.slice(0, located) : message)
    .replace(/^\[xmldom [^\]]*\]/, "")
    .trim()
    .replace(/^Error constructing the DOM:/, "")
    .split("\n")[0]
    ?.trim();
  if (!raw) return "it is not well formed";
  for (const [pattern, plain] of PLAIN_REASONS) {
    const match = pattern.exec(raw);
    if (match) return plain(match);
  }
  return raw;
}

/**
 * The document, or an ImportFileError naming `what` ("KML", "GPX"), the line and the reason.
 * Errors, not just fatal ones, stop the parse: an entity the file declares (external or not)
 * is one, since xmldom expands none, so such a file is refused rather than read with the
 * reference left in.
 */
export function parseXml(contents: string, what: string): XmlDocument {
  let line: number | undefined;
  let reason: string | undefined;
  const parser = new DOMParser({
    locator: true,
    onError: (level, message, context) => {
      if (level === "warning") return;
      const locator = (context as { locator?: { lineNumber?: number } } | undefined)?.locator;
      line ??= locator?.lineNumber;
      reason ??= reasonOf(message);
      throw new Error(level);
    },
  });
  let document: XmlDocument | undefined;
  try {
    document = parser.parseFromString(declareUndeclaredPrefixes(contents), "text/xml");
  } catch {
    // Reported below, with the line and reason onError saw.
  }
  if (document?.documentElement) return document;
  // The parser's own reason stays in its words (English): it names the file's tags.
  const values = { kind: what, reason: reason ?? text("it has no root element") };
  throw new ImportFileError(
    line
      ? text("This {kind} is not valid XML on line {line}: {reason}", {
          ...values,
          line: formatCount(line),
        })
      : text("This {kind} is not valid XML: {reason}", values),
  );
}

/** The root element's name without a prefix ("kml", "gpx"), or "" without one. */
export const rootName = (xml: XmlDocument) => xml.documentElement?.localName ?? "";

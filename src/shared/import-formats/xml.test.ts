import { describe, expect, it } from "vitest";
import { ImportFileError } from "./imported-place.ts";
import { parseXml, rootName } from "./xml.ts";

describe("parseXml", () => {
  it("parses a document and names its root without a prefix", () => {
    const document = parseXml('<kml:kml xmlns:kml="http://www.opengis.net/kml/2.2"/>', "KML");
    expect(rootName(document)).toBe("kml");
    expect(rootName(parseXml("<gpx/>", "GPX"))).toBe("gpx");
  });

  it.each([
    ["<kml><Document></kml>", "KML"],
    ["not XML at all", "KML"],
    ["", "GPX"],
    ['<?xml version="1.0"?>', "GPX"],
    ["<kml><name>Fish &amp chips</name></kml>", "KML"],
    // HTML's entities are not XML's: a file using one unescaped is not well formed.
    ["<kml><name>Caf&eacute;</name></kml>", "KML"],
  ])("refuses %j with a plain sentence", (text, what) => {
    expect(() => parseXml(text, what)).toThrow(
      new ImportFileError(`This ${what} is not valid XML`),
    );
  });

  it("never expands an entity the file declares", () => {
    const text = `<!DOCTYPE kml [<!ENTITY greeting "Hello">]><kml><name>&greeting;</name></kml>`;
    expect(() => parseXml(text, "KML")).toThrow("This KML is not valid XML");
  });
});

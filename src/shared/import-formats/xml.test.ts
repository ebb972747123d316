import { describe, expect, it } from "vitest";
import { ImportFileError } from "./imported-place.ts";
import { declareUndeclaredPrefixes, parseXml, rootName } from "./xml.ts";

describe("parseXml", () => {
  it("parses a document and names its root without a prefix", () => {
    const document = parseXml('<kml:kml xmlns:kml="http://www.opengis.net/kml/2.2"/>', "KML");
    expect(rootName(document)).toBe("kml");
    expect(rootName(parseXml("<gpx/>", "GPX"))).toBe("gpx");
  });

  it.each([
    ["<kml><Document></kml>", "KML", " on line 1: <Document> is closed by </kml>"],
    [
      "<kml>\n<Document>\n<Placemark></Document></kml>",
      "KML",
      " on line 3: <Placemark> is closed by </Document>",
    ],
    ["not XML at all", "KML", ": it holds no XML element"],
    ["", "GPX", ": it holds no XML element"],
    ['<?xml version="1.0"?>', "GPX", " on line 1: it holds no XML element"],
    ["<kml><name>Fish &amp chips</name></kml>", "KML", " on line 1: an & is not written as &amp;"],
    // HTML's entities are not XML's: a file using one unescaped is not well formed.
    [
      "<kml>\n<name>Caf&eacute;</name></kml>",
      "KML",
      " on line 2: &eacute; is not an XML entity (write & as &amp;)",
    ],
  ])("refuses %j, naming the line and the reason", (text, what, why) => {
    expect(() => parseXml(text, what)).toThrow(
      new ImportFileError(`This ${what} is not valid XML${why}`),
    );
  });

  it("never expands an entity the file declares", () => {
    const text = `<!DOCTYPE kml [<!ENTITY greeting "Hello">]><kml><name>&greeting;</name></kml>`;
    expect(() => parseXml(text, "KML")).toThrow("This KML is not valid XML on line 1:");
  });

  it("reads a file that uses a prefix it never declares, as Google Earth Pro writes", () => {
    const text =
      '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2" xsi:schemaLocation="http://www.opengis.net/kml/2.2 ogckml22.xsd">\n' +
      "<Document><Placemark><name>Kew</name><gx:drawOrder>1</gx:drawOrder></Placemark></Document></kml>";
    const document = parseXml(text, "KML");
    expect(document.getElementsByTagName("name").item(0)?.textContent).toBe("Kew");
    expect(
      document.documentElement?.getAttributeNS(
        "http://www.w3.org/2001/XMLSchema-instance",
        "schemaLocation",
      ),
    ).toBe("http://www.opengis.net/kml/2.2 ogckml22.xsd");
  });

  it("leaves a file whose prefixes are all declared as it is", () => {
    const text = '<gpx xmlns:osmand="https://osmand.net"><osmand:color>#f00</osmand:color></gpx>';
    expect(declareUndeclaredPrefixes(text)).toBe(text);
    expect(declareUndeclaredPrefixes("<a:b>1</a:b>")).toBe(
      '<a:b xmlns:a="urn:undeclared:a">1</a:b>',
    );
  });
});

import { gpx, kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { castle, pier, text, unlocated } from "./fixtures.ts";
import { GPX_EXTENSIONS_NAMESPACE, gpxWriter } from "./gpx.ts";
import { ATOM_NAMESPACE, kmlWriter } from "./kml.ts";
import { type ExportPlace, type PlaceFileWriter, placeFilePieces } from "./place-file.ts";
import { readVisitsText } from "./visits-text.ts";

/** Parsed strictly: a file that is not well-formed XML fails the test. */
function parse(file: string) {
  const errors: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") errors.push(message);
    },
  }).parseFromString(file, "text/xml");
  expect(errors).toEqual([]);
  return document;
}

/** The awkward place's forbidden characters are gone, and "]]>" never appears as it is. */
function expectNoForbiddenText(file: string) {
  for (const text of ["\u0000", "\u0007", "\uFFFF", "]]>"]) expect(file).not.toContain(text);
}

const write = (writer: PlaceFileWriter, places: ExportPlace[]) =>
  text(placeFilePieces(writer, places));

/** Text no XML 1.0 parser accepts, and markup that must stay text. */
const awkward: ExportPlace = {
  ...pier,
  name: "Bell \u0007& <b>Whistle</b>\u0000",
  notes: "Rock 'n' roll \"live\" ]]> \uFFFF",
};

describe("GPX export", () => {
  it("is GPX 1.1 with a waypoint for each place with a position", () => {
    const file = write(gpxWriter, [castle, unlocated, pier]);
    const document = parse(file);
    const root = document.documentElement;
    expect(root?.getAttribute("version")).toBe("1.1");
    expect(root?.namespaceURI).toBe("http://www.topografix.com/GPX/1/1");
    const points = document.getElementsByTagName("wpt");
    expect(points.length).toBe(2);
    expect(points[0]?.getAttribute("lat")).toBe("53.139");
    expect(points[0]?.getAttribute("lon")).toBe("-4.2768");
    expect(file).not.toContain("Somewhere in Fife");
  });

  it("keeps name and notes as GPX's own name and desc, and the rest in extensions", () => {
    const document = parse(write(gpxWriter, [castle]));
    const [point] = Array.from(document.getElementsByTagName("wpt"));
    const child = (tag: string) => point?.getElementsByTagName(tag)[0]?.textContent;
    expect(child("name")).toBe(castle.name);
    expect(child("desc")).toBe(castle.notes);
    const ours = (tag: string) =>
      point?.getElementsByTagNameNS(GPX_EXTENSIONS_NAMESPACE, tag)[0]?.textContent;
    expect(ours("address")).toBe(castle.address);
    expect(ours("category")).toBe("History & Heritage");
    expect(ours("mood")).toBe("Inspired");
    expect(ours("visited")).toBe("true");
    expect(ours("visitedDate")).toBe("2024-08-03T12:00:00.000Z");
  });

  it("keeps every visit in extensions, each its day and note, in our namespace", () => {
    const document = parse(write(gpxWriter, [castle]));
    const [point] = Array.from(document.getElementsByTagName("wpt"));
    const [extensions] = Array.from(point?.getElementsByTagName("extensions") ?? []);
    const [list] = Array.from(
      extensions?.getElementsByTagNameNS(GPX_EXTENSIONS_NAMESPACE, "visits") ?? [],
    );
    expect(list?.parentNode).toBe(extensions);
    const visits = Array.from(
      list?.getElementsByTagNameNS(GPX_EXTENSIONS_NAMESPACE, "visit") ?? [],
    );
    expect(
      visits.map((visit) => ({
        date: visit.getAttribute("date") || null,
        note: visit.textContent || null,
      })),
    ).toEqual(castle.visits);
    // Nothing of GPX's own namespace is added: a validator reads only its own elements.
    const own = Array.from(
      point?.getElementsByTagNameNS("http://www.topografix.com/GPX/1/1", "*") ?? [],
    );
    expect(own.map((element) => element.localName)).toEqual(["name", "desc", "link", "extensions"]);
    // A GPX reader still reads the waypoint.
    expect(gpx(document).features.map((f) => f.properties?.name)).toEqual([castle.name]);
  });

  it("writes no visits element for a place with none", () => {
    expect(write(gpxWriter, [pier])).not.toMatch(/uka:visit[ s/>]/);
  });

  it("keeps the link as GPX's own link, after desc and before extensions", () => {
    const document = parse(write(gpxWriter, [castle]));
    const [point] = Array.from(document.getElementsByTagName("wpt"));
    const link = point?.getElementsByTagName("link")[0];
    expect(link?.getAttribute("href")).toBe(castle.link);
    expect(link?.namespaceURI).toBe("http://www.topografix.com/GPX/1/1");
    const order = Array.from(point?.childNodes ?? [])
      .filter((node) => node.nodeType === 1)
      .map((node) => node.nodeName);
    expect(order).toEqual(["name", "desc", "link", "extensions"]);
    expect(gpx(document).features[0]?.properties?.links).toEqual([{ href: castle.link }]);
  });

  it("leaves out the fields a place has no value for", () => {
    const file = write(gpxWriter, [pier]);
    expect(file).not.toContain("<desc>");
    expect(file).not.toContain("<link");
    expect(file).not.toContain("uka:address");
    expect(file).toContain("<uka:visited>false</uka:visited>");
  });

  it("reads back in a GPX reader with its name, notes and position", () => {
    const collection = gpx(parse(write(gpxWriter, [castle, pier])));
    expect(collection.features.map((f) => [f.properties?.name, f.geometry?.type])).toEqual([
      [castle.name, "Point"],
      ["Brighton Palace Pier", "Point"],
    ]);
    expect(collection.features[0]?.properties?.desc).toBe(castle.notes);
    expect(collection.features[0]?.geometry).toEqual({
      type: "Point",
      coordinates: [-4.2768, 53.139],
    });
  });

  it("escapes markup and drops characters XML forbids", () => {
    const file = write(gpxWriter, [awkward]);
    expect(file).toContain("<name>Bell &amp; &lt;b&gt;Whistle&lt;/b&gt;</name>");
    expectNoForbiddenText(file);
    const document = parse(file);
    expect(document.getElementsByTagName("desc")[0]?.textContent).toBe(
      "Rock 'n' roll \"live\" ]]> ",
    );
  });

  it("is a valid file with no waypoints", () => {
    expect(parse(write(gpxWriter, [unlocated])).getElementsByTagName("wpt").length).toBe(0);
  });
});

describe("KML export", () => {
  it("is KML 2.2 with a Placemark for each place, one without a position having no geometry", () => {
    const file = write(kmlWriter, [castle, unlocated, pier]);
    const document = parse(file);
    expect(document.documentElement?.namespaceURI).toBe("http://www.opengis.net/kml/2.2");
    const placemarks = document.getElementsByTagName("Placemark");
    expect(placemarks.length).toBe(3);
    expect(placemarks[1]?.getElementsByTagName("name")[0]?.textContent).toBe("Somewhere in Fife");
    expect(placemarks[1]?.getElementsByTagName("Point").length).toBe(0);
    expect(document.getElementsByTagName("coordinates")[0]?.textContent).toBe("-4.2768,53.139");
  });

  it("keeps the notes exactly in ExtendedData as well as in the description", () => {
    const notes = "Tabs\there\n\nBlank line above & a literal <br> too";
    const file = write(kmlWriter, [{ ...pier, notes }]);
    const data = parse(file).getElementsByTagName("Data")[0];
    expect(data?.getAttribute("name")).toBe("notes");
    expect(data?.getElementsByTagName("value")[0]?.textContent).toBe(notes);
    expect(parse(file).getElementsByTagName("description")[0]?.textContent).toBe(notes);
  });

  it("keeps the link as an atom:link after the name, and in ExtendedData", () => {
    const file = write(kmlWriter, [castle, pier]);
    const document = parse(file);
    const [placemark, plain] = Array.from(document.getElementsByTagName("Placemark"));
    const links = placemark?.getElementsByTagNameNS(ATOM_NAMESPACE, "link");
    expect(links?.length).toBe(1);
    expect(links?.[0]?.getAttribute("href")).toBe(castle.link);
    expect(links?.[0]?.previousSibling?.previousSibling?.nodeName).toBe("name");
    const data = Array.from(placemark?.getElementsByTagName("Data") ?? []).find(
      (element) => element.getAttribute("name") === "link",
    );
    expect(data?.getElementsByTagName("value")[0]?.textContent).toBe(castle.link);
    expect(plain?.getElementsByTagNameNS(ATOM_NAMESPACE, "link").length).toBe(0);
    expect(kml(document).features[0]?.properties?.link).toBe(castle.link);
  });

  it("reads back in a KML reader with every field: name, description, ExtendedData", () => {
    const collection = kml(parse(write(kmlWriter, [castle, pier])));
    expect(collection.features[0]).toMatchObject({
      geometry: { type: "Point", coordinates: [-4.2768, 53.139] },
      properties: {
        name: castle.name,
        description: castle.notes,
        address: castle.address,
        category: "History & Heritage",
        mood: "Inspired",
        visited: "true",
        visitedDate: "2024-08-03T12:00:00.000Z",
      },
    });
    expect(collection.features[1]?.properties).toEqual(
      expect.objectContaining({ name: "Brighton Palace Pier", visited: "false" }),
    );
    expect(collection.features[1]?.properties).not.toHaveProperty("address");
  });

  it("keeps every visit in ExtendedData as one line, read back whole by a KML reader", () => {
    const collection = kml(parse(write(kmlWriter, [castle, pier])));
    const visits = collection.features[0]?.properties?.visits;
    expect(typeof visits).toBe("string");
    expect(visits).not.toContain("\n");
    expect(readVisitsText(String(visits))).toEqual(castle.visits);
    expect(collection.features[1]?.properties).not.toHaveProperty("visits");
  });

  it("escapes markup and drops characters XML forbids", () => {
    const file = write(kmlWriter, [awkward]);
    expect(file).toContain("<name>Bell &amp; &lt;b&gt;Whistle&lt;/b&gt;</name>");
    expectNoForbiddenText(file);
    expect(parse(file).getElementsByTagName("description")[0]?.textContent).toBe(
      "Rock 'n' roll \"live\" ]]> ",
    );
  });
});

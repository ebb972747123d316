// Our own files come back exactly: export a list of places with every field, import the file,
// and each field the format carries is as it was, every visit with its note too.
import { describe, expect, it } from "vitest";
import { calendarDateOf } from "../calendar-date.ts";
import {
  EXPORT_FORMATS,
  type ExportFormatName,
  HOLDS_PLACES_WITHOUT_LOCATION,
} from "../export-formats/formats.ts";
import { type ExportPlace, placeFilePieces } from "../export-formats/place-file.ts";
import type { ImportedPlace } from "./imported-place.ts";
import { readPlaces } from "./read-places-file.ts";

/** Places with every field set, notes that HTML or a spreadsheet would mangle, and none set. */
const PLACES: ExportPlace[] = [
  {
    name: 'Castell "Caernarfon" & <Tower> 🏰',
    address: "Castle Ditch, Caernarfon LL55 2AY",
    notes:
      "Climb the Eagle Tower\twith a tab\n\nA blank line above, & an ampersand, a literal <br> and &amp;",
    link: "https://www.google.com/maps/place/Caernarfon+Castle/@53.139,-4.2768,17z/data=!3d53.139!4d-4.2768?entry=ttu&hl=en-GB",
    category: "History & Heritage",
    mood: "Inspired",
    visited: true,
    visitedDate: "2024-08-03T12:00:00.000Z",
    latitude: 53.139,
    longitude: -4.2768,
    createdAt: "2024-07-01T09:30:00.000Z",
    // Notes holding the visit list's own separators, a quote, markup, a line break, a tab.
    visits: [
      { date: "2024-08-03", note: 'Rain; then sun. "Worth it" & <more>\\' },
      { date: "2024-08-03", note: null },
      { date: "2019-05-20", note: "First time\nwith Nain: 2019-05-20; again\tand =SUM(1)" },
      { date: null, note: "Some day as a child" },
    ],
  },
  {
    // Text a spreadsheet would run as a formula, in both forms: the export guards it.
    name: "=Tŷ Hyll",
    address: "+44 Capel Curig",
    notes: "-2 for parking\n＝ and ＋ and － and ＠ too\n'quoted' on purpose",
    link: "http://example.org/tŷ-hyll?a=1&b='2'",
    category: "Outdoors & Nature",
    mood: "Curious",
    visited: false,
    visitedDate: null,
    latitude: 53.0997,
    longitude: -3.8511,
    createdAt: "2024-07-02T10:00:00.000Z",
    visits: [],
  },
  {
    name: "Somewhere in Fife",
    address: null,
    notes: null,
    link: null,
    category: null,
    mood: null,
    visited: false,
    visitedDate: null,
    latitude: null,
    longitude: null,
    createdAt: "2024-07-03T11:00:00.000Z",
    visits: [],
  },
];

const EXTENSION: Record<ExportFormatName, string> = {
  csv: "csv",
  geojson: "geojson",
  gpx: "gpx",
  kml: "kml",
};

function roundTrip(format: ExportFormatName): ImportedPlace[] {
  const file = [...placeFilePieces(EXPORT_FORMATS[format].writer, PLACES)].join("");
  const { places, problems } = readPlaces(
    `uk-adventures-places.${EXTENSION[format]}`,
    new TextEncoder().encode(file),
  );
  expect(problems).toEqual([]);
  return places;
}

/** The fields of a place as an import gives them back. */
const fieldsOf = (place: ExportPlace) => ({
  name: place.name,
  address: place.address,
  notes: place.notes,
  category: place.category,
  mood: place.mood,
  visited: place.visited,
  visitedDate: place.visitedDate ? calendarDateOf(place.visitedDate) : null,
  latitude: place.latitude,
  longitude: place.longitude,
  lookUpByName: false,
  ...(place.link ? { link: place.link } : {}),
  ...(place.visits.length > 0 ? { visits: place.visits } : {}),
});

describe("export then import", () => {
  it.each(["csv", "geojson", "kml"] as const)(
    "%s gives back every place, one without a location too, with every field",
    (format) => {
      const places = roundTrip(format);
      expect(places.map(({ where: _, createdAt: __, ...fields }) => fields)).toEqual(
        PLACES.map(fieldsOf),
      );
      expect(HOLDS_PLACES_WITHOUT_LOCATION[format]).toBe(true);
    },
  );

  it("CSV gives back the date each place was added", () => {
    expect(roundTrip("csv").map((place) => place.createdAt)).toEqual(
      PLACES.map((place) => place.createdAt),
    );
  });

  it("GPX gives back every place with a location, with every field; it holds no others", () => {
    const places = roundTrip("gpx");
    expect(places.map(({ where: _, ...fields }) => fields)).toEqual(
      PLACES.filter((place) => place.latitude !== null).map(fieldsOf),
    );
    expect(HOLDS_PLACES_WITHOUT_LOCATION.gpx).toBe(false);
  });
});

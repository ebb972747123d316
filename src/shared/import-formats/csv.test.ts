import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCsv } from "./csv.ts";
import { ImportFileError } from "./imported-place.ts";
import { decodeText } from "./text.ts";

const fixtureBytes = (name: string) =>
  new Uint8Array(
    readFileSync(new URL(`../../../tests/fixtures/import-formats/${name}`, import.meta.url)),
  );
const fixture = (name: string) => decodeText(fixtureBytes(name));

const NOTHING_ELSE = {
  address: null,
  notes: null,
  category: null,
  mood: null,
  latitude: null,
  longitude: null,
  visited: false,
  visitedDate: null,
  lookUpByName: false,
};

describe("readCsv: a spreadsheet", () => {
  it("is written with a BOM and CRLF, as Excel does", () => {
    const bytes = fixtureBytes("spreadsheet.csv");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain("\r\n");
  });

  it("reads every column, quoted commas and line breaks, and skips blank rows", () => {
    expect(readCsv(fixture("spreadsheet.csv"))).toEqual([
      {
        where: "Row 2",
        name: "Tŷ Hyll",
        address: "Capel Curig, Betws-y-Coed LL24 0DS",
        notes: "The Ugly House; tea room in the garden",
        category: "History & Heritage",
        mood: "Curious",
        latitude: 53.0997,
        longitude: -3.8511,
        visited: true,
        visitedDate: "2023-08-14",
        lookUpByName: false,
      },
      {
        where: "Row 3",
        name: "Tate Modern",
        address: "Bankside, London SE1 9TG",
        notes: "Free entry, go early",
        category: "Arts & Culture",
        mood: "Inspired",
        latitude: 51.507595,
        longitude: -0.099356,
        visited: false,
        visitedDate: null,
        lookUpByName: false,
      },
      // Row 4 is blank.
      {
        where: "Row 5",
        name: "Giant's Causeway",
        address: "44 Causeway Rd, Bushmills BT57 8SU",
        notes: 'Basalt columns\n"Finn McCool" legend',
        category: "Outdoors & Nature",
        mood: "Adventurous",
        latitude: 55.240807,
        longitude: -6.511555,
        visited: true,
        visitedDate: "2022-06-01",
        lookUpByName: false,
      },
      {
        ...NOTHING_ELSE,
        where: "Row 6",
        name: "Sky Garden",
        address: "20 Fenchurch St, London EC3M 8AF",
        notes: "Category: Viewpoints\nMood: Grumpy",
        latitude: 51.511,
        longitude: -0.0835,
      },
      // The file has coordinate columns: empty ones say it has no position.
      {
        ...NOTHING_ELSE,
        where: "Row 7",
        name: "Kew Gardens",
        address: "Richmond TW9 3AE",
        category: "Outdoors & Nature",
      },
    ]);
  });

  it("matches columns by name whatever their case, spacing and order, ignoring others", () => {
    const text = [
      "id, Visited_Date ,LNG, Lat ,createdAt,photoUrl, NAME ,Note",
      "7,2024-04-20,-0.1246,51.5007,2024-01-01T10:00:00.000Z,,Big Ben,Bongs on the hour",
      "8,,-0.0759,51.5081,2024-01-01T10:00:00.000Z,,,",
    ].join("\n");
    expect(readCsv(text)).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Row 2",
        createdAt: "2024-01-01T10:00:00.000Z",
        name: "Big Ben",
        notes: "Bongs on the hour",
        latitude: 51.5007,
        longitude: -0.1246,
        visited: true,
        visitedDate: "2024-04-20",
      },
      {
        ...NOTHING_ELSE,
        where: "Row 3",
        createdAt: "2024-01-01T10:00:00.000Z",
        name: "Point 3",
        placeholderName: true,
        latitude: 51.5081,
        longitude: -0.0759,
      },
    ]);
  });

  it.each([
    ["semicolons", "Name;Latitude;Longitude\nBig Ben;51.5007;-0.1246\n"],
    ["tabs", "Name\tLatitude\tLongitude\r\nBig Ben\t51.5007\t-0.1246\r\n"],
  ])("reads a CSV separated by %s", (_, text) => {
    expect(readCsv(text)).toEqual([
      { ...NOTHING_ELSE, where: "Row 2", name: "Big Ben", latitude: 51.5007, longitude: -0.1246 },
    ]);
  });

  it("takes the separator from the header, so semicolons in a one-column list stay in names", () => {
    const text = ["Title", ...Array(200).fill("Tate Modern; Tate Britain; Tate Liverpool")].join(
      "\n",
    );
    expect(readCsv(text)[199]).toEqual({
      ...NOTHING_ELSE,
      where: "Row 201",
      name: "Tate Modern; Tate Britain; Tate Liverpool",
      lookUpByName: true,
    });
  });

  it("finds a list of names alone by name", () => {
    expect(readCsv("Title\nThe Shambles\n\nYork Minster")).toEqual([
      { ...NOTHING_ELSE, where: "Row 2", name: "The Shambles", lookUpByName: true },
      { ...NOTHING_ELSE, where: "Row 4", name: "York Minster", lookUpByName: true },
    ]);
  });
});

describe("readCsv: a Google Takeout saved list", () => {
  it("reads title, note, comment, tags and link, the position from a link that holds one", () => {
    expect(readCsv(fixture("saved-list.csv"))).toEqual([
      // Row 2 is Takeout's empty row.
      {
        ...NOTHING_ELSE,
        where: "Row 3",
        name: "Tower of London",
        notes: "See the Crown Jewels",
        link: "https://www.google.com/maps/place/Tower+of+London/data=!4m2!3m1!1s0x48760349331f38dd:0xa8bf49dde1d56467",
        lookUpByName: true,
      },
      {
        ...NOTHING_ELSE,
        where: "Row 4",
        name: "Stonehenge viewpoint",
        latitude: 51.178882,
        longitude: -1.826215,
        link: "https://www.google.com/maps/search/51.178882,-1.826215",
      },
      {
        ...NOTHING_ELSE,
        where: "Row 5",
        name: "Borough Market",
        notes: "Go hungry, go early\nWednesday to Sunday\nTags: Food",
        link: "https://www.google.com/maps/place/Borough+Market/data=!4m2!3m1!1s0x487603567fbd0f6d:0x7d8d1fd0a2b4f2c1",
        lookUpByName: true,
      },
    ]);
  });

  it("reads a pin's position and the day a place was saved, when the list gives them", () => {
    const text = [
      "Title,Note,URL,Date",
      'The Shambles,,"https://www.google.com/maps/place/The+Shambles/@53.9594,-1.0805,17z/data=!3d53.959146!4d-1.080437",2023-04-02T09:15:27Z',
    ].join("\n");
    expect(readCsv(text)).toEqual([
      {
        ...NOTHING_ELSE,
        where: "Row 2",
        name: "The Shambles",
        latitude: 53.959146,
        longitude: -1.080437,
        link: "https://www.google.com/maps/place/The+Shambles/@53.9594,-1.0805,17z/data=!3d53.959146!4d-1.080437",
        createdAt: "2023-04-02T09:15:27.000Z",
      },
    ]);
  });

  it("keeps the place but not a link that is no web address", () => {
    const [place] = readCsv("Title,URL\nTate Modern,javascript:alert(1)");
    expect(place).toMatchObject({ name: "Tate Modern", lookUpByName: true });
    expect(place).not.toHaveProperty("link");
  });
});

describe("readCsv: our own export", () => {
  it("takes off the ' our export puts before a formula sign, and only that", () => {
    const text = [
      "name,address,notes,category,mood,visited,visitedDate,latitude,longitude,createdAt",
      "'=Tŷ Hyll,'+44 Capel Curig,'-2 for parking,,,false,,53.0997,-3.8511,2024-07-02T10:00:00.000Z",
      "'\uFF1DFull width,'\uFF0B44,'\uFF0D2 and '\uFF20 inside,,,false,,51.5,-0.1,",
      "'Quoted on purpose,'@home,'tab\there,,,false,,51.6,-0.1,",
    ].join("\r\n");
    expect(readCsv(text).map(({ name, address, notes }) => ({ name, address, notes }))).toEqual([
      { name: "=Tŷ Hyll", address: "+44 Capel Curig", notes: "-2 for parking" },
      { name: "\uFF1DFull width", address: "\uFF0B44", notes: "\uFF0D2 and '\uFF20 inside" },
      { name: "'Quoted on purpose", address: "@home", notes: "'tab\there" },
    ]);
  });

  it("reads the date each place was added", () => {
    const text = "name,latitude,longitude,createdAt\nKew,51.47,-0.29,2024-07-01T09:30:00.000Z";
    expect(readCsv(text)[0]?.createdAt).toBe("2024-07-01T09:30:00.000Z");
  });
});

describe("readCsv: what it refuses", () => {
  it("names the row of a latitude off the globe", () => {
    expect(() => readCsv(fixture("bad-latitude.csv"))).toThrow(
      new ImportFileError("Row 3: 912 is not a latitude"),
    );
  });

  it.each([
    ["Name,Latitude\nBig Ben,51.5007", "Row 2: a latitude needs a longitude"],
    ["Name,Latitude,Longitude\nBig Ben,,-0.1246", "Row 2: a longitude needs a latitude"],
    ["Name,Visited\nKew,yes\nBig Ben,maybe", 'Row 3: visited is "maybe"; use yes or no'],
    [
      "Name,Visited Date\nKew,31/02/2023",
      'Row 2: "31/02/2023" is not a visit date; use YYYY-MM-DD',
    ],
    // A quoted value over several lines is still one row, as a spreadsheet shows it.
    [
      'Name,Notes,Lat,Lon\nKew,"Two\nlines",51.47,-0.29\nFar,,51.5,181',
      "Row 3: 181 is not a longitude",
    ],
  ])("%j: %s", (text, message) => {
    expect(() => readCsv(text)).toThrow(new ImportFileError(message));
  });

  it("says which columns it needs when there is no Name or Title column", () => {
    expect(() => readCsv("Place,Town\nKew Gardens,Richmond")).toThrow(
      new ImportFileError(
        'This CSV needs a Name or Title column (and may have Address, Notes, Category, Mood, Latitude, Longitude, Visited, Visited Date and Link); its columns are "Place", "Town".',
      ),
    );
    expect(() => readCsv(",,\nKew Gardens,Richmond,")).toThrow(
      /Name or Title column .*; its first row names no columns\.$/,
    );
  });

  it("says when there are no places under the header", () => {
    for (const text of [
      "Name,Address\n",
      "Name,Address\r\n,\r\n\r\n",
      "Name,Notes\n,A note alone",
    ]) {
      expect(() => readCsv(text)).toThrow(
        new ImportFileError("This CSV has no places under its header: nothing to import"),
      );
    }
  });

  it("names the row of a quoted value that is never closed", () => {
    expect(() => readCsv('Name,Notes\nKew,fine\nBig Ben,"Bongs\nYORK,')).toThrow(
      new ImportFileError("Row 3: a quoted value is not closed properly"),
    );
  });
});

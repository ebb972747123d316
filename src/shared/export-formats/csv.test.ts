import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, csvWriter } from "./csv.ts";
import { castle, pier, text, unlocated } from "./fixtures.ts";
import { type ExportPlace, placeFilePieces } from "./place-file.ts";

const csv = (places: ExportPlace[]) => text(placeFilePieces(csvWriter, places));
const rows = (places: ExportPlace[]) =>
  Papa.parse<string[]>(csv(places).slice(1), { newline: "\r\n" }).data.filter(
    (row) => row.length > 1,
  );

describe("CSV export", () => {
  it("starts with a byte order mark and the header row, and ends lines with CRLF", () => {
    const file = csv([pier]);
    expect(file.startsWith("\uFEFF")).toBe(true);
    expect(file.slice(1)).toBe(
      "name,address,notes,category,mood,visited,visitedDate,latitude,longitude,createdAt,link,visits\r\n" +
        "Brighton Palace Pier,,,,,false,,50.8168,-0.1372,2024-07-02T10:00:00.000Z,,\r\n",
    );
    expect(CSV_COLUMNS.join(",")).toBe(
      "name,address,notes,category,mood,visited,visitedDate,latitude,longitude,createdAt,link,visits",
    );
  });

  it("holds every place, one with no position too, fields in the header's order", () => {
    expect(rows([castle, unlocated])).toEqual([
      [...CSV_COLUMNS],
      [
        castle.name,
        "Castle Ditch, Caernarfon LL55 2AY",
        castle.notes,
        "History & Heritage",
        "Inspired",
        "true",
        "2024-08-03T12:00:00.000Z",
        "53.139",
        "-4.2768",
        "2024-07-01T09:30:00.000Z",
        castle.link,
        // Newest first; each note a JSON string, so its "; ", quotes and line break stay its own.
        '2024-08-03: "Rain; then sun. \\"Worth it\\" & <more>"; 2024-08-03; ' +
          '2019-05-20: "First time\\nwith Nain: 2019-05-20; again"; undated',
      ],
      [
        "Somewhere in Fife",
        ...["", "", "", "", "false", "", "", "", "2024-07-02T10:00:00.000Z", "", ""],
      ],
    ]);
  });

  it("quotes a field holding a comma, a quote, CR or LF, doubling its quotes", () => {
    const place = {
      ...unlocated,
      name: 'The "Eagle", Tower',
      notes: "one\r\ntwo",
      address: "a\rb",
    };
    expect(csv([place])).toContain('"The ""Eagle"", Tower","a\rb","one\r\ntwo",');
    const plain = { ...unlocated, name: "Plain name" };
    expect(csv([plain])).toContain("\r\nPlain name,,");
  });

  it("makes a cell that a spreadsheet would run as a formula into text", () => {
    const hostile = {
      ...unlocated,
      name: '=HYPERLINK("http://evil.example","Click")',
      address: "+44 20 7946 0000",
      notes: "-2+3",
      category: "@SUM(A1)",
      mood: "\tTabbed",
    };
    const [, row] = rows([hostile]);
    expect(row?.slice(0, 5)).toEqual([
      '\'=HYPERLINK("http://evil.example","Click")',
      "'+44 20 7946 0000",
      "'-2+3",
      "'@SUM(A1)",
      "'\tTabbed",
    ]);
    expect(rows([{ ...unlocated, name: "\rReturn" }])[1]?.[0]).toBe("'\rReturn");
  });

  it("makes a cell starting with a full-width formula sign into text too", () => {
    const hostile = {
      ...unlocated,
      name: '\uFF1DHYPERLINK("http://evil.example")',
      address: "\uFF0B44 20 7946 0000",
      notes: "\uFF0D2\uFF0B3",
      category: "\uFF20SUM(A1)",
    };
    expect(rows([hostile])[1]?.slice(0, 4)).toEqual([
      '\'\uFF1DHYPERLINK("http://evil.example")',
      "'\uFF0B44 20 7946 0000",
      "'\uFF0D2\uFF0B3",
      "'\uFF20SUM(A1)",
    ]);
    // Inside a cell they are plain text, as the ordinary signs are.
    expect(rows([{ ...unlocated, name: "Tea\uFF0BCake" }])[1]?.[0]).toBe("Tea\uFF0BCake");
  });

  it("keeps a negative latitude and longitude as numbers, with no quote mark", () => {
    const south = { ...pier, latitude: -0.5, longitude: -3.25 };
    expect(csv([south])).toContain(",-0.5,-3.25,");
    expect(csv([{ ...pier, latitude: 51.000001, longitude: -0.0000001 }])).toContain(
      ",51.000001,-0.0000001,",
    );
  });

  it("writes accents and emoji as they are", () => {
    const welsh = { ...unlocated, name: "Tŷ Hyll 🏰", notes: "Café, «worth it»" };
    expect(rows([welsh])[1]?.slice(0, 3)).toEqual(["Tŷ Hyll 🏰", "", "Café, «worth it»"]);
  });
});

import { describe, expect, it } from "vitest";
import { fillIn, type TextValues, templatesOf, translateText } from "../i18n/text.ts";
import { foldForSearch } from "./fold.ts";
import { landmarkNamed, type Town, townSearch } from "./town-search.ts";

const town = (name: string, population: number, nation = "England"): Town => ({
  name,
  nation,
  latitude: 54,
  longitude: -2,
  population,
});

const search = townSearch([
  town("Newport", 145_000, "Wales"),
  town("Newport Pagnell", 15_000),
  town("Newport", 25_000),
  town("Betws-y-Coed", 500, "Wales"),
  town("St. Ives", 11_000),
  town("Tŷ Croes", 100, "Wales"),
  town("Keswick", 5_000),
]);
const labels = (query: string) => search(query, 8).map((result) => result.label);

describe("foldForSearch", () => {
  it("drops accents, case, dots and apostrophes", () => {
    expect(foldForSearch("Tŷ Hyll")).toBe("ty hyll");
    expect(foldForSearch("St. Ives")).toBe("st ives");
    expect(foldForSearch("  Betws-y-Coed ")).toBe("betws y coed");
    expect(foldForSearch("Bryn'r Ŵyn")).toBe("brynr wyn");
  });
});

describe("townSearch", () => {
  it("puts exact names first, larger places first among them, then names that start so", () => {
    expect(labels("newport")).toEqual([
      "Newport, Wales",
      "Newport, England",
      "Newport Pagnell, England",
    ]);
  });

  it("finds names without their accents or punctuation", () => {
    expect(labels("ty croes")).toEqual(["Tŷ Croes, Wales"]);
    expect(labels("st ives")).toEqual(["St. Ives, England"]);
    expect(labels("betws y coed")).toEqual(["Betws-y-Coed, Wales"]);
  });

  it("finds a word inside a name, and nothing for a single letter", () => {
    expect(labels("pagnell")).toEqual(["Newport Pagnell, England"]);
    expect(labels("k")).toEqual([]);
  });

  it("tells two places of one name and nation apart by the large town they are near", () => {
    const twoNewports = townSearch([
      { ...town("Newport", 25_000), latitude: 50.7, longitude: -1.29 },
      { ...town("Newport", 11_000), latitude: 52.77, longitude: -2.38 },
      { ...town("Portsmouth", 238_000), latitude: 50.8, longitude: -1.09 },
      { ...town("Telford", 142_000), latitude: 52.68, longitude: -2.45 },
    ]);
    expect(twoNewports("newport", 8).map((result) => result.label)).toEqual([
      "Newport, England (near Portsmouth)",
      "Newport, England (near Telford)",
    ]);
  });

  it("finds a town by another name, once, and labels it with both", () => {
    const welsh = townSearch([
      { ...town("Cardiff", 447_000, "Wales"), alternateNames: ["Caerdydd", "Cardiffa"] },
      { ...town("Caerphilly", 41_000, "Wales"), alternateNames: ["Caerffili"] },
    ]);
    const found = (query: string) => welsh(query, 8).map((result) => result.label);
    expect(found("caerdydd")).toEqual(["Cardiff (Caerdydd), Wales"]);
    // Its own name is found first, and the town is listed once, by the name that matched best.
    expect(found("cardiff")).toEqual(["Cardiff, Wales"]);
    expect(found("caer")).toEqual(["Cardiff (Caerdydd), Wales", "Caerphilly, Wales"]);
  });

  it("answers the town's position and kind", () => {
    expect(search("keswick", 1)).toEqual([
      { label: "Keswick, England", latitude: 54, longitude: -2, kind: "town" },
    ]);
  });
});

describe("townSearch with landmarks", () => {
  const landmark = (name: string, ...alternateNames: string[]) => ({
    name,
    alternateNames,
    nation: "Wales",
    latitude: 53,
    longitude: -4,
  });
  const withLandmarks = townSearch(
    [town("Cardiff", 447_000, "Wales"), town("Snowdown", 1_000), town("Windermere", 8_000)],
    [
      landmark("Snowdon", "Yr Wyddfa"),
      landmark("Cardiff Castle", "Castell Caerdydd"),
      landmark("Windermere", "Lake Windermere"),
    ],
  );
  const found = (query: string) =>
    withLandmarks(query, 8).map(({ label, kind }) => `${label} [${kind}]`);

  it("finds a landmark by its own name or another, accents and case aside, as a landmark", () => {
    expect(found("SNOWDON")).toEqual(["Snowdon, Wales [landmark]"]);
    // Ranked with a city among names that start alike: before a village.
    expect(found("snowd")).toEqual(["Snowdon, Wales [landmark]", "Snowdown, England [town]"]);
    expect(found("yr wyddfa")).toEqual(["Snowdon (Yr Wyddfa), Wales [landmark]"]);
    expect(found("castell")).toEqual(["Cardiff Castle (Castell Caerdydd), Wales [landmark]"]);
  });

  it("puts exact names first, a city before a landmark named after it", () => {
    expect(found("cardiff")).toEqual(["Cardiff, Wales [town]", "Cardiff Castle, Wales [landmark]"]);
    expect(found("cardiff castle")).toEqual(["Cardiff Castle, Wales [landmark]"]);
    // A lake and the town beside it, both named: each once.
    expect(found("windermere")).toHaveLength(2);
  });

  it("names the landmark a whole text is, and nothing for a text that only mentions one", () => {
    const named = landmarkNamed([landmark("Snowdon", "Yr Wyddfa"), landmark("Cardiff Castle")]);
    expect(named("  CARDIFF castle ")).toEqual({
      label: "Cardiff Castle, Wales",
      latitude: 53,
      longitude: -4,
      kind: "landmark",
    });
    expect(named("Yr Wyddfa")?.label).toBe("Snowdon (Yr Wyddfa), Wales");
    expect(named("Cardiff Castle Tea Rooms")).toBeNull();
    expect(named("Cardiff")).toBeNull();
  });
});

describe("townSearch in Welsh", () => {
  // A catalogue as the server's: whole sentences, and templates found again in filled-in English.
  const words: Record<string, string> = {
    Wales: "Cymru",
    England: "Lloegr",
    "near {town}": "ger {town}",
  };
  const catalogue = {
    has: (english: string) => english in words,
    say: (english: string, values: TextValues = {}) => fillIn(words[english] ?? english, values),
    templates: () => templatesOf(Object.keys(words)),
  };
  const welsh = { say: (english: string) => translateText(english, catalogue) };
  const inWelsh = townSearch([
    { ...town("Cardiff", 360_000, "Wales"), alternateNames: ["Caerdydd"] },
    { ...town("Swansea", 240_000, "Wales"), alternateNames: ["Abertawe"] },
    town("Carlisle", 75_000),
  ]);
  const labelsIn = (query: string) => inWelsh(query, 8, welsh).map((result) => result.label);

  it("names a place in Wales by its Welsh name first, found by either", () => {
    expect(labelsIn("caerdydd")).toEqual(["Caerdydd (Cardiff), Cymru"]);
    expect(labelsIn("cardiff")).toEqual(["Caerdydd (Cardiff), Cymru"]);
    expect(labelsIn("swan")).toEqual(["Abertawe (Swansea), Cymru"]);
  });

  it("passes over a Roman name for the Welsh one", () => {
    const search = townSearch([
      { ...town("Abergavenny", 12_000, "Wales"), alternateNames: ["Gobannium", "Y Fenni"] },
    ]);
    expect(search("abergavenny", 8, welsh).map((result) => result.label)).toEqual([
      "Y Fenni (Abergavenny), Cymru",
    ]);
  });

  it("tells two places of one name apart by the large town they are near, in Welsh", () => {
    const twoNewports = townSearch([
      { ...town("Newport", 25_000), latitude: 50.7, longitude: -1.29 },
      { ...town("Newport", 11_000), latitude: 52.77, longitude: -2.38 },
      { ...town("Portsmouth", 238_000), latitude: 50.8, longitude: -1.09 },
      { ...town("Telford", 142_000), latitude: 52.68, longitude: -2.45 },
    ]);
    expect(twoNewports("newport", 8, welsh).map((result) => result.label)).toEqual([
      "Newport, Lloegr (ger Portsmouth)",
      "Newport, Lloegr (ger Telford)",
    ]);
  });

  it("names a place elsewhere as it is, its nation in Welsh", () => {
    expect(labelsIn("carlisle")).toEqual(["Carlisle, Lloegr"]);
  });

  it("is English when not asked for Welsh", () => {
    expect(inWelsh("caerdydd", 8).map((result) => result.label)).toEqual([
      "Cardiff (Caerdydd), Wales",
    ]);
  });
});

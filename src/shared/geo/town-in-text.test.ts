import { describe, expect, it } from "vitest";
import { parsePlaceList } from "../import-parser.ts";
import type { GeocodeResult } from "./geocode.ts";
import { isOutsideUk, townAmong, townInText, townOfPlace } from "./town-in-text.ts";
import type { Town } from "./town-search.ts";

const town = (name: string, population: number, nation = "England", latitude = 54): Town => ({
  name,
  nation,
  latitude,
  longitude: -2,
  population,
});

const find = townInText([
  town("London", 7_556_900),
  town("Edinburgh", 464_990, "Scotland"),
  town("Bath", 94_782),
  town("Street", 12_911),
  town("Bury", 61_044),
  town("Bury St Edmunds", 42_812),
  town("Newport", 306_844, "Wales", 51.58),
  town("Newport", 24_884, "England", 50.7),
  town("Stratford-upon-Avon", 25_000),
  town("Betws-y-Coed", 500, "Wales"),
  town("St. Ives", 11_000),
  town("Bridge", 1_576),
  town("Hill", 0),
  town("Wales", 5_956),
  town("Ely", 19_090),
  town("Oxford", 152_450),
]);
const label = (text: string) => find(text)?.label ?? null;

describe("townInText", () => {
  it("finds the town a landmark's name holds as whole words", () => {
    expect(label("Tower of London")).toBe("London, England");
    expect(label("Edinburgh Castle")).toBe("Edinburgh, Scotland");
    expect(find("Edinburgh Castle")).toEqual({
      label: "Edinburgh, Scotland",
      latitude: 54,
      longitude: -2,
      kind: "town",
    });
  });

  it("ignores accents, case, hyphens and dots, as a search does", () => {
    expect(label("Shakespeare's Birthplace, STRATFORD UPON AVON")).toBe(
      "Stratford-upon-Avon, England",
    );
    expect(label("Swallow Falls near Betws y Coed")).toBe("Betws-y-Coed, Wales");
    expect(label("Tate St Ives")).toBe("St. Ives, England");
  });

  it("counts whole words only, never part of one", () => {
    expect(label("Londoner's Pub")).toBeNull();
    expect(label("Bathurst Basin")).toBeNull();
    expect(label("Elysium Gallery")).toBeNull();
  });

  it("prefers the longer name over one inside it", () => {
    expect(label("Abbey Gardens, Bury St Edmunds")).toBe("Bury St Edmunds, England");
    expect(label("Bury Market")).toBe("Bury, England");
  });

  it("prefers the most populous of towns named apart", () => {
    expect(label("High Street, Bath")).toBe("Bath, England");
    expect(label("Oxford Street, London")).toBe("London, England");
    expect(label("Transporter Bridge, Newport")).toBe("Newport, Wales");
  });

  it("leaves out towns named after everyday words", () => {
    expect(label("Bridge Inn")).toBeNull();
    expect(label("Primrose Hill")).toBeNull();
    expect(label("National Museum Wales")).toBeNull();
    expect(label("Street")).toBeNull();
  });

  it("answers null when no town is named, or there is no text to read", () => {
    expect(label("Stonehenge")).toBeNull();
    expect(label("")).toBeNull();
    expect(label(" - ")).toBeNull();
  });
});

// Towns as the build extracts them from GeoNames, with the names a careless match would find.
const UK_TOWNS: Town[] = [
  town("London", 7_556_900, "England", 51.51),
  town("Manchester", 395_515, "England", 53.48),
  { ...town("Cardiff", 447_287, "Wales", 51.48), alternateNames: ["Caerdydd"] },
  town("Oxford", 171_380, "England", 51.75),
  town("York", 153_717, "England", 53.96),
  town("Bath", 94_782, "England", 51.38),
  town("Canterbury", 55_240, "England", 51.28),
  town("Hyde", 31_926, "England", 53.45),
  town("Newtown", 11_357, "Wales", 52.52),
  town("Victoria", 6_688, "Wales", 51.75),
  town("Houston", 6_420, "Scotland", 55.87),
  town("Rye", 4_773, "England", 50.95),
  town("Hope", 4_706, "Wales", 53.12),
  town("Conwy", 3_873, "Wales", 53.28),
  town("Standon", 3_429, "England", 52.92),
  town("Lostwithiel", 2_659, "England", 50.41),
  town("Bridge", 1_576, "England", 51.25),
  town("Wales", 5_956, "England", 53.34),
];
const townOf = townOfPlace(UK_TOWNS);
const placed = (name: string, address: string | null = null, countryCode?: string) =>
  townOf({ name, address, countryCode })?.label ?? null;

describe("townOfPlace", () => {
  it("places a landmark in the town its name holds as whole words", () => {
    expect(placed("Bath Abbey")).toBe("Bath, England");
    expect(placed("Tower of London")).toBe("London, England");
    expect(townOf({ name: "Bath Abbey" })).toEqual({
      label: "Bath, England",
      latitude: 51.38,
      longitude: -2,
      kind: "town",
    });
  });

  it("never places by the start of a town's name, nor a word inside another", () => {
    // A Tokyo bar and a Lisbon one, saved without an address.
    expect(placed("STAND")).toBeNull();
    expect(placed("LOST")).toBeNull();
    expect(placed("Bathurst Basin")).toBeNull();
    expect(placed("Londoner's Pub")).toBeNull();
  });

  it("places nothing the data says is abroad", () => {
    expect(
      placed("Gelato Messina Newtown", "Gelato Messina Newtown, Sydney NSW 2042, Australia"),
    ).toBeNull();
    // An Australian postcode with its state, the country left out.
    expect(placed("Gelato Messina Newtown", "241 King St, Newtown NSW 2042")).toBeNull();
    // A US ZIP code with its state, the country left out; ZIP+4 too.
    expect(placed("Oxford Bar", "421 Oxford St, Houston, TX 77002")).toBeNull();
    expect(placed("Oxford Bar", "421 Oxford St, Houston, TX 77002-1234")).toBeNull();
    expect(placed("421 Oxford St, Houston, TX 77002")).toBeNull();
    expect(placed("Bath Street Café", "Bath St, Glasgow")).toBe(null);
  });

  it.each([
    ["STAND", "1-chōme-4-5 Ebisu, Shibuya City, Tokyo 150-0013, Japan"],
    ["London Bar", "〒150-0041 Tokyo, Shibuya City, Jinnan, 1 Chome−22−7"],
    ["London Bar", "日本、〒150-0041 東京都渋谷区神南1-22-7"],
    ["York Diner", "1 Main St, New York, NY 10001, USA"],
    ["Café London", "172 Bd Saint-Germain, 75006 Paris, France"],
    ["Brauhaus Bath", "Berliner Str. 1, 10115 Berlin, Deutschland"],
    ["Oxford Pub", "Dawson St, Dublin 2, D02 HX21, Ireland"],
    ["Bath Road Café", "12 Bath Rd, St Helier, Jersey JE2 4LA"],
  ])("places %j at %j nowhere", (name, address) => {
    expect(placed(name, address)).toBeNull();
  });

  it("places nothing whose country code is not the UK's", () => {
    expect(placed("Newtown Pizza", null, "AU")).toBeNull();
    expect(placed("Tower of London", null, "GB")).toBe("London, England");
    expect(placed("Tower of London", null, "uk")).toBe("London, England");
  });

  it("prefers the address, and in it the town before the postcode, then the last part", () => {
    expect(placed("Oxford Arms", "Bankside, London SE1 9TG")).toBe("London, England");
    expect(placed("Tate Modern", "Bankside, London SE1 9TG, United Kingdom")).toBe(
      "London, England",
    );
    expect(placed("Bridge Inn", "Bridge, Canterbury CT4 5LA")).toBe("Canterbury, England");
    expect(placed("Cardiff Castle", "Castle St, Cardiff CF10 3RB, Wales")).toBe("Cardiff, Wales");
    expect(placed("Tower of London", "Conwy")).toBe("Conwy, Wales");
  });

  it("takes a short or everyday town name only as a whole part of an address", () => {
    expect(placed("The Mermaid Inn", "Mermaid St, Rye TN31 7EY")).toBe("Rye, England");
    expect(placed("Crown Inn", "Edale Rd, Hope")).toBe("Hope, Wales");
    expect(placed("Ryeland Farm")).toBeNull();
    expect(placed("Hope and Anchor")).toBeNull();
    expect(placed("Hyde Park")).toBeNull();
    expect(placed("Victoria Station")).toBeNull();
    expect(placed("Bridge")).toBeNull();
  });

  it("reads a town's name before a street word as the street's", () => {
    expect(placed("421 Oxford St")).toBeNull();
    expect(placed("Oxford Street")).toBeNull();
    expect(placed("London Road Fire Station", "London Rd, Manchester M1 2PY")).toBe(
      "Manchester, England",
    );
    expect(placed("Shop", "Oxford Circus, London W1B")).toBe("London, England");
  });

  it("finds a town an address names by another of its names", () => {
    expect(placed("Castell", "Stryd y Castell, Caerdydd")).toBe("Cardiff, Wales");
  });

  it("places a pasted line by its address, as the list reader splits it", () => {
    const [line] = parsePlaceList("Conwy Castle (History & Heritage) - Conwy");
    expect(line && townOf(line)?.label).toBe("Conwy, Wales");
    const lines = parsePlaceList(
      ["- STAND", "- Bath Abbey", "- LOST - Lisboa, Portugal"].join("\n"),
    );
    expect(lines.map((place) => townOf(place)?.label ?? null)).toEqual([
      null,
      "Bath, England",
      null,
    ]);
  });
});

// Rows of a Google saved list ("Saved Places.json"), as its places come without coordinates.
describe("townOfPlace on a Google saved list", () => {
  it.each([
    ["STAND", "Japan, 〒150-0013 Tokyo, Shibuya City, Ebisu, 1 Chome−4−5", "JP", null],
    ["LOST", "R. Dom Pedro V 56, 1250-094 Lisboa, Portugal", "PT", null],
    ["Gelato Messina Newtown", "241 King St, Newtown NSW 2042, Australia", "AU", null],
    ["Oxford Bar & Grill", "421 Oxford St, Houston, TX 77002, United States", "US", null],
    ["Victoria Bar", "Victoria St, Hong Kong", "HK", null],
    ["Bath Abbey", "Bath BA1 1LT, United Kingdom", "GB", "Bath, England"],
    ["Conwy Castle", "Rose Hill St, Conwy LL32 8AY, United Kingdom", "GB", "Conwy, Wales"],
    ["Hyde Park", "London W2 2UH, United Kingdom", "GB", "London, England"],
    ["York Minster", "Deangate, York YO1 7HH, United Kingdom", "GB", "York, England"],
  ])("places %j (%j, %s) in %j", (name, address, countryCode, expected) => {
    expect(placed(name, address, countryCode)).toBe(expected);
    // Without the country code, the address alone says as much.
    expect(placed(name, address)).toBe(expected);
  });
});

describe("isOutsideUk", () => {
  it("reads a name's later parts, not its first, which is the place's own", () => {
    expect(isOutsideUk({ name: "India Palace" })).toBe(false);
    expect(isOutsideUk({ name: "India" })).toBe(false);
    expect(isOutsideUk({ name: "Gelato Messina, Sydney, Australia" })).toBe(true);
  });

  it("takes Northern Ireland for the UK, and the Republic for abroad", () => {
    expect(
      isOutsideUk({ name: "Bushmills", address: "Bushmills BT57 8SU, Northern Ireland" }),
    ).toBe(false);
    expect(isOutsideUk({ name: "Temple Bar", address: "Dublin, Ireland" })).toBe(true);
  });
});

describe("townInText on one text", () => {
  it("reads the text as a place's name, and what it says of the country", () => {
    expect(label("421 Oxford St, Houston, TX 77002")).toBeNull();
    expect(label("Gelato Messina Newtown, Sydney NSW 2042, Australia")).toBeNull();
    expect(label("Bath Abbey")).toBe("Bath, England");
  });
});

describe("townAmong, as the Add dialog checks what the server found", () => {
  const answer = (label: string, kind: GeocodeResult["kind"] = "town"): GeocodeResult => ({
    label,
    latitude: 52,
    longitude: -2,
    kind,
  });

  it("offers nothing the server found by the start of a town's name", () => {
    expect(townAmong([answer("Standon, England")], { name: "STAND" })).toBeNull();
    expect(townAmong([answer("Lostwithiel, England")], { name: "LOST" })).toBeNull();
  });

  it("offers the town the address or name holds as whole words, the address first", () => {
    expect(townAmong([null, answer("Bath, England")], { name: "Bath Abbey" })?.label).toBe(
      "Bath, England",
    );
    expect(
      townAmong([answer("Conwy, Wales"), answer("London, England")], {
        name: "Tower of London",
        address: "Conwy",
      })?.label,
    ).toBe("Conwy, Wales");
    expect(
      townAmong([answer("Cardiff (Caerdydd), Wales")], { name: "Castell", address: "Caerdydd" }),
    ).toEqual({ label: "Cardiff, Wales", latitude: 52, longitude: -2, kind: "town" });
    expect(
      townAmong([answer("Newport, England (near Telford)")], { name: "Newport Market" })?.label,
    ).toBe("Newport, England");
  });

  it("offers nothing for a place the address says is abroad, nor for answers not towns", () => {
    expect(
      townAmong([answer("Newtown, Wales")], {
        name: "Gelato Messina Newtown",
        address: "Gelato Messina Newtown, Sydney NSW 2042, Australia",
      }),
    ).toBeNull();
    expect(
      townAmong([answer("Oxford, England")], {
        name: "Bar",
        address: "421 Oxford St, Houston, TX 77002",
      }),
    ).toBeNull();
    expect(townAmong([answer("SW1A 1AA", "postcode")], { name: "SW1A 1AA" })).toBeNull();
    expect(townAmong([], { name: "Bath Abbey" })).toBeNull();
  });
});

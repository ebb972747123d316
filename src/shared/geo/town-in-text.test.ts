import { describe, expect, it } from "vitest";
import { townInText } from "./town-in-text.ts";
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

import { describe, expect, it } from "vitest";
import type { GeocodeResult } from "./geocode.ts";
import { knownPlacesMatching } from "./known-places.ts";

const town = (label: string, latitude = 51, longitude = -3): GeocodeResult => ({
  label,
  latitude,
  longitude,
  kind: "town",
});

const cardiff = town("Cardiff (Caerdydd), Wales", 51.48, -3.18);
const caernarfon = town("Caernarfon, Wales", 53.14, -4.27);
const bath = town("Bath, England", 51.38, -2.36);
const ystrad = town("Ystradgynlais, Wales", 51.78, -3.75);

describe("places already found, offered offline", () => {
  it("offers those whose name or a word of it begins with what is typed", () => {
    const known = [cardiff, caernarfon, bath];
    expect(knownPlacesMatching(known, "caer")).toEqual([cardiff, caernarfon]);
    expect(knownPlacesMatching(known, "Bath")).toEqual([bath]);
    expect(knownPlacesMatching(known, "wales")).toEqual([cardiff, caernarfon]);
  });

  it("does not offer a name that only holds the text inside a word", () => {
    expect(knownPlacesMatching([cardiff, bath], "diff")).toEqual([]);
    expect(knownPlacesMatching([bath], "ath")).toEqual([]);
  });

  it("ignores accents and case", () => {
    const ynysMon = town("Ynys Môn, Wales");
    expect(knownPlacesMatching([ynysMon], "MON")).toEqual([ynysMon]);
    expect(knownPlacesMatching([ystrad], "YSTRAD")).toEqual([ystrad]);
  });

  it("offers a place found by two searches once, and at most eight", () => {
    expect(knownPlacesMatching([bath, bath, { ...bath }], "bath")).toEqual([bath]);
    const many = Array.from({ length: 12 }, (_, i) => town(`Aber ${i}, Wales`, 52, -4 + i / 100));
    expect(knownPlacesMatching(many, "aber")).toHaveLength(8);
  });

  it("offers nothing for nothing typed", () => {
    expect(knownPlacesMatching([bath], "  ")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import type { GeocodeResult } from "#shared/geo/geocode.ts";
import { bestFound } from "./best-found.ts";

const town = (label: string, latitude: number, longitude: number): GeocodeResult => ({
  label,
  latitude,
  longitude,
  kind: "town",
});
const BATH = town("Bath, England", 51.38, -2.36);
const CONWY = town("Conwy, Wales", 53.28, -3.83);
const RICHMOND = town("Richmond, England", 51.46, -0.3);
const YORK = town("York, England", 53.96, -1.08);
const POSTCODE: GeocodeResult = {
  label: "BA1 1LT",
  latitude: 51.3814,
  longitude: -2.3591,
  kind: "postcode",
};
const TYPED: GeocodeResult = {
  label: "51.5, -0.1",
  latitude: 51.5,
  longitude: -0.1,
  kind: "coordinates",
};

describe("bestFound", () => {
  it("places a place at the town its name names", () => {
    expect(bestFound({ name: "Bath Abbey", address: null }, null, BATH)).toEqual(BATH);
  });

  it("prefers the town of the address to the town of the name", () => {
    expect(bestFound({ name: "York House", address: "Richmond" }, RICHMOND, YORK)).toEqual(
      RICHMOND,
    );
    expect(bestFound({ name: "Conwy Castle", address: "Conwy" }, CONWY, CONWY)).toEqual(CONWY);
  });

  it("takes a precise answer over any town, the address's first", () => {
    expect(bestFound({ name: "Bath Abbey", address: "BA1 1LT" }, POSTCODE, BATH)).toEqual(POSTCODE);
    expect(bestFound({ name: "51.5, -0.1", address: "Bath" }, BATH, TYPED)).toEqual(TYPED);
    expect(bestFound({ name: "51.5, -0.1", address: "BA1 1LT" }, POSTCODE, TYPED)).toEqual(
      POSTCODE,
    );
  });

  it("places nothing at a town found only by the start of a word", () => {
    const standon = town("Standon, England", 51.88, 0.03);
    expect(bestFound({ name: "STAND", address: null }, null, standon)).toBeNull();
  });

  it("places nothing whose address says it is abroad", () => {
    const newtown = town("Newtown, Wales", 52.51, -3.31);
    const place = { name: "Gelato Messina Newtown", address: "Sydney NSW 2042, Australia" };
    expect(bestFound(place, null, newtown)).toBeNull();
  });

  it("places nothing neither lookup found", () => {
    expect(bestFound({ name: "Borough Market", address: null }, null, null)).toBeNull();
  });
});

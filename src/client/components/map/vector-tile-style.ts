import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from "maplibre-gl";
import type { VectorTileSource } from "#shared/geo/map-settings.ts";

/**
 * Our MapLibre style for the server's own vector tiles (MAP_PMTILES): the layers of a Protomaps
 * build (earth, landcover, landuse, water, roads, boundaries, places), drawn in the app's
 * colours for the light and the dark theme. Roads, towns, water, woods and parks only: a map to
 * find places on, not a street atlas. No `glyphs`: MapLibre draws town names with the browser's
 * own sans-serif font, so nothing is fetched from another server.
 */
export type Palette = {
  sea: string;
  land: string;
  park: string;
  wood: string;
  water: string;
  motorway: string;
  majorRoad: string;
  minorRoad: string;
  roadCasing: string;
  boundary: string;
  text: string;
  halo: string;
};

// Light: the built-in basemap's land and sea, with greens and blues a notch stronger so the
// kinds of ground tell apart. Dark: the same ground, dimmed, with roads lighter than the land.
export const PALETTES: Record<"light" | "dark", Palette> = {
  light: {
    sea: "#a9cde8",
    land: "#f1f5ee",
    park: "#cfe8bd",
    wood: "#a9d18e",
    water: "#a9cde8",
    motorway: "#f0a95b",
    majorRoad: "#f8dc8e",
    minorRoad: "#ffffff",
    roadCasing: "#b9b3a6",
    boundary: "#9a8fb0",
    text: "#334155",
    halo: "#ffffff",
  },
  dark: {
    sea: "#0b2a3d",
    land: "#1c2a26",
    park: "#24402f",
    wood: "#2b5236",
    water: "#0b2a3d",
    motorway: "#a8733c",
    majorRoad: "#6b7a74",
    minorRoad: "#4d5a55",
    roadCasing: "#111a17",
    boundary: "#6d6384",
    text: "#d5e0dc",
    halo: "#0b1210",
  },
};

const SOURCE = "uk";
const kindIn = (...kinds: string[]): ExpressionSpecification => [
  "in",
  ["get", "kind"],
  ["literal", kinds],
];
const isLine: ExpressionSpecification = ["==", ["geometry-type"], "LineString"];
const isPolygon: ExpressionSpecification = ["==", ["geometry-type"], "Polygon"];
/**
 * A width that grows by 1.4 a zoom level between two stops, as a road on paper would; `extra`
 * widens both stops (a casing). MapLibre takes the zoom only at the top of an expression.
 */
const widths = (
  [fromZoom, fromWidth]: [number, number],
  [toZoom, toWidth]: [number, number],
  extra = 0,
): ExpressionSpecification => [
  "interpolate",
  ["exponential", 1.4],
  ["zoom"],
  fromZoom,
  fromWidth + extra,
  toZoom,
  toWidth + extra,
];

const PARKS = ["park", "national_park", "nature_reserve", "protected_area", "garden"];
const GREENS = ["grass", "golf_course", "playground", "recreation_ground", "cemetery"];
const WOODS = ["wood", "forest"];

/** The road kinds, widest first: drawn in reverse so a motorway passes over a lane. */
type Stop = [zoom: number, width: number];
const ROADS: { kind: string; minZoom: number; from: Stop; to: Stop }[] = [
  { kind: "highway", minZoom: 5, from: [5, 0.8], to: [16, 14] },
  { kind: "major_road", minZoom: 7, from: [7, 0.6], to: [16, 10] },
  { kind: "medium_road", minZoom: 10, from: [10, 0.5], to: [16, 7] },
  { kind: "minor_road", minZoom: 12, from: [12, 0.5], to: [16, 5] },
];

function roadLayers(palette: Palette): LayerSpecification[] {
  const colour = (kind: string) =>
    kind === "highway"
      ? palette.motorway
      : kind === "major_road"
        ? palette.majorRoad
        : palette.minorRoad;
  const ordered = [...ROADS].reverse();
  const casings: LayerSpecification[] = ordered.map(({ kind, minZoom, from, to }) => ({
    id: `road-${kind}-casing`,
    type: "line",
    source: SOURCE,
    "source-layer": "roads",
    minzoom: Math.max(minZoom, 9),
    filter: ["all", isLine, kindIn(kind)],
    layout: { "line-cap": "round", "line-join": "round" },
    paint: { "line-color": palette.roadCasing, "line-width": widths(from, to, 1.5) },
  }));
  const fills: LayerSpecification[] = ordered.map(({ kind, minZoom, from, to }) => ({
    id: `road-${kind}`,
    type: "line",
    source: SOURCE,
    "source-layer": "roads",
    minzoom: minZoom,
    filter: ["all", isLine, kindIn(kind)],
    layout: { "line-cap": "round", "line-join": "round" },
    paint: { "line-color": colour(kind), "line-width": widths(from, to) },
  }));
  return [...casings, ...fills];
}

/** A place's own "show from" zoom: `min_zoom` in Protomaps v4, `pmap:min_zoom` before. */
const placeMinZoom: ExpressionSpecification = [
  "coalesce",
  ["get", "min_zoom"],
  ["get", "pmap:min_zoom"],
  0,
];

function labelLayers(palette: Palette): LayerSpecification[] {
  const text = {
    "text-color": palette.text,
    "text-halo-color": palette.halo,
    "text-halo-width": 1.5,
  };
  return [
    {
      id: "road-names",
      type: "symbol",
      source: SOURCE,
      "source-layer": "roads",
      minzoom: 14,
      filter: ["all", isLine, kindIn("major_road", "medium_road", "minor_road")],
      layout: {
        "symbol-placement": "line",
        "text-field": ["get", "name"],
        "text-font": ["sans-serif"],
        "text-size": 11,
      },
      paint: text,
    },
    {
      id: "towns",
      type: "symbol",
      source: SOURCE,
      "source-layer": "places",
      filter: [
        "all",
        kindIn("locality", "city", "town", "village"),
        [">=", ["zoom"], placeMinZoom],
      ],
      layout: {
        "text-field": ["get", "name"],
        "text-font": ["sans-serif"],
        // Bigger places first and larger: population_rank runs from 0 (hamlet) to 15 or so.
        "symbol-sort-key": ["-", 0, ["coalesce", ["get", "population_rank"], 0]],
        "text-size": [
          "interpolate",
          ["linear"],
          ["coalesce", ["get", "population_rank"], 0],
          0,
          11,
          12,
          16,
        ],
        "text-max-width": 8,
      },
      paint: text,
    },
  ];
}

/**
 * The whole style, in `theme`'s palette, for the tiles the server announced at `origin` (ours:
 * MapLibre asks with fetch() in its worker, which needs a full address).
 */
export function vectorTileStyle(
  source: VectorTileSource,
  { attribution, theme, origin }: { attribution: string; theme: "light" | "dark"; origin: string },
): StyleSpecification {
  const palette = PALETTES[theme];
  const fill = (id: string, layer: string, filter: ExpressionSpecification, colour: string) =>
    ({
      id,
      type: "fill",
      source: SOURCE,
      "source-layer": layer,
      filter,
      paint: { "fill-color": colour },
    }) satisfies LayerSpecification;
  return {
    version: 8,
    sources: {
      [SOURCE]: {
        type: "vector",
        // Joined, not new URL(): that would escape the template's braces.
        tiles: [`${origin}${source.tiles}`],
        minzoom: source.minZoom,
        maxzoom: source.maxZoom,
        bounds: source.bounds,
        attribution,
      },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": palette.sea } },
      fill("land", "earth", isPolygon, palette.land),
      fill("woods-landcover", "landcover", kindIn("forest"), palette.wood),
      fill("parks", "landuse", ["all", isPolygon, kindIn(...PARKS, ...GREENS)], palette.park),
      fill("woods", "landuse", ["all", isPolygon, kindIn(...WOODS)], palette.wood),
      fill("water", "water", isPolygon, palette.water),
      {
        id: "rivers",
        type: "line",
        source: SOURCE,
        "source-layer": "water",
        minzoom: 9,
        filter: isLine,
        paint: { "line-color": palette.water, "line-width": widths([9, 0.5], [16, 4]) },
      },
      {
        id: "borders",
        type: "line",
        source: SOURCE,
        "source-layer": "boundaries",
        // The UK's border with Ireland, and those of its nations (a "region" to OpenStreetMap).
        filter: kindIn("country", "region"),
        paint: { "line-color": palette.boundary, "line-width": 1, "line-dasharray": [3, 2] },
      },
      ...roadLayers(palette),
      ...labelLayers(palette),
    ],
  };
}

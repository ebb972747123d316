import { type Flavor, layers, namedFlavor } from "@protomaps/basemaps";
import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from "maplibre-gl";
import type { VectorTileSource } from "#shared/geo/map-settings.ts";
import type { Language } from "#shared/i18n/language.ts";

/**
 * Our MapLibre style for the server's own vector tiles (MAP_PMTILES): Protomaps' own layers for
 * its builds (@protomaps/basemaps, light and dark) in a few of the app's colours, and our own
 * town and road names. Protomaps' label layers are left out: they name Noto fonts that only a
 * glyph server supplies. With no `glyphs`, MapLibre draws our names with the browser's own
 * sans-serif font, so nothing is fetched from another server.
 */
export type Palette = {
  sea: string;
  land: string;
  park: string;
  wood: string;
  water: string;
  motorway: string;
  majorRoad: string;
  text: string;
  halo: string;
};

// Light: the built-in basemap's land and sea, with greens and blues a notch stronger so the
// kinds of ground tell apart. Dark: the same ground, dimmed (Protomaps' dark woods are the
// land's colour, within 3 of 255), with motorways lighter than the land.
export const PALETTES: Record<"light" | "dark", Palette> = {
  light: {
    sea: "#a9cde8",
    land: "#f1f5ee",
    park: "#cfe8bd",
    wood: "#a9d18e",
    water: "#a9cde8",
    motorway: "#f0a95b",
    majorRoad: "#f8dc8e",
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
    text: "#d5e0dc",
    halo: "#0b1210",
  },
};

/** Protomaps' flavour with our ground, water, greens and main roads. */
function flavor(theme: "light" | "dark"): Flavor {
  const palette = PALETTES[theme];
  return {
    ...namedFlavor(theme),
    background: palette.sea,
    earth: palette.land,
    water: palette.water,
    park_a: palette.park,
    park_b: palette.park,
    wood_a: palette.wood,
    wood_b: palette.wood,
    highway: palette.motorway,
    // Protomaps' main roads are white (light) on near-white land: ours stand out a little.
    major: palette.majorRoad,
  };
}

/**
 * Protomaps' layers, except that parks and woods are drawn whole from the start: it fades them
 * in up to zoom 11, and a place's small map is at 8 (Leaflet's 9), where they matter most.
 */
function baseLayers(theme: "light" | "dark"): LayerSpecification[] {
  return (layers(SOURCE, flavor(theme)) as LayerSpecification[]).map((layer) =>
    layer.id === "landuse_park" && layer.type === "fill"
      ? { ...layer, paint: { ...layer.paint, "fill-opacity": 1 } }
      : layer,
  );
}

const SOURCE = "uk";
const kindIn = (...kinds: string[]): ExpressionSpecification => [
  "in",
  ["get", "kind"],
  ["literal", kinds],
];
const isLine: ExpressionSpecification = ["==", ["geometry-type"], "LineString"];

/** A place's own "show from" zoom: `min_zoom` in Protomaps v4, `pmap:min_zoom` before. */
const placeMinZoom: ExpressionSpecification = [
  "coalesce",
  ["get", "min_zoom"],
  ["get", "pmap:min_zoom"],
  0,
];

/**
 * A feature's name in the page's language: in Welsh, OpenStreetMap's `name:cy` where it has
 * one (Caerdydd, Abertawe), else the name on the ground.
 */
const nameIn = (language: Language): ExpressionSpecification =>
  language === "cy" ? ["coalesce", ["get", "name:cy"], ["get", "name"]] : ["get", "name"];

function labelLayers(palette: Palette, language: Language): LayerSpecification[] {
  const name = nameIn(language);
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
        "text-field": name,
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
        "text-field": name,
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
 * The whole style, in `theme`'s palette and names in `language`, for the tiles the server
 * announced at `origin` (ours: MapLibre asks with fetch() in its worker, which needs a full
 * address).
 */
export function vectorTileStyle(
  source: VectorTileSource,
  {
    attribution,
    theme,
    origin,
    language = "en",
  }: { attribution: string; theme: "light" | "dark"; origin: string; language?: Language },
): StyleSpecification {
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
    layers: [...baseLayers(theme), ...labelLayers(PALETTES[theme], language)],
  };
}

import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { describe, expect, it } from "vitest";
import { PALETTES, vectorTileStyle } from "./vector-tile-style.ts";

const ORIGIN = "https://trips.example.org";
const SOURCE = {
  tiles: "/api/map/tiles/{z}/{x}/{y}.mvt?v=abc",
  minZoom: 0,
  maxZoom: 14,
  bounds: [-8.7, 49.8, 1.8, 60.9] as [number, number, number, number],
};

describe("vectorTileStyle", () => {
  it.each(["light", "dark"] as const)("is a valid MapLibre style in %s", (theme) => {
    const style = vectorTileStyle(SOURCE, { attribution: "© OSM", theme, origin: ORIGIN });
    expect(validateStyleMin(style)).toEqual([]);
  });

  it("asks our own origin for tiles and nothing else: no glyphs, no sprite", () => {
    const style = vectorTileStyle(SOURCE, { attribution: "© OSM", theme: "light", origin: ORIGIN });
    expect(style.sources.uk).toMatchObject({
      type: "vector",
      tiles: [`${ORIGIN}/api/map/tiles/{z}/{x}/{y}.mvt?v=abc`],
      maxzoom: 14,
      attribution: "© OSM",
    });
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });

  it("draws Protomaps' ground, water, greens and roads, and our towns", () => {
    const layers = vectorTileStyle(SOURCE, {
      attribution: "© OSM",
      theme: "dark",
      origin: ORIGIN,
    }).layers.map((layer) => layer.id);
    expect(layers).toEqual(
      expect.arrayContaining(["earth", "water", "landuse_park", "roads_major", "towns"]),
    );
  });

  it("has only our own labels, in the browser's font: no layer needs glyphs or a sprite", () => {
    const { layers } = vectorTileStyle(SOURCE, {
      attribution: "© OSM",
      theme: "light",
      origin: ORIGIN,
    });
    const symbols = layers.filter((layer) => layer.type === "symbol");
    expect(symbols.map((layer) => layer.id)).toEqual(["road-names", "towns"]);
    for (const layer of symbols) expect(layer.layout?.["text-font"]).toEqual(["sans-serif"]);
    expect(JSON.stringify(layers)).not.toMatch(/-pattern"|icon-image|sprite/);
  });

  it("names towns and roads by their Welsh names for a Welsh reader, where the tiles have one", () => {
    const names = (language: "en" | "cy") =>
      vectorTileStyle(SOURCE, { attribution: "© OSM", theme: "light", origin: ORIGIN, language })
        .layers.filter((layer) => layer.type === "symbol")
        .map((layer) => layer.layout?.["text-field"]);
    expect(names("en")).toEqual([
      ["get", "name"],
      ["get", "name"],
    ]);
    const welsh = ["coalesce", ["get", "name:cy"], ["get", "name"]];
    expect(names("cy")).toEqual([welsh, welsh]);
  });

  it("draws parks and woods whole on a place's small map, in the app's colours", () => {
    const dark = vectorTileStyle(SOURCE, { attribution: "© OSM", theme: "dark", origin: ORIGIN });
    const greens = dark.layers.find((layer) => layer.id === "landuse_park");
    expect(greens?.paint).toMatchObject({ "fill-opacity": 1 });
    expect(JSON.stringify(greens)).toContain(PALETTES.dark.wood);
  });

  it("tells each theme's ground, water and main roads apart", () => {
    for (const palette of Object.values(PALETTES)) {
      const colours = [palette.land, palette.park, palette.wood, palette.water, palette.majorRoad];
      expect(new Set(colours).size).toBe(colours.length);
    }
  });
});

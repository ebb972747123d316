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

  it("draws roads, towns, water, woods and parks", () => {
    const layers = vectorTileStyle(SOURCE, {
      attribution: "© OSM",
      theme: "dark",
      origin: ORIGIN,
    }).layers.map((layer) => layer.id);
    expect(layers).toEqual(
      expect.arrayContaining(["land", "water", "woods", "parks", "road-major_road", "towns"]),
    );
  });

  it("tells each theme's ground, water and roads apart", () => {
    for (const palette of Object.values(PALETTES)) {
      const colours = [palette.land, palette.park, palette.wood, palette.water, palette.majorRoad];
      expect(new Set(colours).size).toBe(colours.length);
    }
  });
});

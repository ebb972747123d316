import type { LatLng } from "./location.ts";

/** The UK and Ireland, as the summary card's little map shows them. */
export const UK_AND_IRELAND = { west: -10.7, east: 1.9, south: 49.8, north: 60.9 };

type Area = typeof UK_AND_IRELAND;
type Box = { left: number; top: number; height: number };

/**
 * A flat drawing of an area, `height` pixels tall and as wide as the area's shape asks: an
 * equirectangular projection with longitude shrunk by the cosine of the middle latitude, so
 * Britain keeps its shape. Answers the width and a point-to-pixel function.
 */
export function flatMap(area: Area, { left, top, height }: Box) {
  const middle = ((area.north + area.south) / 2) * (Math.PI / 180);
  const scale = height / (area.north - area.south);
  const shrink = Math.cos(middle);
  return {
    width: (area.east - area.west) * shrink * scale,
    at: ({ latitude, longitude }: LatLng) => ({
      x: left + (longitude - area.west) * shrink * scale,
      y: top + (area.north - latitude) * scale,
    }),
  };
}

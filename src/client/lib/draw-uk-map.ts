import { land } from "virtual:uk-basemap";
import type { LatLng } from "#shared/geo/location.ts";
import { flatMap, UK_AND_IRELAND } from "#shared/geo/projection.ts";

export type UkMapStyle = {
  land: string;
  outline: string;
  dot: string;
  dotEdge: string;
  dotRadius: number;
  dotEdgeWidth: number;
};

/**
 * Draws the UK and Ireland's outline `height` px tall, its right edge at `right` and its top at
 * `top`, with a dot for each of `visited`, as the downloadable pictures show them. Answers the
 * outline's left edge and width, for a caption under it.
 */
export function drawUkMap(
  context: CanvasRenderingContext2D,
  visited: readonly LatLng[],
  place: { right: number; top: number; height: number },
  style: UkMapStyle,
): { left: number; width: number } {
  const map = flatMap(UK_AND_IRELAND, { left: 0, top: place.top, height: place.height });
  const shift = place.right - map.width;
  const at = (point: LatLng) => {
    const { x, y } = map.at(point);
    return { x: x + shift, y };
  };
  context.beginPath();
  for (const feature of land.features) {
    const geometry = feature.geometry;
    const polygons =
      geometry.type === "Polygon"
        ? [geometry.coordinates]
        : geometry.type === "MultiPolygon"
          ? geometry.coordinates
          : [];
    for (const ring of polygons.flat()) {
      ring.forEach(([longitude = 0, latitude = 0], index) => {
        const { x, y } = at({ latitude, longitude });
        if (index === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      });
      context.closePath();
    }
  }
  context.fillStyle = style.land;
  context.fill();
  context.strokeStyle = style.outline;
  context.lineWidth = 1;
  context.stroke();
  for (const point of visited) {
    const { x, y } = at(point);
    context.beginPath();
    context.arc(x, y, style.dotRadius, 0, Math.PI * 2);
    context.fillStyle = style.dot;
    context.fill();
    context.strokeStyle = style.dotEdge;
    context.lineWidth = style.dotEdgeWidth;
    context.stroke();
  }
  return { left: shift, width: map.width };
}

import type { LatLng } from "./location.ts";
import type { MapLabel } from "./map-labels.ts";

/** A box on screen, in pixels. */
export type Box = { left: number; top: number; right: number; bottom: number };
export type Size = { width: number; height: number };

/** Web Mercator, as Leaflet draws it: a position's pixel in the world at this zoom. */
export function project({ latitude, longitude }: LatLng, zoom: number) {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: (scale * (longitude + 180)) / 360,
    y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

/** A name's box centred on its point: 11 px text, with a little room around it. */
export function labelBox(name: string, x: number, y: number): Box {
  const half = (name.length * 6.5) / 2 + 4;
  return { left: x - half, top: y - 10, right: x + half, bottom: y + 10 };
}

/** The box a place's pin covers (pin-map.ts): a 26 px teardrop whose point is at `x, y`. */
export function pinBox(x: number, y: number): Box {
  return { left: x - 16, top: y - 36, right: x + 16, bottom: y + 2 };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where a name may sit, in the order tried: on its point, else just below it, else just above
 * (a marker on the town, or beside it, then leaves its name readable next to it).
 */
export const LABEL_OFFSETS = [0, 24, -24] as const;

/**
 * Where each name is shown, given in the order they claim room: on its point when its box is
 * wholly inside the view (never a name cut in half at its edge) and clear of every marker and
 * of every name shown before it. A name kept off its point by a marker or the edge alone tries
 * the other `LABEL_OFFSETS` (pixels down); one a name before it claimed is not shown, so a
 * crowd of towns is thinned, never shuffled. Points are the names' centres in the view's
 * pixels; null for a name not shown.
 */
export function placeLabels(
  labels: readonly { name: string; x: number; y: number }[],
  view: Size,
  markers: readonly Box[],
): (number | null)[] {
  const names: Box[] = [];
  const fits = (box: Box) =>
    box.left >= 0 && box.top >= 0 && box.right <= view.width && box.bottom <= view.height;
  const free = (box: Box) =>
    fits(box) && ![...markers, ...names].some((other) => overlaps(other, box));
  return labels.map(({ name, x, y }) => {
    const own = labelBox(name, x, y);
    if (names.some((other) => overlaps(other, own))) return null;
    for (const offset of LABEL_OFFSETS) {
      const box = labelBox(name, x, y + offset);
      if (free(box)) {
        names.push(box);
        return offset;
      }
    }
    return null;
  });
}

/**
 * The closest zoom, from `max` down to `min`, at which a map of `view`'s size centred on a pin
 * shows at least one town's name whole, clear of the pin: a place's small map never opens on
 * land with no name on it. `min` when none does.
 */
export function zoomShowingATown(
  pin: LatLng,
  labels: readonly MapLabel[],
  view: Size,
  { min, max }: { min: number; max: number },
): number {
  for (let zoom = max; zoom > min; zoom -= 1) {
    const centre = project(pin, zoom);
    const offered = labels
      .filter((label) => label.minZoom <= zoom)
      .map((label) => {
        const at = project(label, zoom);
        return {
          name: label.name,
          x: at.x - centre.x + view.width / 2,
          y: at.y - centre.y + view.height / 2,
        };
      })
      .filter(({ x, y }) => x > -200 && y > -50 && x < view.width + 200 && y < view.height + 50);
    const pinAt = pinBox(view.width / 2, view.height / 2);
    if (placeLabels(offered, view, [pinAt]).some((offset) => offset !== null)) return zoom;
  }
  return min;
}

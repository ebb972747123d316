import { distanceKm } from "../geo/distance.ts";
import type { LatLng } from "../geo/location.ts";

/** The length of a route that visits these points in this order, in kilometres. */
export function routeKm(points: readonly LatLng[]): number {
  if (points.length === 0) return 0;
  let total = 0;
  points.reduce((from, to) => {
    total += distanceKm(from, to);
    return to;
  });
  return total;
}

/**
 * A shorter order for a day's stops: the first stays first (where the day starts), then the
 * nearest stop not yet taken, again and again, then 2-opt: any stretch whose reversal shortens
 * the route is reversed, until none does. The route is open (it does not come back), so the
 * last stop may move. Answers indexes into `points`; a day of one or two stops stays as it is.
 */
export function optimisedOrder(points: readonly LatLng[]): number[] {
  if (points.length < 3) return points.map((_, index) => index);
  const order = [0];
  const left = new Set(points.map((_, index) => index).slice(1));
  while (left.size > 0) {
    const from = pointAt(points, order[order.length - 1]);
    let best = -1;
    let bestKm = Number.POSITIVE_INFINITY;
    for (const index of left) {
      const km = distanceKm(from, pointAt(points, index));
      if (km < bestKm) [best, bestKm] = [index, km];
    }
    order.push(best);
    left.delete(best);
  }
  return twoOpt(points, order);
}

/** A point the loops know is there (their indexes stay within the list). */
function pointAt(points: readonly LatLng[], index: number | undefined): LatLng {
  const point = index === undefined ? undefined : points[index];
  if (!point) throw new RangeError(`No point at ${index}`);
  return point;
}

const EPSILON_KM = 1e-9;

function twoOpt(points: readonly LatLng[], start: number[]): number[] {
  const order = [...start];
  const at = (i: number) => pointAt(points, order[i]);
  const leg = (i: number, j: number) => distanceKm(at(i), at(j));
  let improved = true;
  // Each pass is O(n²); a day holds tens of stops at most, and each reversal shortens the
  // route, so the loop ends. The cap is a guard against rounding going round in circles.
  for (let pass = 0; improved && pass < 100; pass++) {
    improved = false;
    for (let i = 1; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        // Reversing order[i..j]: the legs (i-1, i) and (j, j+1) become (i-1, j) and (i, j+1).
        const before = leg(i - 1, i) + (j + 1 < order.length ? leg(j, j + 1) : 0);
        const after = leg(i - 1, j) + (j + 1 < order.length ? leg(i, j + 1) : 0);
        if (after < before - EPSILON_KM) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return order;
}

// The nearest town to a position, for naming a point a file gave no name ("Point 3 near
// Keswick"). Pure, so the rule is tested without a server; the server holds the towns.
import type { LatLng } from "./location.ts";

/** What the look-up needs of a town. */
export type TownPosition = { name: string; latitude: number; longitude: number };

/**
 * How far a town may be and still name a point, in kilometres. Beyond it (out at sea, or
 * abroad: a point in Tokyo is not "near Penzance") the point keeps the name it has.
 */
export const NEAREST_TOWN_MAX_KM = 50;

/**
 * The grid's cell, in degrees of latitude and longitude. A UK town list of about 4,300 puts a
 * handful in each cell, and the nearest town is nearly always in the cell or the ring around
 * it, so a look-up reads some tens of towns instead of every one.
 */
const CELL_DEGREES = 0.25;

const KM_PER_DEGREE = 111.195;

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const keyOf = (row: number, column: number) => `${row}:${column}`;

/**
 * Distance in km on a flat projection around the point: within 50 km across the UK it differs
 * from the great circle by well under 1%, and needs no trigonometry per town.
 */
function flatKm(from: LatLng, to: TownPosition, lngScale: number) {
  const dy = (to.latitude - from.latitude) * KM_PER_DEGREE;
  const dx = (to.longitude - from.longitude) * KM_PER_DEGREE * lngScale;
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * An index of towns by grid cell: `nearest(point)` is the town nearest it within
 * NEAREST_TOWN_MAX_KM, or null. Built once for the list; each look-up reads only the cells
 * that can hold a nearer town than the best found so far.
 */
export function nearestTownIndex<T extends TownPosition>(towns: readonly T[]) {
  const cells = new Map<string, T[]>();
  let [south, north] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const town of towns) {
    south = Math.min(south, town.latitude);
    north = Math.max(north, town.latitude);
    const key = keyOf(cellOf(town.latitude), cellOf(town.longitude));
    const cell = cells.get(key);
    if (cell) cell.push(town);
    else cells.set(key, [town]);
  }

  function nearest(point: LatLng, maxKm = NEAREST_TOWN_MAX_KM): T | null {
    if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) return null;
    // Far north or south of every town, none is near; this also keeps the rings few, as
    // cells narrow towards the poles.
    const margin = maxKm / KM_PER_DEGREE;
    if (point.latitude < south - margin || point.latitude > north + margin) return null;
    const lngScale = Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.01);
    // A ring r cells out is at least (r - 1) cells away in each direction: the narrower of a
    // cell's height and width bounds how far that is.
    const cellKm = CELL_DEGREES * KM_PER_DEGREE * Math.min(1, lngScale);
    const row = cellOf(point.latitude);
    const column = cellOf(point.longitude);
    const lastRing = Math.ceil(maxKm / cellKm) + 1;
    let best: T | null = null;
    let bestKm = maxKm;
    for (let ring = 0; ring <= lastRing; ring++) {
      if (best && (ring - 1) * cellKm > bestKm) break;
      for (let dr = -ring; dr <= ring; dr++) {
        for (let dc = -ring; dc <= ring; dc++) {
          // Only the ring's edge: the cells inside were read before.
          if (Math.abs(dr) !== ring && Math.abs(dc) !== ring) continue;
          for (const town of cells.get(keyOf(row + dr, column + dc)) ?? []) {
            const km = flatKm(point, town, lngScale);
            if (km < bestKm) {
              best = town;
              bestKm = km;
            }
          }
        }
      }
    }
    return best;
  }

  return { nearest };
}

import { describe, expect, it } from "vitest";
import type { LatLng } from "../geo/location.ts";
import { optimisedOrder, routeKm } from "./route-order.ts";

// Points along the equator a tenth of a degree apart (about 11 km each).
const east = (steps: number): LatLng => ({ latitude: 0, longitude: steps / 10 });

describe("optimisedOrder", () => {
  it("keeps short days as they are", () => {
    expect(optimisedOrder([])).toEqual([]);
    expect(optimisedOrder([east(0)])).toEqual([0]);
    expect(optimisedOrder([east(0), east(5)])).toEqual([0, 1]);
  });

  it("keeps the first stop first and walks a line in order", () => {
    const points = [east(0), east(3), east(1), east(4), east(2)];
    expect(optimisedOrder(points)).toEqual([0, 2, 4, 1, 3]);
  });

  it("starts from the first stop even when it lies in the middle", () => {
    const points = [east(2), east(0), east(3), east(1)];
    const order = optimisedOrder(points);
    expect(order[0]).toBe(0);
    expect(routeKm(order.flatMap((i) => points[i] ?? []))).toBeLessThanOrEqual(
      routeKm([east(2), east(3), east(1), east(0)]) + 1e-9,
    );
  });

  it("untangles a crossing that nearest-neighbour leaves", () => {
    // A square's corners, visited so the path crosses itself.
    const square = [
      { latitude: 0, longitude: 0 },
      { latitude: 0.1, longitude: 0.1 },
      { latitude: 0, longitude: 0.1 },
      { latitude: 0.1, longitude: 0 },
    ];
    const order = optimisedOrder(square);
    const before = routeKm(square);
    const after = routeKm(order.flatMap((i) => square[i] ?? []));
    expect(order[0]).toBe(0);
    expect(after).toBeLessThan(before);
    expect(new Set(order).size).toBe(4);
  });

  it("never makes a route longer, and keeps every stop once", () => {
    // A fixed scatter over Britain: each shuffled start is no shorter than the answer.
    const points: LatLng[] = Array.from({ length: 12 }, (_, i) => ({
      latitude: 50 + ((i * 37) % 11) * 0.3,
      longitude: -5 + ((i * 53) % 13) * 0.35,
    }));
    const order = optimisedOrder(points);
    expect([...order].sort((a, b) => a - b)).toEqual(points.map((_, i) => i));
    expect(order[0]).toBe(0);
    expect(routeKm(order.flatMap((i) => points[i] ?? []))).toBeLessThanOrEqual(routeKm(points));
  });
});

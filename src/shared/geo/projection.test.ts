import { describe, expect, it } from "vitest";
import { flatMap, UK_AND_IRELAND } from "./projection.ts";

describe("flatMap", () => {
  const map = flatMap(UK_AND_IRELAND, { left: 10, top: 20, height: 111 });

  it("puts the area's corners at the box's corners", () => {
    expect(map.at({ latitude: 60.9, longitude: -10.7 })).toEqual({ x: 10, y: 20 });
    const corner = map.at({ latitude: 49.8, longitude: 1.9 });
    expect(corner.x).toBeCloseTo(10 + map.width, 6);
    expect(corner.y).toBeCloseTo(131, 6);
  });

  it("keeps Britain's shape: narrower than tall, by the cosine of 55°", () => {
    expect(map.width).toBeCloseTo(12.6 * Math.cos((55.35 * Math.PI) / 180) * 10, 3);
    const london = map.at({ latitude: 51.5074, longitude: -0.1278 });
    const edinburgh = map.at({ latitude: 55.9533, longitude: -3.1883 });
    expect(edinburgh.y).toBeLessThan(london.y);
    expect(edinburgh.x).toBeLessThan(london.x);
  });
});

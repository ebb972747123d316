import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance.ts";
import { NEAREST_TOWN_MAX_KM, nearestTownIndex, type TownPosition } from "./nearest-town.ts";

const towns: TownPosition[] = [
  { name: "Keswick", latitude: 54.6013, longitude: -3.1347 },
  { name: "Penrith", latitude: 54.6641, longitude: -2.7527 },
  { name: "Rye", latitude: 50.9503, longitude: 0.7333 },
  { name: "Hastings", latitude: 50.8543, longitude: 0.5735 },
  { name: "Lerwick", latitude: 60.1546, longitude: -1.1494 },
];

/** A generator of the same numbers every run, so a failure can be repeated. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe("nearestTownIndex", () => {
  const { nearest } = nearestTownIndex(towns);

  it("finds the town nearest a point", () => {
    // Derwentwater, by Keswick; Camber Sands, by Rye; Shetland's south end, by Lerwick.
    expect(nearest({ latitude: 54.58, longitude: -3.15 })?.name).toBe("Keswick");
    expect(nearest({ latitude: 54.66, longitude: -2.8 })?.name).toBe("Penrith");
    expect(nearest({ latitude: 50.93, longitude: 0.79 })?.name).toBe("Rye");
    expect(nearest({ latitude: 59.88, longitude: -1.3 })?.name).toBe("Lerwick");
  });

  it("names no town for a point further than 50 km from every one", () => {
    // Tokyo, mid-Atlantic, the North Pole, and Birmingham (none of these towns is near it).
    expect(nearest({ latitude: 35.68, longitude: 139.76 })).toBeNull();
    expect(nearest({ latitude: 50, longitude: -30 })).toBeNull();
    expect(nearest({ latitude: 90, longitude: 0 })).toBeNull();
    expect(nearest({ latitude: 52.48, longitude: -1.89 })).toBeNull();
    expect(nearest({ latitude: Number.NaN, longitude: 0 })).toBeNull();
  });

  it("names none from an empty list", () => {
    expect(nearestTownIndex([]).nearest({ latitude: 54.6, longitude: -3.1 })).toBeNull();
  });

  it("finds what reading every town would, for hundreds of points across the UK", () => {
    const random = seeded(31);
    // Towns as dense as the UK's own list: about 4,300 between Land's End and Shetland.
    const many = Array.from({ length: 4300 }, (_, i) => ({
      name: `Town ${i}`,
      latitude: 49.9 + random() * 10.9,
      longitude: -8.2 + random() * 10,
    }));
    const index = nearestTownIndex(many);
    for (let i = 0; i < 600; i++) {
      const point = { latitude: 49 + random() * 13, longitude: -10 + random() * 13 };
      const linear = many
        .map((town) => ({ town, km: distanceKm(point, town) }))
        .filter(({ km }) => km < NEAREST_TOWN_MAX_KM)
        .sort((a, b) => a.km - b.km);
      const found = index.nearest(point);
      if (linear.length === 0 || !found) {
        // Only at the 50 km edge may the flat and the great-circle distances disagree.
        expect(found === null || distanceKm(point, found) > NEAREST_TOWN_MAX_KM - 1).toBe(true);
        expect(linear.length === 0 || (linear[0]?.km ?? 0) > NEAREST_TOWN_MAX_KM - 1).toBe(true);
        continue;
      }
      // The same town, or one at the same distance to within the flat projection's error.
      expect(distanceKm(point, found)).toBeLessThanOrEqual((linear[0]?.km ?? 0) * 1.01 + 0.01);
    }
  });
});

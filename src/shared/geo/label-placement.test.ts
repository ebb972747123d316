import { describe, expect, it } from "vitest";
import { labelBox, pinBox, placeLabels, project, zoomShowingATown } from "./label-placement.ts";
import type { MapLabel } from "./map-labels.ts";

const view = { width: 400, height: 200 };

describe("project", () => {
  it("draws the world 256 px wide at zoom 0, doubling each zoom, as Leaflet does", () => {
    expect(project({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ latitude: 0, longitude: 90 }, 1).x).toBe(384);
    expect(project({ latitude: 51.5, longitude: 0 }, 0).y).toBeCloseTo(85.13, 2);
  });
});

describe("placeLabels", () => {
  it("shows names in order, each clear of those before it", () => {
    const shown = placeLabels(
      [
        { name: "London", x: 200, y: 100 },
        { name: "Islington", x: 205, y: 95 },
        { name: "Reading", x: 100, y: 100 },
      ],
      view,
      [],
    );
    expect(shown).toEqual([true, false, true]);
  });

  it("never shows a name cut by the map's edge", () => {
    const box = labelBox("Keswick", 0, 0);
    const width = box.right - box.left;
    expect(placeLabels([{ name: "Keswick", x: width / 2 - 1, y: 100 }], view, [])).toEqual([false]);
    expect(placeLabels([{ name: "Keswick", x: width / 2, y: 100 }], view, [])).toEqual([true]);
    expect(placeLabels([{ name: "Keswick", x: 200, y: 5 }], view, [])).toEqual([false]);
  });

  it("gives way to markers", () => {
    expect(placeLabels([{ name: "Keswick", x: 200, y: 100 }], view, [pinBox(200, 110)])).toEqual([
      false,
    ]);
  });
});

describe("zoomShowingATown", () => {
  const label = (name: string, latitude: number, longitude: number, minZoom = 8): MapLabel => ({
    name,
    latitude,
    longitude,
    kind: "town",
    minZoom,
  });
  const zooms = { min: 6, max: 11 };

  it("opens as close as allowed where a town's name fits beside the pin", () => {
    // Castlerigg stone circle, 2.5 km from Keswick.
    const keswick = label("Keswick", 54.6013, -3.1347);
    expect(
      zoomShowingATown({ latitude: 54.6026, longitude: -3.0981 }, [keswick], view, zooms),
    ).toBe(11);
  });

  it("zooms out until the nearest town's name shows whole", () => {
    // Cross Fell, 15 km from Penrith: its name is beyond a small map's edge at 11 and 10.
    const penrith = label("Penrith", 54.6641, -2.7527);
    const zoom = zoomShowingATown(
      { latitude: 54.7028, longitude: -2.4877 },
      [penrith],
      view,
      zooms,
    );
    expect(zoom).toBe(9);
  });

  it("waits for a town's own zoom, and falls back to the widest when none is near", () => {
    // Penrith fits from 9 out, but is named here only from 10 on: no zoom shows it.
    const village = label("Penrith", 54.6641, -2.7527, 10);
    const crossFell = { latitude: 54.7028, longitude: -2.4877 };
    expect(zoomShowingATown(crossFell, [village], view, zooms)).toBe(6);
    expect(zoomShowingATown({ latitude: 59, longitude: -20 }, [village], view, zooms)).toBe(6);
  });

  it("never counts a name the pin covers", () => {
    const keswick = label("Keswick", 54.6013, -3.1347);
    expect(zoomShowingATown({ latitude: 54.6, longitude: -3.1347 }, [keswick], view, zooms)).toBe(
      6,
    );
  });
});

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
    expect(shown).toEqual([0, null, 0]);
  });

  it("moves a name below its point, else above, when its own place is taken", () => {
    const pin = pinBox(200, 130);
    expect(placeLabels([{ name: "Keswick", x: 200, y: 100 }], view, [pin])).toEqual([-24]);
    const disc = { left: 186, top: 86, right: 214, bottom: 114 };
    expect(placeLabels([{ name: "Keswick", x: 200, y: 100 }], view, [disc])).toEqual([24]);
    // Taken below and above too: not shown.
    const tall = { left: 186, top: 50, right: 214, bottom: 150 };
    expect(placeLabels([{ name: "Keswick", x: 200, y: 100 }], view, [tall])).toEqual([null]);
  });

  it("never shows a name cut by the map's edge", () => {
    const box = labelBox("Keswick", 0, 0);
    const width = box.right - box.left;
    expect(placeLabels([{ name: "Keswick", x: width / 2 - 1, y: 100 }], view, [])).toEqual([null]);
    expect(placeLabels([{ name: "Keswick", x: width / 2, y: 100 }], view, [])).toEqual([0]);
    // Cut at the top: shown just below its point instead.
    expect(placeLabels([{ name: "Keswick", x: 200, y: 5 }], view, [])).toEqual([24]);
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

  it("counts a name the pin covers once it moves clear of the pin", () => {
    const keswick = label("Keswick", 54.6013, -3.1347);
    expect(zoomShowingATown({ latitude: 54.6, longitude: -3.1347 }, [keswick], view, zooms)).toBe(
      11,
    );
  });
});

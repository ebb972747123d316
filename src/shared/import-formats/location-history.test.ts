import { describe, expect, it } from "vitest";
import { readGeoJson } from "./geojson.ts";
import { ImportFileError, type ImportProblem } from "./imported-place.ts";

const json = (data: unknown) => JSON.stringify(data);

describe("Google Location History", () => {
  it("reads each place visited once, as visited on its first day, and no journeys", () => {
    const visit = (placeId: string, name: string, start: string) => ({
      placeVisit: {
        location: {
          latitudeE7: 514994000,
          longitudeE7: -1245000,
          placeId,
          name,
          address: "London",
        },
        duration: { startTimestamp: start, endTimestamp: start },
      },
    });
    const places = readGeoJson(
      json({
        timelineObjects: [
          { activitySegment: { activityType: "WALKING", distance: 900 } },
          visit("a", "Westminster Abbey", "2023-05-01T10:00:00Z"),
          { activitySegment: { activityType: "IN_PASSENGER_VEHICLE" } },
          visit("a", "Westminster Abbey", "2023-05-03T10:00:00Z"),
          visit("b", "Big Ben", "2023-05-02T09:00:00Z"),
        ],
      }),
    );
    expect(
      places.map(({ where, name, visited, visitedDate, latitude, longitude }) => ({
        where,
        name,
        visited,
        visitedDate,
        latitude,
        longitude,
      })),
    ).toEqual([
      {
        where: "Entry 2",
        name: "Westminster Abbey",
        visited: true,
        visitedDate: "2023-05-01",
        latitude: 51.4994,
        longitude: -0.1245,
      },
      {
        where: "Entry 5",
        name: "Big Ben",
        visited: true,
        visitedDate: "2023-05-02",
        latitude: 51.4994,
        longitude: -0.1245,
      },
    ]);
  });

  it("reads the newer Timeline export's visits, naming them by their place in the file", () => {
    const problems: ImportProblem[] = [];
    const places = readGeoJson(
      json({
        semanticSegments: [
          { startTime: "2024-06-01T08:00:00.000+01:00", timelinePath: [{ point: "51.5°, -0.1°" }] },
          {
            startTime: "2024-06-01T09:00:00.000+01:00",
            visit: {
              topCandidate: { placeId: "x", placeLocation: { latLng: "51.5072°, -0.1276°" } },
            },
          },
          {
            startTime: "2024-06-01T10:00:00.000+01:00",
            activity: { topCandidate: { type: "WALKING" } },
          },
          {
            startTime: "2024-06-01T11:00:00.000+01:00",
            visit: { topCandidate: { placeId: "y", placeLocation: { latLng: "95°, -0.1°" } } },
          },
        ],
      }),
      problems,
    );
    expect(places).toMatchObject([
      { where: "Entry 2", name: "Point 2", latitude: 51.5072, longitude: -0.1276, visited: true },
    ]);
    expect(problems).toEqual([{ where: "Entry 4", reason: "95 is not a latitude" }]);
  });

  it("says a history of journeys alone has no places", () => {
    expect(() =>
      readGeoJson(json({ timelineObjects: [{ activitySegment: { activityType: "CYCLING" } }] })),
    ).toThrow(
      new ImportFileError("This Location History has no visited places: nothing to import"),
    );
  });
});

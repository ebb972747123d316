import { describe, expect, it } from "vitest";
import { zodIssuesToDetails } from "../api-error.ts";
import {
  EXPORT_FORMATS,
  exportFileName,
  FORMATS_WITHOUT_UNLOCATED_PLACES,
  HOLDS_PLACES_WITHOUT_LOCATION,
  placesExportQuerySchema,
} from "./formats.ts";

describe("export formats", () => {
  it("names the file by the day, in the caller's zone, with the format's extension", () => {
    // 23:30 UTC on 31 July is already 1 August in London (BST).
    const lateEvening = new Date("2024-07-31T23:30:00Z");
    expect(exportFileName(lateEvening, "geojson")).toBe("uk-adventures-places-2024-08-01.geojson");
    expect(exportFileName(lateEvening, "csv")).toBe("uk-adventures-places-2024-08-01.csv");
  });

  it("sends each with its registered media type", () => {
    expect(
      Object.fromEntries(Object.entries(EXPORT_FORMATS).map(([k, v]) => [k, v.mediaType])),
    ).toEqual({
      geojson: "application/geo+json",
      gpx: "application/gpx+xml",
      kml: "application/vnd.google-earth.kml+xml",
      csv: "text/csv; charset=utf-8",
    });
  });

  it.each([{}, { format: "xlsx" }, { format: "GPX" }, { format: ["gpx", "kml"] }])(
    "refuses %j, naming format",
    (query) => {
      const result = placesExportQuerySchema.safeParse(query);
      expect(result.success).toBe(false);
      expect(zodIssuesToDetails(result.error?.issues ?? [])).toEqual([
        { field: "format", message: "Choose one of: geojson, gpx, kml, csv" },
      ]);
    },
  );

  it("says which formats hold places without a location: all but GPX", () => {
    expect(HOLDS_PLACES_WITHOUT_LOCATION).toEqual({
      geojson: true,
      gpx: false,
      kml: true,
      csv: true,
    });
    expect(FORMATS_WITHOUT_UNLOCATED_PLACES).toEqual(["gpx"]);
  });
});

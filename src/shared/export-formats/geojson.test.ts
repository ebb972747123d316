import { describe, expect, it } from "vitest";
import { castle, pier, text, unlocated } from "./fixtures.ts";
import { geojsonWriter } from "./geojson.ts";
import { placeFilePieces } from "./place-file.ts";

const geojson = (places: Parameters<typeof placeFilePieces>[1]) =>
  JSON.parse(text(placeFilePieces(geojsonWriter, places)));

describe("GeoJSON export", () => {
  it("is a FeatureCollection of Points at [longitude, latitude], with the place's fields", () => {
    expect(geojson([castle, unlocated, pier])).toEqual({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [-4.2768, 53.139] },
          properties: {
            name: castle.name,
            address: castle.address,
            notes: castle.notes,
            link: castle.link,
            category: "History & Heritage",
            mood: "Inspired",
            visited: true,
            visitedDate: "2024-08-03T12:00:00.000Z",
            visits: castle.visits,
          },
        },
        // A place without a position is a feature with a null geometry (RFC 7946 §3.2).
        {
          type: "Feature",
          geometry: null,
          properties: {
            name: "Somewhere in Fife",
            address: null,
            notes: null,
            link: null,
            category: null,
            mood: null,
            visited: false,
            visitedDate: null,
            visits: [],
          },
        },
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [-0.1372, 50.8168] },
          properties: {
            name: "Brighton Palace Pier",
            address: null,
            notes: null,
            link: null,
            category: null,
            mood: null,
            visited: false,
            visitedDate: null,
            visits: [],
          },
        },
      ],
    });
  });

  it("is valid with no places, or only places without a position", () => {
    expect(geojson([])).toEqual({ type: "FeatureCollection", features: [] });
    expect(geojson([unlocated]).features).toHaveLength(1);
  });

  it("writes a head, one piece per place, and a tail", () => {
    expect([...placeFilePieces(geojsonWriter, [castle, unlocated, pier])]).toHaveLength(5);
  });
});

import { type ExportPlace, isLocated, type PlaceFileWriter } from "./place-file.ts";

/**
 * The properties a feature carries, exactly these and named as the place's own fields, so a
 * GeoJSON file read back (this app's import, or any GIS) gives the same place.
 */
export function geojsonProperties(place: ExportPlace) {
  return {
    name: place.name,
    address: place.address,
    notes: place.notes,
    link: place.link,
    category: place.category,
    mood: place.mood,
    visited: place.visited,
    visitedDate: place.visitedDate,
    /** Every visit, newest first: `visitedDate` is the latest's. */
    visits: place.visits.map(({ date, note }) => ({ date, note })),
  };
}

/**
 * A GeoJSON FeatureCollection (RFC 7946) of every place, one feature a line: a Point, or for
 * a place without a position a null geometry, as the RFC allows for an unlocated feature.
 * Positions are [longitude, latitude], as the RFC orders them.
 */
export const geojsonWriter: PlaceFileWriter = {
  head: '{"type":"FeatureCollection","features":[',
  place: (place) =>
    `\n${JSON.stringify({
      type: "Feature",
      geometry: isLocated(place)
        ? { type: "Point", coordinates: [place.longitude, place.latitude] }
        : null,
      properties: geojsonProperties(place),
    })}`,
  between: ",",
  tail: "\n]}\n",
};

import { parseCoordinates } from "#shared/geo/coordinates.ts";
import {
  GEOCODE_MAX_RESULTS,
  type GeocodeAnswer,
  type GeocodeResult,
} from "#shared/geo/geocode.ts";
import { parseGridReference } from "#shared/geo/grid-reference.ts";
import { formatLatLng } from "#shared/geo/location.ts";
import { type Town, townSearch } from "#shared/geo/town-search.ts";

/** A full UK postcode, any spacing or case: "SW1A 1AA", "m11ae". */
const FULL_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

export const POSTCODES_NOT_SET_UP = "Postcode lookup is not set up on this server.";

/**
 * The offline geocoder: coordinates and OS grid references as typed, then the UK's towns.
 * Everything it knows ships with the app; it asks no other server.
 */
export function offlineGeocoder(towns: readonly Town[]) {
  const searchTowns = townSearch(towns);
  return (query: string): GeocodeAnswer => {
    const coordinates = parseCoordinates(query);
    if (coordinates) {
      return {
        results: [{ label: formatLatLng(coordinates), ...coordinates, kind: "coordinates" }],
      };
    }
    const grid = parseGridReference(query);
    if (grid) {
      const { reference, ...position } = grid;
      return { results: [{ label: reference, ...position, kind: "grid-reference" }] };
    }
    const results: GeocodeResult[] = searchTowns(query, GEOCODE_MAX_RESULTS);
    // A postcode is never guessed at: without the postcode directory, say so.
    if (FULL_POSTCODE.test(query.trim())) return { results, notice: POSTCODES_NOT_SET_UP };
    return { results };
  };
}

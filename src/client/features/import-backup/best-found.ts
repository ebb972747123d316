// Which of the answers found for a place without coordinates places it: pure, so the rule can
// be checked without a server.

import type { GeocodeResult } from "#shared/geo/geocode.ts";
import { type PlaceText, townAmong } from "#shared/geo/town-in-text.ts";

/**
 * The position for a place from what its address and its name were found as. A precise
 * answer (a postcode, a typed position) wins, the address's first. Else a town: of the towns
 * the two answers name, the one the place's own words name, its address before its name
 * ("Conwy Castle - Conwy" is in Conwy), by whole words, so a town found by the start of a word
 * ("STAND" is not in Standon) or a place whose address says it is abroad is not placed.
 */
export function bestFound(
  place: PlaceText,
  byAddress: GeocodeResult | null | undefined,
  byName: GeocodeResult | null | undefined,
): GeocodeResult | null {
  const precise = [byAddress, byName].find((r) => r && r.kind !== "town");
  return precise ?? townAmong([byAddress, byName], place);
}

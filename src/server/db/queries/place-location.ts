// How a write's location settles the place's other location columns: whether it is approximate,
// and whether the change makes it another place (its nation: geocode/nations.ts).
import { duplicateKey, type PlaceIdentity } from "#shared/duplicate-place.ts";
import { locationOf } from "#shared/geo/location.ts";
import type { UpdatePlaceInput } from "#shared/place.ts";

/** Approximate only where there is a location to be approximate. */
export const approximateFlag = (place: {
  latitude?: number | null;
  locationApproximate?: boolean;
}) =>
  place.locationApproximate === true && place.latitude !== null && place.latitude !== undefined
    ? 1
    : 0;

/**
 * Whether a place is approximate after a change: as the change says, else, when the change
 * sets or clears the location (the person placed it), no longer; else as it was.
 */
export function approximateAfter(
  current: { latitude: number | null; locationApproximate: boolean | number },
  patch: UpdatePlaceInput,
) {
  const latitude = patch.latitude === undefined ? current.latitude : patch.latitude;
  const said =
    patch.locationApproximate ??
    (patch.latitude === undefined ? Boolean(current.locationApproximate) : false);
  return approximateFlag({ latitude, locationApproximate: said });
}

/** Whether a change moves a place's name, address or position, which make it the place it is. */
export function movesIdentity(before: PlaceIdentity, after: PlaceIdentity): boolean {
  const [from, to] = [locationOf(before), locationOf(after)];
  return (
    duplicateKey(before) !== duplicateKey(after) ||
    from?.latitude !== to?.latitude ||
    from?.longitude !== to?.longitude
  );
}

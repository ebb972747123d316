import { Trans, useLingui } from "@lingui/react/macro";
import { LocateFixed, Navigation } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { useKnownPosition, useLocate } from "#client/lib/current-position.ts";
import { useDistanceUnit } from "#client/lib/distance-unit.ts";
import { directionsUrl, platformOf } from "#shared/geo/directions.ts";
import { distanceKm, formatDistance } from "#shared/geo/distance.ts";
import { formatLatLng, type LatLng } from "#shared/geo/location.ts";

// The map's code loads only on the page of a place with a location.
const LocationMap = lazy(() => import("#client/components/map/location-map.tsx"));

/**
 * Where a place is: its position, how far it is from the person (once they have let the app
 * know where they are, on their own tap), and a link to directions in their device's map app.
 * A location an import found from a town or postcode in the place's words is said to be
 * approximate, so no one walks to the middle of Bath looking for it.
 */
export function PlaceLocation({
  location,
  name,
  approximate = false,
}: {
  location: LatLng;
  name: string;
  approximate?: boolean;
}) {
  const { t } = useLingui();
  const here = useKnownPosition();
  const unit = useDistanceUnit();
  const { locating, problem, run: findMe } = useLocate();
  const distance = here ? formatDistance(distanceKm(here, location), unit) : null;

  return (
    <div className="grid gap-2">
      <Suspense fallback={<div className="h-48 rounded-xl border border-border bg-muted" />}>
        <LocationMap location={location} label={t`Map of where ${name} is`} className="h-48" />
      </Suspense>
      <p>{formatLatLng(location)}</p>
      {approximate && (
        <p className="text-sm text-muted-foreground" data-testid="location-approximate">
          <Trans>
            Approximate location: found from the town or postcode in its name or address.
          </Trans>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {distance ? (
          <span className="font-medium" data-testid="place-distance">
            <Trans>{distance} away</Trans>
          </span>
        ) : (
          <Button variant="outline" size="sm" onClick={findMe} disabled={locating}>
            <LocateFixed aria-hidden />
            {locating ? <Trans>Finding you…</Trans> : <Trans>How far is it?</Trans>}
          </Button>
        )}
        <Button variant="outline" size="sm" asChild>
          <a
            href={directionsUrl(location, platformOf(navigator.userAgent))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Navigation aria-hidden />
            <Trans>Directions</Trans>
          </a>
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}

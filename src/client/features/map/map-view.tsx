import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MapPinOff } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { PageFrame } from "#client/components/page-frame.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { ChipCount, ToggleChip } from "#client/components/ui/toggle-chip.tsx";
import { formatCount } from "#shared/format-count.ts";
import { locationOf } from "#shared/geo/location.ts";
import type { Place } from "#shared/place.ts";
import { countPlaces, FILTERS, type PlaceFilter, selectPlaces } from "#shared/place-list.ts";

const FILTER_LABELS: Record<PlaceFilter, MessageDescriptor> = {
  all: msg`All`,
  visited: msg`Visited`,
  unvisited: msg`To Visit`,
};

export type LocatedPlace = Place & { latitude: number; longitude: number };

/**
 * The places a filter and search show: those on the map, and those with no location, by name.
 * Only the latter are sorted by name: the map has no order, and sorting 5,000 names was a
 * tenth of a second of a phone's first draw (by date costs nothing on the list as it comes).
 */
export function mapSelection(all: readonly Place[], filter: PlaceFilter, query: string) {
  const shown = selectPlaces(all, { filter, query, sort: "date" });
  const unlocated = shown.filter((place) => locationOf(place) === null);
  return {
    shown,
    located: shown.filter((place): place is LocatedPlace => locationOf(place) !== null),
    unlocated: selectPlaces(unlocated, { filter: "all", query: "", sort: "name" }),
  };
}

type Props = {
  places: readonly Place[];
  /** What `filter` and `query` show of `places` (mapSelection). */
  selection: ReturnType<typeof mapSelection>;
  filter: PlaceFilter;
  query: string;
  onFilter: (filter: PlaceFilter) => void;
  onQuery: (query: string) => void;
  /** The element the map is drawn in, by the page (map-page.tsx). */
  mapRef?: Ref<HTMLElement>;
  /** At most this many of the places with no location are listed (the server's copy). */
  unlocatedShown?: number;
};

/**
 * /map as it shows: the filters with their counts, the search, the map's frame and the places
 * with no location. The page draws the map into its frame; the server draws the rest for the
 * page it sends (render-home-shell.tsx), where the map cannot be drawn.
 */
export function MapView({
  places,
  selection,
  filter,
  query,
  onFilter,
  onQuery,
  mapRef,
  unlocatedShown,
}: Props) {
  const { t, i18n } = useLingui();
  const counts = countPlaces(places);
  const { shown, unlocated } = selection;
  const unlocatedCount = formatCount(unlocated.length);
  const nothingFound = query.trim() !== "" && shown.length === 0;

  return (
    <PageFrame title={t`Map`} wide>
      <div className="grid gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">
            <Trans>Show places</Trans>
          </legend>
          {FILTERS.map((option) => (
            <ToggleChip
              key={option}
              pressed={filter === option}
              onClick={() => onFilter(option)}
              className="gap-2 font-medium"
            >
              {i18n._(FILTER_LABELS[option])}
              <ChipCount pressed={filter === option}>{formatCount(counts[option])}</ChipCount>
            </ToggleChip>
          ))}
        </fieldset>
        <div className="grid gap-1">
          <Label htmlFor="map-search" className="sr-only">
            <Trans>Search places</Trans>
          </Label>
          <Input
            id="map-search"
            type="search"
            placeholder={t`Search places…`}
            value={query}
            onChange={(event) => onQuery(event.target.value)}
          />
          {/* Said near the box, not only beside the map (below it on a phone). */}
          <p role="status" className="text-sm text-muted-foreground empty:hidden">
            {nothingFound ? t`No places match your search.` : ""}
          </p>
        </div>
        <Legend />
        <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
          <section
            ref={mapRef}
            aria-label={t`Map of your places`}
            className="h-[60dvh] min-h-80 overflow-hidden rounded-2xl border border-border"
          />
          <section aria-labelledby="no-location" className="grid content-start gap-2">
            <h2 id="no-location" className="flex items-center gap-2 font-semibold">
              <MapPinOff className="size-4" aria-hidden />
              <Trans>Not on the map ({unlocatedCount})</Trans>
            </h2>
            {shown.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No places to show.</Trans>
              </p>
            ) : unlocated.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>Every place shown has a location.</Trans>
              </p>
            ) : (
              <ul className="grid gap-2" aria-label={t`Places with no location`}>
                {unlocated.slice(0, unlocatedShown).map((place) => {
                  const placeName = place.name;
                  return (
                    <li
                      key={place.id}
                      className="flex items-center justify-between gap-2 rounded-xl border border-border bg-card px-3 py-2"
                    >
                      <span className="truncate">{place.name}</span>
                      <Link
                        to={`/place/${place.id}?edit=location`}
                        className="shrink-0 text-sm font-medium text-primary underline"
                        aria-label={t`Add location to ${placeName}`}
                      >
                        <Trans>Add location</Trans>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      </div>
    </PageFrame>
  );
}

/** What the two markers mean, in words as well as look. */
function Legend() {
  return (
    <p className="flex flex-wrap gap-4 text-sm text-muted-foreground">
      <span className="flex items-center gap-2">
        <span className="map-legend-visited" aria-hidden>
          ✓
        </span>
        <Trans>Visited</Trans>
      </span>
      <span className="flex items-center gap-2">
        <span className="map-legend-to-visit" aria-hidden />
        <Trans>To visit</Trans>
      </span>
    </p>
  );
}

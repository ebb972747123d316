import { useQuery } from "@tanstack/react-query";
import { MapPinOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { mapSettingsQuery } from "#client/components/map/map-settings-query.ts";
import { PageFrame } from "#client/components/page-frame.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { ChipCount, ToggleChip } from "#client/components/ui/toggle-chip.tsx";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { formatCount } from "#shared/format-count.ts";
import { locationOf } from "#shared/geo/location.ts";
import { countPlaces, FILTERS, type PlaceFilter, selectPlaces } from "#shared/place-list.ts";
import { createPlacesMap, type LocatedPlace } from "./places-map.ts";

const FILTER_LABELS: Record<PlaceFilter, string> = {
  all: "All",
  visited: "Visited",
  unvisited: "To Visit",
};

/** /map: every located place on a map of the UK, with the home page's filters and search. */
export default function MapPage() {
  const places = useQuery(placesQuery);
  const settings = useQuery(mapSettingsQuery);
  const navigate = useNavigate();
  const [filter, setFilter] = useState<PlaceFilter>("all");
  const [query, setQuery] = useState("");
  const element = useRef<HTMLElement>(null);
  const map = useRef<ReturnType<typeof createPlacesMap>>(null);

  const all = places.data ?? [];
  const counts = countPlaces(all);
  const shown = selectPlaces(all, { filter, query, sort: "name" });
  const located = shown.filter((place): place is LocatedPlace => locationOf(place) !== null);
  const unlocated = shown.filter((place) => locationOf(place) === null);
  const nothingFound = query.trim() !== "" && shown.length === 0;

  useEffect(() => {
    if (!element.current) return;
    map.current = createPlacesMap(element.current, {
      onOpenPlace: (id) => navigate(`/place/${id}`),
    });
    return () => {
      map.current?.destroy();
      map.current = null;
    };
  }, [navigate]);

  useEffect(() => {
    if (settings.data) map.current?.showBasemap(settings.data);
  }, [settings.data]);

  const locatedKey = located.map((p) => `${p.id}:${p.visited}`).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the shown places change
  useEffect(() => {
    map.current?.show(located);
  }, [locatedKey]);

  return (
    <PageFrame title="Map" wide>
      <div className="grid gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Show places</legend>
          {FILTERS.map((option) => (
            <ToggleChip
              key={option}
              pressed={filter === option}
              onClick={() => setFilter(option)}
              className="gap-2 font-medium"
            >
              {FILTER_LABELS[option]}
              <ChipCount pressed={filter === option}>{formatCount(counts[option])}</ChipCount>
            </ToggleChip>
          ))}
        </fieldset>
        <div className="grid gap-1">
          <Label htmlFor="map-search" className="sr-only">
            Search places
          </Label>
          <Input
            id="map-search"
            type="search"
            placeholder="Search places…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {/* Said near the box, not only beside the map (below it on a phone). */}
          <p role="status" className="text-sm text-muted-foreground empty:hidden">
            {nothingFound ? "No places match your search." : ""}
          </p>
        </div>
        <Legend />
        <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
          <section
            ref={element}
            aria-label="Map of your places"
            className="h-[60dvh] min-h-80 overflow-hidden rounded-2xl border border-border"
          />
          <section aria-labelledby="no-location" className="grid content-start gap-2">
            <h2 id="no-location" className="flex items-center gap-2 font-semibold">
              <MapPinOff className="size-4" aria-hidden />
              Not on the map ({formatCount(unlocated.length)})
            </h2>
            {shown.length === 0 ? (
              <p className="text-sm text-muted-foreground">No places to show.</p>
            ) : unlocated.length === 0 ? (
              <p className="text-sm text-muted-foreground">Every place shown has a location.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Places with no location">
                {unlocated.map((place) => (
                  <li
                    key={place.id}
                    className="flex items-center justify-between gap-2 rounded-xl border border-border bg-card px-3 py-2"
                  >
                    <span className="truncate">{place.name}</span>
                    <Link
                      to={`/place/${place.id}?edit=location`}
                      className="shrink-0 text-sm font-medium text-primary underline"
                      aria-label={`Add location to ${place.name}`}
                    >
                      Add location
                    </Link>
                  </li>
                ))}
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
        Visited
      </span>
      <span className="flex items-center gap-2">
        <span className="map-legend-to-visit" aria-hidden />
        To visit
      </span>
    </p>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { mapSettingsQuery } from "#client/components/map/map-settings-query.ts";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { homeShellShown, useRemoveHomeShell } from "#client/lib/home-shell.ts";
import type { PlaceFilter } from "#shared/place-list.ts";
import { MapView, mapSelection } from "./map-view.tsx";
import { createPlacesMap, prepareClusterWorker } from "./places-map.ts";

// The map's clustering worker loads while the page renders: this module loads only for /map.
prepareClusterWorker();

/** /map: every located place on a map of the UK, with the home page's filters and search. */
export default function MapPage() {
  const places = useQuery(placesQuery);
  const settings = useQuery(mapSettingsQuery);
  const navigate = useNavigate();
  const [filter, setFilter] = useState<PlaceFilter>("all");
  const [query, setQuery] = useState("");
  const element = useRef<HTMLElement>(null);
  const map = useRef<ReturnType<typeof createPlacesMap>>(null);
  // The page the server sent shows the map's page (its shell) until the app has the list.
  const waiting = places.isPending && homeShellShown();
  useRemoveHomeShell(!places.isPending);

  const all = places.data ?? [];
  const selection = useMemo(() => mapSelection(all, filter, query), [all, filter, query]);
  const { located } = selection;

  // Made once its frame is in the page: after the server's shell has given way.
  useEffect(() => {
    if (waiting || !element.current) return;
    map.current = createPlacesMap(element.current, {
      onOpenPlace: (id) => navigate(`/place/${id}`),
    });
    return () => {
      map.current?.destroy();
      map.current = null;
    };
  }, [navigate, waiting]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn again once the map is made
  useEffect(() => {
    if (settings.data) map.current?.showBasemap(settings.data);
  }, [settings.data, waiting]);

  const locatedKey = located.map((p) => `${p.id}:${p.visited}`).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the shown places change
  useEffect(() => {
    map.current?.show(located);
  }, [locatedKey, waiting]);

  if (waiting) return null;
  return (
    <MapView
      places={all}
      selection={selection}
      filter={filter}
      query={query}
      onFilter={setFilter}
      onQuery={setQuery}
      mapRef={element}
    />
  );
}

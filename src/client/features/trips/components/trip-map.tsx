import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { mapSettingsQuery } from "#client/components/map/map-settings-query.ts";
import type { createTripMap, MapStop } from "../trip-map.ts";

type TripMapHandle = ReturnType<typeof createTripMap>;

/**
 * The trip's stops on the map, numbered by day. Leaflet loads with the trip page alone, and
 * after the page's stops are drawn: the days and stops are what a person looks for first, and
 * the server draws this page too (render-home-shell.tsx), where Leaflet cannot load.
 */
export function TripMap({ stops }: { stops: MapStop[] }) {
  const { t } = useLingui();
  const element = useRef<HTMLElement>(null);
  const [map, setMap] = useState<TripMapHandle | null>(null);
  const settings = useQuery(mapSettingsQuery);
  const navigate = useNavigate();

  useEffect(() => {
    let made: TripMapHandle | null = null;
    let left = false;
    void import("../trip-map.ts").then(({ createTripMap }) => {
      if (left || !element.current) return;
      made = createTripMap(element.current, (id) => navigate(`/place/${id}`));
      setMap(made);
    });
    return () => {
      left = true;
      made?.destroy();
      setMap(null);
    };
  }, [navigate]);

  useEffect(() => {
    if (settings.data) map?.showBasemap(settings.data);
  }, [map, settings.data]);

  const key = JSON.stringify(stops);
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the stops change
  useEffect(() => {
    map?.show(stops);
  }, [map, key]);

  return (
    <section
      ref={element}
      aria-label={t`Map of the trip's stops`}
      className="h-80 overflow-hidden rounded-2xl border border-border lg:h-96"
    />
  );
}

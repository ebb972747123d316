import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { mapSettingsQuery } from "#client/components/map/map-settings-query.ts";
import { createTripMap, type MapStop } from "../trip-map.ts";

/** The trip's stops on the map, numbered by day; Leaflet loads with the trip page alone. */
export function TripMap({ stops }: { stops: MapStop[] }) {
  const element = useRef<HTMLElement>(null);
  const map = useRef<ReturnType<typeof createTripMap>>(null);
  const settings = useQuery(mapSettingsQuery);
  const navigate = useNavigate();

  useEffect(() => {
    if (!element.current) return;
    map.current = createTripMap(element.current, (id) => navigate(`/place/${id}`));
    return () => {
      map.current?.destroy();
      map.current = null;
    };
  }, [navigate]);

  useEffect(() => {
    if (settings.data) map.current?.showBasemap(settings.data);
  }, [settings.data]);

  const key = JSON.stringify(stops);
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the stops change
  useEffect(() => {
    map.current?.show(stops);
  }, [key]);

  return (
    <section
      ref={element}
      aria-label="Map of the trip's stops"
      className="h-80 overflow-hidden rounded-2xl border border-border lg:h-96"
    />
  );
}

import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { cn } from "#client/lib/cn.ts";
import type { LatLng } from "#shared/geo/location.ts";
import { mapSettingsQuery } from "./map-settings-query.ts";
import { createPinMap } from "./pin-map.ts";

/**
 * A small map of one place's location: with `onChange`, a pin to drop and drag (in the add and
 * edit dialog); without it, where the place is (on its page). Loaded only where it is shown.
 */
export default function LocationMap({
  location,
  onChange,
  label,
  className,
}: {
  location: LatLng | null;
  onChange?: (location: LatLng) => void;
  /** The map's accessible name, e.g. "Map of Edinburgh Castle's location". */
  label: string;
  className?: string;
}) {
  const element = useRef<HTMLElement>(null);
  const pinMap = useRef<ReturnType<typeof createPinMap>>(null);
  // The latest handler, so the map (made once) never calls a stale one.
  const changed = useRef(onChange);
  changed.current = onChange;
  const editable = onChange !== undefined;
  const settings = useQuery(mapSettingsQuery);
  const { t } = useLingui();

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once; `show` follows the location
  useEffect(() => {
    if (!element.current) return;
    pinMap.current = createPinMap(element.current, {
      location,
      pinLabel: editable ? t`Location pin: drag it, or move it with the arrow keys` : label,
      onMove: editable ? (moved) => changed.current?.(moved) : undefined,
    });
    return () => {
      pinMap.current?.destroy();
      pinMap.current = null;
    };
  }, [editable]);

  const { latitude, longitude } = location ?? {};
  useEffect(() => {
    pinMap.current?.show(
      latitude === undefined || longitude === undefined ? null : { latitude, longitude },
    );
  }, [latitude, longitude]);

  useEffect(() => {
    if (settings.data) pinMap.current?.showBasemap(settings.data);
  }, [settings.data]);

  return (
    <section
      ref={element}
      aria-label={label}
      className={cn("h-44 overflow-hidden rounded-xl border border-border", className)}
    />
  );
}

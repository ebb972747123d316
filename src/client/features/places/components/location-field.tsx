import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LocateFixed, MapPin, Search, X } from "lucide-react";
import { type KeyboardEvent, lazy, type Ref, Suspense, useEffect, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Input, Label } from "#client/components/ui/input.tsx";
import { api } from "#client/lib/api-client.ts";
import { cn } from "#client/lib/cn.ts";
import { useLocate } from "#client/lib/current-position.ts";
import { sharedText } from "#client/lib/i18n.tsx";
import { useOnline } from "#client/lib/online.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { okJson } from "#shared/api-answer.ts";
import { ApiError, ERROR_CODES } from "#shared/api-error.ts";
import { describeError } from "#shared/error-messages.ts";
import {
  GEOCODE_TEXT_MAX_LENGTH,
  type GeocodeAnswer,
  type GeocodeBatchAnswer,
  type GeocodeResult,
} from "#shared/geo/geocode.ts";
import { knownPlacesMatching } from "#shared/geo/known-places.ts";
import { formatLatLng, type LatLng } from "#shared/geo/location.ts";
import { townAmong } from "#shared/geo/town-in-text.ts";

// The map's code (Leaflet and the basemap) loads only when the dialog opens.
const LocationMap = lazy(() => import("#client/components/map/location-map.tsx"));

/** A chosen location, with the words it was found by when there are some. */
export type ChosenLocation = LatLng & { label?: string };

/** How long typing must pause before the server is asked. */
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const geocodeQuery = (q: string) => ({
  queryKey: ["/api/geocode", q],
  queryFn: () => okJson(api.geocode.$get({ query: { q } })),
  enabled: q.length > 0,
  staleTime: 60 * 60_000,
  retry: false,
});

/** Said when a search cannot reach the server. */
export const OFFLINE_SEARCH = msg`You're offline: finding places needs the server. Your place is saved without a location; add one later.`;

/**
 * What this device's searches have found so far (kept in memory for the session, as the
 * queries' answers are): offered offline for what is typed, rather than nothing.
 */
function placesFoundBefore(): GeocodeResult[] {
  const searches = queryClient
    .getQueriesData<GeocodeAnswer>({ queryKey: ["/api/geocode"] })
    .flatMap(([, answer]) => answer?.results ?? []);
  const towns = queryClient
    .getQueriesData<GeocodeBatchAnswer>({ queryKey: ["/api/geocode/batch"] })
    .flatMap(([, answer]) => answer?.results ?? [])
    .filter((result) => result !== null);
  return [...searches, ...towns];
}

const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && error.code === ERROR_CODES.network;

/**
 * The town a place's address or name names, by the rule an import places a place by: whole
 * town names as whole words, the address first, and none for a place the address says is
 * abroad ("Bath Abbey" offers Bath; "STAND" offers nothing, though Standon starts so).
 * Offered, never applied, so a location the person set is never overwritten.
 */
export function useTownSuggestion(
  name: string,
  address: string,
  enabled: boolean,
): ChosenLocation | null {
  // Both settle together: one string, so the wait starts again only when either changes.
  const settled = useDebounced(
    enabled ? JSON.stringify([name.trim(), address.trim()]) : "",
    SEARCH_DELAY_MS,
  );
  const [placeName = "", placeAddress = ""] = settled ? (JSON.parse(settled) as string[]) : [];
  const texts = [placeAddress, placeName].filter(
    (text) => text.length >= 3 && text.length <= GEOCODE_TEXT_MAX_LENGTH,
  );
  const { data } = useQuery({
    queryKey: ["/api/geocode/batch", texts],
    queryFn: () => okJson(api.geocode.batch.$post({ json: { names: texts } })),
    enabled: texts.length > 0,
    staleTime: 60 * 60_000,
    retry: false,
  });
  const town = data && townAmong(data.results, { name: placeName, address: placeAddress });
  return town ? { latitude: town.latitude, longitude: town.longitude, label: town.label } : null;
}

/**
 * "Location" in the add/edit dialog: find a place by name, grid reference, coordinates or
 * postcode (answered by our own server), or use the device's position; then shown, with a way
 * to remove it.
 */
export function LocationField({
  value,
  onChange,
  suggestion,
  searchRef,
}: {
  value: ChosenLocation | null;
  onChange: (location: ChosenLocation | null) => void;
  suggestion: ChosenLocation | null;
  /** The "Find a place" field, for the form to focus. */
  searchRef?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useLingui();
  const ids = { input: useId(), list: useId(), hint: useId() };
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const online = useOnline();
  // Offline the server is not asked; a search made before is still answered from its copy.
  const search = useQuery({ ...geocodeQuery(q), enabled: q.length > 0 && online });
  const offline = !online || isNetworkFailure(search.error);
  const found = search.data?.results ?? [];
  const offered =
    offline && found.length === 0 ? knownPlacesMatching(placesFoundBefore(), q) : found;
  const results = q && q === text.trim() ? offered : [];
  const showList = open && q.length > 0 && q === text.trim() && !search.isFetching;

  function choose(location: ChosenLocation) {
    onChange(location);
    setText("");
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + results.length) % Math.max(results.length, 1));
    } else if (event.key === "Enter" && showList && results[active]) {
      // The form must not submit while a suggestion is being picked.
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const suggested = suggestion?.label;
  const device = useLocate((position) => choose({ ...position, label: t`My current location` }));

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">
        <Trans>Location</Trans>
      </legend>
      {value ? (
        <div className="flex items-start justify-between gap-3 rounded-xl border border-border p-3">
          <div className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 text-primary" aria-hidden />
            <div>
              {value.label && <p className="font-medium">{value.label}</p>}
              <p className="text-sm text-muted-foreground">{formatLatLng(value)}</p>
            </div>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            aria-label={t`Remove location`}
          >
            <X aria-hidden />
            <Trans>Remove</Trans>
          </Button>
        </div>
      ) : (
        suggestion && (
          <Button
            type="button"
            variant="outline"
            className="justify-start"
            onClick={() => choose(suggestion)}
          >
            <MapPin aria-hidden />
            <Trans>Set location to {suggested}</Trans>
          </Button>
        )
      )}
      <Label htmlFor={ids.input} className="sr-only">
        <Trans>Find a place</Trans>
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          ref={searchRef}
          id={ids.input}
          className="pl-9"
          placeholder={t`Find a place: town, grid reference, postcode…`}
          value={text}
          role="combobox"
          aria-expanded={showList && results.length > 0}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-describedby={ids.hint}
          aria-activedescendant={showList && results[active] ? `${ids.list}-${active}` : undefined}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {showList && results.length === 0 && (
          <p
            role="status"
            className="absolute z-10 mt-1 w-full rounded-xl border border-border bg-card px-3 py-2 text-sm text-muted-foreground shadow-lg"
          >
            {offline
              ? i18n._(OFFLINE_SEARCH)
              : (search.data?.notice ??
                t`Nothing found. Try a town, a grid reference or a postcode.`)}
          </p>
        )}
        {showList && results.length > 0 && (
          <div className="absolute z-10 mt-1 w-full rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg">
            <div
              id={ids.list}
              role="listbox"
              aria-label={t`Places found`}
              className="max-h-64 overflow-auto"
            >
              {results.map((result, index) => (
                <div
                  key={`${result.kind} ${result.label} ${result.latitude} ${result.longitude}`}
                  id={`${ids.list}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={cn(
                    "cursor-pointer rounded-lg px-3 py-2 text-sm",
                    index === active && "bg-accent text-accent-foreground",
                  )}
                  // Chosen on mouse down, before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(result);
                  }}
                >
                  {result.label}
                </div>
              ))}
            </div>
            {offline && (
              <p className="px-3 pt-1 text-xs text-muted-foreground">
                <Trans>You're offline: these are places this device found earlier.</Trans>
              </p>
            )}
            {results.some((result) => result.kind === "online") && (
              // The online geocoder's places come from OpenStreetMap, whose licence asks for this.
              <p className="px-3 pt-1 text-xs text-muted-foreground">
                <Trans>Some places © OpenStreetMap contributors</Trans>
              </p>
            )}
          </div>
        )}
      </div>
      <p id={ids.hint} className="text-xs text-muted-foreground">
        {search.isError && !offline
          ? describeError(search.error, t`The search failed. Please try again.`, sharedText)
          : t`Towns and villages, OS grid references (ST 750 647), coordinates or postcodes.`}
      </p>
      <Suspense fallback={<div className="h-44 rounded-xl border border-border bg-muted" />}>
        <LocationMap
          location={value}
          onChange={(pinned) => onChange(pinned)}
          label={t`Map: tap to drop a pin on the place`}
        />
      </Suspense>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={device.run}
        disabled={device.locating}
      >
        <LocateFixed aria-hidden />
        {device.locating ? <Trans>Finding you…</Trans> : <Trans>Use my current location</Trans>}
      </Button>
      {device.problem && (
        <p role="alert" className="text-sm text-destructive">
          {device.problem}
        </p>
      )}
    </fieldset>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Input, Label } from "#client/components/ui/input.tsx";
import { placesQuery } from "#client/entities/place/list-query.ts";
import type { Place } from "#shared/place.ts";
import { selectPlaces } from "#shared/place-list.ts";
import type { PlanList } from "#shared/trips/plan.ts";

const SHOWN = 8;

/**
 * Add stops: a search of the person's own places (the list already on this device, as on
 * home) and the day they go to. Places already in the trip are marked, not hidden: a place
 * may be seen on two days.
 */
export function AddStops({
  dayNames,
  inTrip,
  onAdd,
}: {
  dayNames: string[];
  inTrip: ReadonlySet<number>;
  onAdd: (place: Place, to: PlanList) => void;
}) {
  const { t } = useLingui();
  const places = useQuery(placesQuery);
  const [query, setQuery] = useState("");
  const [to, setTo] = useState<string>(dayNames.length > 0 ? "0" : "unscheduled");
  const ids = { search: useId(), day: useId(), status: useId() };
  const found = query.trim()
    ? selectPlaces(places.data ?? [], { filter: "all", query, sort: "name" })
    : [];
  const target: PlanList = to === "unscheduled" ? "unscheduled" : Number(to);
  const targetName = target === "unscheduled" ? t`Unscheduled` : (dayNames[target] ?? "");
  const shownCount = SHOWN;
  const matchCount = found.length;

  return (
    <section aria-labelledby={`${ids.search}-heading`} className="grid gap-3">
      <h2 id={`${ids.search}-heading`} className="font-semibold">
        <Trans>Add stops</Trans>
      </h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.search}>
            <Trans>Search your places</Trans>
          </Label>
          <Input
            id={ids.search}
            type="search"
            value={query}
            placeholder={t`Name, town or category`}
            autoComplete="off"
            aria-describedby={ids.status}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.day}>
            <Trans>Add to</Trans>
          </Label>
          <select
            id={ids.day}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            className="h-10 rounded-lg border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          >
            {dayNames.map((name, index) => (
              <option key={name} value={String(index)}>
                {name}
              </option>
            ))}
            <option value="unscheduled">{t`Unscheduled`}</option>
          </select>
        </div>
      </div>
      <p id={ids.status} role="status" className="text-sm text-muted-foreground empty:hidden">
        {query.trim() === ""
          ? ""
          : found.length === 0
            ? t`No places match your search.`
            : found.length > SHOWN
              ? // Always more than SHOWN: the noun needs no plural form.
                t`Showing ${shownCount} of ${matchCount} places that match.`
              : ""}
      </p>
      {found.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t`Places that match`}>
          {found.slice(0, SHOWN).map((place) => {
            const placeName = place.name;
            return (
              <li key={place.id}>
                <button
                  type="button"
                  onClick={() => onAdd(place, target)}
                  aria-label={t`Add ${placeName} to ${targetName}`}
                  className="flex w-full items-center gap-2 rounded-xl border border-border bg-card px-3 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Plus className="size-4 shrink-0 text-primary" aria-hidden />
                  <span className="min-w-0 flex-1 truncate">{place.name}</span>
                  {inTrip.has(place.id) && (
                    <span className="shrink-0 text-xs text-muted-foreground">
                      <Trans>In this trip</Trans>
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

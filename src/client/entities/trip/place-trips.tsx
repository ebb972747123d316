import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Luggage, Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { Label } from "#client/components/ui/input.tsx";
import { toast, toastFailure } from "#client/components/ui/toast-store.ts";
import type { Place } from "#shared/place.ts";
import type { PlanList } from "#shared/trips/plan.ts";
import { placeTripsQuery, type TripSummary, tripQuery, tripsQuery } from "./trip-api.ts";
import { dayTitle, tripDatesText } from "./trip-dates.ts";
import { addPlaceToTrip } from "./trip-writes.ts";

/**
 * The place page's Trips part: the trips that hold the place, with their dates, and Add to
 * trip.
 */
export function PlaceTrips({ place }: { place: Place }) {
  const { t } = useLingui();
  const trips = useQuery(tripsQuery);
  const holding = useQuery(placeTripsQuery(place.id));
  const [adding, setAdding] = useState(false);

  return (
    <section aria-labelledby="place-trips" className="grid gap-2">
      <h2
        id="place-trips"
        className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted-foreground uppercase"
      >
        <Luggage className="size-4 text-primary" aria-hidden />
        <Trans>Trips</Trans>
      </h2>
      {holding.isPending ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading...</Trans>
        </p>
      ) : !holding.data || holding.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>This place is in none of your trips.</Trans>
        </p>
      ) : (
        <ul className="grid gap-1" aria-label={t`Trips with this place`}>
          {holding.data.map((trip) => (
            <li key={trip.id} className="text-sm">
              <Link to={`/trips/${trip.id}`} className="font-medium text-primary underline">
                {trip.name}
              </Link>
              <span className="text-muted-foreground">
                {" "}
                · {tripDatesText(trip.startDate, trip.endDate)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setAdding(true)}
          disabled={!trips.data || trips.data.length === 0}
        >
          <Plus aria-hidden />
          <Trans>Add to trip</Trans>
        </Button>
        {trips.data?.length === 0 && (
          <p className="mt-1 text-xs text-muted-foreground">
            <Trans>
              Make a trip on the{" "}
              <Link to="/trips" className="underline">
                Trips
              </Link>{" "}
              page first.
            </Trans>
          </p>
        )}
      </div>
      {adding && trips.data && (
        <AddToTripDialog place={place} trips={trips.data} onClose={() => setAdding(false)} />
      )}
    </section>
  );
}

function AddToTripDialog({
  place,
  trips,
  onClose,
}: {
  place: Place;
  trips: TripSummary[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [tripId, setTripId] = useState(trips[0]?.id ?? 0);
  // Only the chosen trip's days are read: the list names the trips.
  const trip = useQuery(tripQuery(tripId)).data;
  const [day, setDay] = useState<string>("0");
  const [saving, setSaving] = useState(false);
  const ids = { trip: useId(), day: useId() };
  const selectClass =
    "h-10 rounded-lg border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";
  const dayValue = trip && trip.days.length === 0 ? "unscheduled" : day;
  const placeName = place.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trip || saving) return;
    const to: PlanList = dayValue === "unscheduled" ? "unscheduled" : Number(dayValue);
    setSaving(true);
    try {
      await addPlaceToTrip(trip.id, place, to);
      const tripName = trip.name;
      toast({ title: t`Added "${placeName}" to "${tripName}".` });
      onClose();
    } catch (error) {
      toastFailure(error, t`Failed to add the place to the trip. Please try again.`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent
        title={t`Add to trip`}
        description={t`Choose a trip and a day for ${placeName}.`}
      >
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.trip}>
              <Trans>Trip</Trans>
            </Label>
            <select
              id={ids.trip}
              className={selectClass}
              value={tripId}
              onChange={(event) => {
                setTripId(Number(event.target.value));
                setDay("0");
              }}
            >
              {trips.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.day}>
              <Trans>Day</Trans>
            </Label>
            <select
              id={ids.day}
              className={selectClass}
              value={dayValue}
              onChange={(event) => setDay(event.target.value)}
            >
              {trip?.days.map((d, index) => (
                <option key={d.date ?? index} value={String(index)}>
                  {dayTitle(index, d.date)}
                </option>
              ))}
              <option value="unscheduled">{t`Unscheduled`}</option>
            </select>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={saving || !trip}>
              {saving ? <Trans>Adding...</Trans> : <Trans>Add to trip</Trans>}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ListMessage } from "#client/components/list-message.tsx";
import { PageFrame } from "#client/components/page-frame.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { TripWaitingMark } from "#client/entities/place/waiting-mark.tsx";
import { type TripSummary, tripsQuery } from "#client/entities/trip/trip-api.ts";
import { tripDatesText } from "#client/entities/trip/trip-dates.ts";
import { tripSizeText } from "#client/entities/trip/trip-text.ts";
import { useCreateTrip } from "#client/entities/trip/trip-writes.ts";
import { TripFormDialog } from "./trip-form-dialog.tsx";

/** /trips: the person's trips, soonest first and past ones last, and New Trip. */
export function TripsPage() {
  const { t } = useLingui();
  const trips = useQuery(tripsQuery);
  const [adding, setAdding] = useState(false);
  const create = useCreateTrip();
  const navigate = useNavigate();
  const newTrip = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden />
      <Trans>New Trip</Trans>
    </Button>
  );

  return (
    <PageFrame title={t`Trips`}>
      <TripList trips={trips.data} failed={trips.isError} newTrip={newTrip} />
      {adding && (
        <TripFormDialog
          saving={create.isPending}
          onClose={() => setAdding(false)}
          onSubmit={(fields) =>
            create.mutate(fields, { onSuccess: (trip) => navigate(`/trips/${trip.id}`) })
          }
        />
      )}
    </PageFrame>
  );
}

/** The list itself, or what stands in for it while loading, after a failure or with none. */
export function TripList({
  trips,
  failed = false,
  newTrip,
}: {
  trips: TripSummary[] | undefined;
  failed?: boolean;
  newTrip: React.ReactNode;
}) {
  const { t } = useLingui();
  if (failed && !trips) {
    return <ListMessage title={t`Failed to load your trips. Please refresh the page.`} />;
  }
  if (!trips) return <ListMessage title={t`Loading...`} busy />;
  if (trips.length === 0) {
    return (
      <ListMessage
        title={t`No trips yet`}
        hint={t`Plan a trip: give it some days, then choose which of your places to see on each.`}
        action={newTrip}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">{newTrip}</div>
      <ul className="grid gap-3" aria-label={t`Your trips`}>
        {trips.map((trip) => (
          <li key={trip.id}>
            <Link
              to={`/trips/${trip.id}`}
              className="grid gap-1 rounded-2xl border border-border bg-card p-4 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="font-semibold wrap-anywhere">{trip.name}</span>
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                <CalendarDays className="size-4 shrink-0" aria-hidden />
                {tripDatesText(trip.startDate, trip.endDate)}
              </span>
              <span className="text-sm">{tripSizeText(trip.dayCount, trip.stopCount)}</span>
              <TripWaitingMark tripId={trip.id} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

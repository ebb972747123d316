import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Download, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ConfirmDeleteDialog } from "#client/components/confirm-delete-dialog.tsx";
import { ListMessage } from "#client/components/list-message.tsx";
import { PageFrame, useGoBack } from "#client/components/page-frame.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { TripWaitingMark } from "#client/entities/place/waiting-mark.tsx";
import {
  draftStop,
  exportUrl,
  planOf,
  type Trip,
  tripQuery,
} from "#client/entities/trip/trip-api.ts";
import { dayTitle, tripDatesText } from "#client/entities/trip/trip-dates.ts";
import { tripSizeText } from "#client/entities/trip/trip-text.ts";
import { useDeleteTrip, useSavePlan, useUpdateTrip } from "#client/entities/trip/trip-writes.ts";
import { homeShellShown, useRemoveHomeShell } from "#client/lib/home-shell.ts";
import { addStop } from "#shared/trips/plan.ts";
import { dayColour } from "../day-colours.ts";
import type { MapStop } from "../trip-map.ts";
import { visitStop } from "../visit-stop.ts";
import { AddStops } from "./add-stops.tsx";
import { PlanBoard } from "./plan-board.tsx";
import { ShareSection } from "./share-section.tsx";
import { TripFormDialog } from "./trip-form-dialog.tsx";
import { TripMap } from "./trip-map.tsx";

/** /trips/{id} (docs/product.md#trip-page): another user's trip looks like a missing one. */
export function TripPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const trip = useQuery(tripQuery(Number.isInteger(id) ? id : 0));
  const goBack = useGoBack({ replace: true });
  const loading = trip.isPending && trip.fetchStatus !== "idle";
  // The page the server sent shows this trip (its shell) until the app has it.
  useRemoveHomeShell(!loading);

  if (loading) {
    if (homeShellShown()) return null;
    return (
      <PageFrame title={t`Trip`} onBack={goBack}>
        <ListMessage title={t`Loading...`} busy />
      </PageFrame>
    );
  }
  if (!trip.data) {
    return (
      <PageFrame title={t`Trip`} onBack={goBack}>
        <ListMessage
          title={t`Trip not found`}
          hint={t`It may have been deleted, or the link is wrong.`}
        />
      </PageFrame>
    );
  }
  return <TripView trip={trip.data} />;
}

type OpenDialog = "edit" | "delete" | null;

/** The trip's page once it is here; the server draws it too, for the page it sends. */
export function TripView({ trip }: { trip: Trip }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const save = useSavePlan(trip.id);
  const update = useUpdateTrip(trip.id);
  const remove = useDeleteTrip(trip.id);
  const plan = planOf(trip);
  const dates = trip.days.map((day) => day.date);
  const dayNames = trip.days.map((day, index) => dayTitle(index, day.date));
  const stopCount = trip.days.reduce((sum, day) => sum + day.stops.length, trip.unscheduled.length);
  const inTrip = new Set(
    [...trip.days.flatMap((d) => d.stops), ...trip.unscheduled].map((s) => s.placeId),
  );
  const mapStops: MapStop[] = trip.days.flatMap((day, index) =>
    day.stops.flatMap((stop, number) =>
      stop.place.latitude === null || stop.place.longitude === null
        ? []
        : [
            {
              name: stop.place.name,
              latitude: stop.place.latitude,
              longitude: stop.place.longitude,
              number: number + 1,
              dayName: dayNames[index] ?? "",
              colour: dayColour(index),
              placeId: stop.placeId,
            },
          ],
    ),
  );

  // A trip made with no signal has an id of this device's (below zero) until it is sent: the
  // server has no export or share link for it yet.
  const onThisDeviceOnly = trip.id < 0;
  const tripName = trip.name;

  return (
    <PageFrame title={trip.name} wide onBack={() => navigate("/trips")}>
      <div className="grid gap-6">
        <Card className="grid gap-3 p-4">
          <p className="flex items-center gap-2 text-sm">
            <CalendarDays className="size-4 text-primary" aria-hidden />
            {tripDatesText(trip.startDate, trip.endDate)}
          </p>
          <p className="text-sm text-muted-foreground">
            {tripSizeText(trip.days.length, stopCount)}
          </p>
          <TripWaitingMark tripId={trip.id} />
          {trip.notes && <p className="whitespace-pre-line wrap-anywhere">{trip.notes}</p>}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setDialog("edit")}>
              <Pencil aria-hidden />
              <Trans>Edit trip</Trans>
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog("delete")}>
              <Trash2 aria-hidden />
              <Trans>Delete trip</Trans>
            </Button>
          </div>
        </Card>

        <AddStops
          dayNames={dayNames}
          inTrip={inTrip}
          onAdd={(place, to) => save.mutate(addStop(plan, draftStop(place), to))}
        />

        <section aria-labelledby="plan-heading" className="grid gap-3">
          <h2 id="plan-heading" className="font-semibold">
            <Trans>Plan</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Drag a stop by its handle to reorder it or move it to another day. With a keyboard,
              focus the handle, press Space, move it with the arrow keys and press Space again.
              Distances are in a straight line, not by road.
            </Trans>
          </p>
          <PlanBoard
            plan={plan}
            dates={dates}
            onChange={(next) => save.mutate(next)}
            onVisited={(stop, date) => void visitStop(trip.id, stop, date)}
          />
        </section>

        {mapStops.length > 0 && <TripMap stops={mapStops} />}

        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="export-heading" className="grid content-start gap-3">
            <h2 id="export-heading" className="font-semibold">
              <Trans>Export</Trans>
            </h2>
            {onThisDeviceOnly ? (
              <p className="text-sm text-muted-foreground">
                <Trans>
                  This trip is kept on this device until it can be sent. You can export it and share
                  it once it has been sent.
                </Trans>
              </p>
            ) : (
              <div className="flex flex-wrap gap-2">
                <ExportLink href={exportUrl(trip.id, "gpx")} label={t`Download GPX`} />
                <ExportLink href={exportUrl(trip.id, "ics")} label={t`Add to calendar (.ics)`} />
                <ExportLink href={exportUrl(trip.id, "geojson")} label={t`Download GeoJSON`} />
              </div>
            )}
          </section>
          {!onThisDeviceOnly && <ShareSection tripId={trip.id} current={trip.share} />}
        </div>
      </div>

      {dialog === "edit" && (
        <TripFormDialog
          trip={trip}
          saving={update.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(fields) => update.mutate(fields, { onSuccess: () => setDialog(null) })}
        />
      )}
      {dialog === "delete" && (
        <ConfirmDeleteDialog
          title={t`Delete this trip?`}
          description={t`"${tripName}" and its plan will be deleted. Your places stay as they are.`}
          deleting={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, { onSuccess: () => navigate("/trips", { replace: true }) })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </PageFrame>
  );
}

function ExportLink({ href, label }: { href: string; label: string }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={href} download>
        <Download aria-hidden />
        {label}
      </a>
    </Button>
  );
}

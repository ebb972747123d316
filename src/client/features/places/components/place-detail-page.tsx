import { i18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import {
  CalendarCheck,
  Compass,
  ExternalLink,
  MapPin,
  NotebookPen,
  Pencil,
  Share2,
  Tag,
  Trash2,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { ConfirmDeleteDialog } from "#client/components/confirm-delete-dialog.tsx";
import { ListMessage } from "#client/components/list-message.tsx";
import { PageFrame, useGoBack } from "#client/components/page-frame.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Label } from "#client/components/ui/input.tsx";
import { toast } from "#client/components/ui/toast-store.ts";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { useVisitedText } from "#client/entities/place/place-facts.tsx";
import { PlaceTrips } from "#client/entities/trip/place-trips.tsx";
import { cn } from "#client/lib/cn.ts";
import { useSharedText } from "#client/lib/i18n.tsx";
import { findMood } from "#shared/catalog.ts";
import { locationOf } from "#shared/geo/location.ts";
import type { Place } from "#shared/place.ts";
import { isWebLink, linkLabel } from "#shared/place-link.ts";
import { formatVisitDate } from "#shared/relative-date.ts";
import { useDeletePlace, useUpdatePlace } from "../api.ts";
import { Celebration } from "./celebration.tsx";
import { DeletePlaceDialog } from "./delete-place-dialog.tsx";
import { MarkVisitedDialog } from "./mark-visited-dialog.tsx";
import { PlaceFormDialog } from "./place-form-dialog.tsx";
import { PlaceLocation } from "./place-location.tsx";
import { useVisitToggle } from "./use-visit-toggle.ts";
import { VisitsSection } from "./visits-section.tsx";

type OpenDialog = "edit" | "delete" | "visit" | "unvisit" | null;

/**
 * Web Share where the browser has it; else copy the link. Outside the page, so its words are
 * read in the language shown at the tap.
 */
async function share(place: Place) {
  const url = window.location.href;
  const { name } = place;
  if (navigator.share) {
    try {
      await navigator.share({
        title: name,
        text: i18n._(msg`${name} — on my UK Adventures list`),
        url,
      });
    } catch {
      // Closing the share sheet is not an error worth telling anyone about.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: i18n._(msg`Copied!`),
      description: i18n._(msg`The link to this place is on your clipboard.`),
    });
  } catch {
    toast({
      title: i18n._(msg`Error`),
      description: i18n._(msg`Could not copy the link.`),
      variant: "destructive",
    });
  }
}

/** /place/{id} (docs/product.md#place-page). An unknown id and another user's id look the same: not found. */
export function PlaceDetailPage() {
  const { t } = useLingui();
  const shared = useSharedText();
  const visitedText = useVisitedText();
  const { id } = useParams();
  const navigate = useNavigate();
  const places = useQuery(placesQuery);
  // "Add location" elsewhere (the map's list of places with none) opens this page at the form.
  const [searchParams, setSearchParams] = useSearchParams();
  const addingLocation = searchParams.get("edit") === "location";
  const [dialog, setDialog] = useState<OpenDialog>(addingLocation ? "edit" : null);
  const updatePlace = useUpdatePlace();
  const deletePlace = useDeletePlace();
  // The mark-visited dialog gives way to the celebration.
  const visit = useVisitToggle({ onVisited: () => setDialog(null) });
  const checkboxId = useId();
  // Replace: this page (deleted, or not found) should not be one Back press away.
  const goHome = () => navigate("/", { replace: true });
  // Back returns to the list as it was left (its filter and page are in the address).
  const goBack = useGoBack({ replace: true });

  const place = places.data?.find((p) => String(p.id) === id);

  function closeEdit() {
    setDialog(null);
    // Reloading the page afterwards should not open the form again.
    if (addingLocation) setSearchParams({}, { replace: true });
  }

  if (places.isPending) {
    return (
      <PageFrame title={t`Place`} onBack={goBack}>
        {<ListMessage title={t`Loading...`} busy />}
      </PageFrame>
    );
  }
  if (!place) {
    return (
      <PageFrame title={t`Place`} onBack={goBack}>
        <ListMessage
          title={
            places.isError
              ? t`Failed to load your places. Please refresh the page.`
              : t`Place not found`
          }
          hint={places.isError ? undefined : t`It may have been deleted, or the link is wrong.`}
          action={
            <Button onClick={goHome}>
              <Trans>Go back</Trans>
            </Button>
          }
        />
      </PageFrame>
    );
  }

  const mood = findMood(place.mood);
  const location = locationOf(place);
  const { visitCount } = place;
  return (
    <PageFrame
      onBack={goBack}
      title={place.name}
      action={
        <Button variant="ghost" size="icon" aria-label={t`Share`} onClick={() => share(place)}>
          <Share2 aria-hidden />
        </Button>
      }
    >
      <Card className="overflow-hidden">
        {place.photoUrl && (
          <img
            src={place.photoUrl}
            alt={place.name}
            className="aspect-[16/10] w-full bg-muted object-cover"
          />
        )}
        <div className="grid gap-5 p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <Checkbox
                id={checkboxId}
                checked={place.visited}
                disabled={visit.isSaving(place.id)}
                onChange={() => {
                  if (!place.visited) setDialog("visit");
                  // Unticking ends every visit: asked first when that is more than one.
                  else if (place.visitCount > 1) setDialog("unvisit");
                  else visit.markUnvisited(place);
                }}
              />
              <Label htmlFor={checkboxId}>
                <Trans>Visited</Trans>
              </Label>
            </div>
            <span
              className={cn(
                "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium",
                place.visited
                  ? "bg-primary text-primary-foreground"
                  : "bg-accent text-accent-foreground",
              )}
            >
              {place.visited ? (
                <>
                  <CalendarCheck className="size-4" aria-hidden />
                  {visitedText(
                    place.visitCount,
                    place.visitedDate ? formatVisitDate(place.visitedDate) : "",
                  )}
                </>
              ) : (
                <Trans>To Visit</Trans>
              )}
            </span>
          </div>

          <dl className="grid gap-4">
            <Detail icon={<MapPin aria-hidden />} label={t`Address`} value={place.address} />
            <Detail
              icon={<Compass aria-hidden />}
              label={t`Location`}
              value={
                location && (
                  <PlaceLocation
                    location={location}
                    name={place.name}
                    approximate={place.locationApproximate}
                  />
                )
              }
            />
            <Detail
              icon={<Tag aria-hidden />}
              label={t`Category`}
              value={place.category && shared(place.category)}
            />
            <Detail
              icon={<span aria-hidden>{mood?.emoji ?? "🙂"}</span>}
              label={t`Mood`}
              value={mood ? shared(mood.name) : null}
            />
            <Detail icon={<NotebookPen aria-hidden />} label={t`Notes`} value={place.notes} />
            <Detail
              icon={<ExternalLink aria-hidden />}
              label={t`Link`}
              value={place.link && <PlaceLink link={place.link} />}
            />
          </dl>

          <VisitsSection placeId={place.id} />

          {place.id > 0 && <PlaceTrips place={place} />}

          <div className="flex gap-2">
            <Button variant="outline" className="flex-1" onClick={() => setDialog("edit")}>
              <Pencil aria-hidden />
              <Trans>Edit</Trans>
            </Button>
            <Button variant="destructive" className="flex-1" onClick={() => setDialog("delete")}>
              <Trash2 aria-hidden />
              <Trans>Delete</Trans>
            </Button>
          </div>
        </div>
      </Card>

      {dialog === "edit" && (
        <PlaceFormDialog
          place={place}
          saving={updatePlace.isPending}
          startAt={addingLocation ? "location" : "name"}
          onSubmit={(fields) =>
            updatePlace.mutate(
              { id: place.id, fields },
              {
                onSuccess: (saved) => {
                  closeEdit();
                  // Marked visited in the form: celebrated as a tick here is (a corrected
                  // day is not a new visit).
                  if (!place.visited && saved.visited) visit.celebrate(saved);
                },
              },
            )
          }
          onClose={closeEdit}
        />
      )}
      {dialog === "delete" && (
        <DeletePlaceDialog
          placeName={place.name}
          hasPhoto={place.photoUrl !== null}
          deleting={deletePlace.isPending}
          onConfirm={() => deletePlace.mutate(place.id, { onSuccess: goBack })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "visit" && (
        <MarkVisitedDialog
          placeName={place.name}
          saving={visit.isSaving(place.id)}
          onConfirm={(visitDate) => visit.markVisited(place, visitDate)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "unvisit" && (
        <ConfirmDeleteDialog
          title={t`Mark as not visited?`}
          description={t`${plural(visitCount, {
            one: "This removes # visit.",
            other: "This removes # visits.",
          })}`}
          confirmLabel={t`Remove visits`}
          deleting={visit.isSaving(place.id)}
          onConfirm={() => {
            visit.markUnvisited(place);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {visit.celebrating && (
        <Celebration placeName={visit.celebrating} onClose={visit.closeCelebration} />
      )}
    </PageFrame>
  );
}

/**
 * The place's link, opened in a new tab that cannot reach back into this one. The server keeps
 * only web addresses; checked again here, since a link is the one field the page opens.
 */
function PlaceLink({ link }: { link: string }) {
  if (!isWebLink(link)) return link;
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={link} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden />
        {linkLabel(link)}
      </a>
    </Button>
  );
}

function Detail({
  icon,
  label,
  value,
}: {
  icon: React.ReactNode;
  label: string;
  value: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 flex size-5 items-center justify-center text-primary [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {label}
        </dt>
        <dd className="mt-0.5 whitespace-pre-line wrap-anywhere">
          {value ?? (
            <span className="text-muted-foreground">
              <Trans>Not set</Trans>
            </span>
          )}
        </dd>
      </div>
    </div>
  );
}

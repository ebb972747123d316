import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { PlaceFacts, PlaceThumbnail, VisitedOn } from "#client/entities/place/place-facts.tsx";
import { WaitingMark } from "#client/entities/place/waiting-mark.tsx";
import { cn } from "#client/lib/cn.ts";
import type { Place } from "#shared/place.ts";
import { formatVisitDate, relativeVisitLabel } from "#shared/relative-date.ts";

/** A second tap within 300 ms is a double tap. */
const DOUBLE_TAP_MS = 300;

type Props = {
  place: Place;
  busy: boolean;
  onOpen: () => void;
  /** The checkbox: ticked or unticked. */
  onToggleVisited: (visited: boolean) => void;
  /** A double tap on an unvisited card: the quick way to mark it visited. */
  onDoubleTap: () => void;
  /** How far away it is ("2.4 mi"), when the list is sorted by distance. */
  distance?: string | undefined;
};

/**
 * A single tap opens the place after 300 ms, so that a second tap in that time can
 * mark an unvisited place visited instead. Keyboard activation opens at once.
 */
export function PlaceCard({ place, busy, onOpen, onToggleVisited, onDoubleTap, distance }: Props) {
  const { t } = useLingui();
  const { name } = place;
  const pendingTap = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendingTap.current), []);

  function tap(event: React.MouseEvent) {
    if (event.detail === 0) return onOpen();
    if (pendingTap.current) {
      clearTimeout(pendingTap.current);
      pendingTap.current = undefined;
      return place.visited ? onOpen() : onDoubleTap();
    }
    pendingTap.current = setTimeout(() => {
      pendingTap.current = undefined;
      onOpen();
    }, DOUBLE_TAP_MS);
  }

  return (
    <li
      data-testid="place-card"
      data-tour="place-card"
      className={cn(
        "flex items-center gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm transition-shadow hover:shadow-md",
        place.visited && "bg-muted/60",
      )}
    >
      <Checkbox
        className="ml-1"
        checked={place.visited}
        disabled={busy}
        aria-label={t`${name} visited`}
        onChange={(event) => onToggleVisited(event.target.checked)}
      />
      <button
        type="button"
        onClick={tap}
        className="flex min-w-0 flex-1 touch-manipulation items-center gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="grid min-w-0 flex-1 gap-1">
          <span
            className={cn(
              // Two lines, then an ellipsis; a long word breaks rather than pushing the card.
              "line-clamp-2 font-semibold wrap-anywhere",
              place.visited && "text-muted-foreground line-through decoration-2",
            )}
          >
            {place.name}
          </span>
          {place.address && (
            <span className="truncate text-sm text-muted-foreground">{place.address}</span>
          )}
          <PlaceFacts place={place} className={cn(place.visited && "line-through")} />
          {/* "Visited 3 weeks ago"; once there are several, "… 3 times · last 12 Oct 2026". */}
          <VisitedOn
            place={place}
            label={place.visitCount > 1 ? formatVisitDate : relativeVisitLabel}
          />
          <WaitingMark placeId={place.id} />
          {distance && (
            <span className="text-sm font-medium text-primary">
              <Trans>{distance} away</Trans>
            </span>
          )}
        </span>
        <PlaceThumbnail place={place} className="rounded-xl" />
      </button>
    </li>
  );
}

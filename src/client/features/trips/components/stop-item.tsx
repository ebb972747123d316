import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Trans, useLingui } from "@lingui/react/macro";
import { GripVertical, X } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import type { TripStop } from "#client/entities/trip/trip-api.ts";
import { cn } from "#client/lib/cn.ts";

type Props = {
  stop: TripStop;
  number: number;
  /** The leg to the next stop, already in words ("4.2 mi to Wells in a straight line"). */
  leg: string | null;
  /** The day's date, when it has one: ticking records a visit on it. */
  visitDay: string | null;
  onVisited: (stop: TripStop) => void;
  onRemove: (stop: TripStop) => void;
  /** The colour of its day's markers on the map. */
  colour?: string | undefined;
};

/**
 * One stop: its handle (picked up with the mouse, a finger, or Space), its number, name and
 * visit tick, and the leg to the next stop.
 */
export function StopItem({ stop, number, leg, visitDay, onVisited, onRemove, colour }: Props) {
  const { t } = useLingui();
  const sortable = useSortable({ id: stop.id });
  const placeName = stop.place.name;
  const visitedId = useId();
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={cn("grid gap-1", sortable.isDragging && "opacity-40")}
      data-stop-id={stop.id}
    >
      <div className="flex items-center gap-2 rounded-xl border border-border bg-card p-2">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t`Move ${placeName}`}
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden />
        </button>
        <span
          className="flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white"
          style={{ backgroundColor: colour ?? "var(--color-muted-foreground)" }}
          aria-hidden
        >
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <Link
            to={`/place/${stop.placeId}`}
            className="block truncate font-medium hover:underline"
            aria-label={`${number}. ${stop.place.name}`}
          >
            {stop.place.name}
          </Link>
          {visitDay !== null && (
            <div className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
              <Checkbox
                id={visitedId}
                checked={stop.place.visited}
                // A visit is removed on the place's own page, where its day is shown.
                disabled={stop.place.visited}
                onChange={() => onVisited(stop)}
              />
              <label htmlFor={visitedId}>
                <Trans>Visited</Trans>
              </label>
            </div>
          )}
        </div>
        <button
          type="button"
          onClick={() => onRemove(stop)}
          aria-label={t`Remove ${placeName} from the trip`}
          className="flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-destructive focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {leg && <p className="pl-12 text-xs text-muted-foreground">{leg}</p>}
    </li>
  );
}

import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Trans } from "@lingui/react/macro";
import { Navigation, Wand2 } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import type { TripStop } from "#client/entities/trip/trip-api.ts";
import { dayTotalText, legText, stopCountText } from "#client/entities/trip/trip-text.ts";
import { cn } from "#client/lib/cn.ts";
import { useDistanceUnit } from "#client/lib/distance-unit.ts";
import { formatDistance } from "#shared/geo/distance.ts";
import { locationOf } from "#shared/geo/location.ts";
import { dayLegs } from "#shared/trips/legs.ts";
import type { PlanList } from "#shared/trips/plan.ts";
import { listId } from "../announcements.ts";
import { StopItem } from "./stop-item.tsx";

type Props = {
  list: PlanList;
  title: string;
  stops: TripStop[];
  /** The day's date, when it has one (not for the unscheduled stops). */
  date: string | null;
  colour?: string | undefined;
  /** The link that opens the day's route in a map app, when it has located stops. */
  directions?: string | null;
  onOptimise?: () => void;
  onVisited: (stop: TripStop) => void;
  onRemove: (stop: TripStop) => void;
};

/** A day (or the unscheduled stops): its stops in order, their legs, and its total. */
export function DayColumn({
  list,
  title,
  stops,
  date,
  colour,
  directions,
  onOptimise,
  onVisited,
  onRemove,
}: Props) {
  const id = listId(list);
  const droppable = useDroppable({ id });
  const unit = useDistanceUnit();
  const { legs, totalKm } = dayLegs(stops.map((stop) => stop.place));
  const located = stops.filter((stop) => locationOf(stop.place) !== null).length;
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      // Off-screen days skip style, layout and paint until scrolled near (a long trip's days
      // are most of the page); the remembered size keeps the scrollbar steady.
      className={cn(
        "grid content-start gap-3 rounded-2xl border border-border bg-muted/40 p-3 [content-visibility:auto] [contain-intrinsic-block-size:auto_40rem]",
        list === "unscheduled" && "border-dashed",
      )}
    >
      <div className="grid gap-0.5">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold">
          {colour && (
            <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: colour }} />
          )}
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">
          {stopCountText(stops.length)}
          {located > 1 && (
            <>
              <br />
              <span data-testid="day-total">{dayTotalText(formatDistance(totalKm, unit))}</span>
            </>
          )}
        </p>
      </div>
      <SortableContext
        id={id}
        items={stops.map((stop) => stop.id)}
        strategy={verticalListSortingStrategy}
      >
        <ol
          ref={droppable.setNodeRef}
          aria-labelledby={headingId}
          className={cn(
            "grid min-h-16 content-start gap-2 rounded-xl",
            droppable.isOver && "outline-2 outline-dashed outline-ring",
          )}
        >
          {stops.map((stop, index) => {
            const leg = legs[index];
            const next = leg ? stops[leg.toIndex] : undefined;
            return (
              <StopItem
                key={stop.id}
                stop={stop}
                number={index + 1}
                colour={colour}
                leg={leg && next ? legText(formatDistance(leg.km, unit), next.place.name) : null}
                visitDay={date}
                onVisited={onVisited}
                onRemove={onRemove}
              />
            );
          })}
          {stops.length === 0 && (
            <li className="rounded-xl border border-dashed border-border p-3 text-center text-sm text-muted-foreground">
              {list === "unscheduled" ? (
                <Trans>Stops with no day yet go here.</Trans>
              ) : (
                <Trans>Drag stops here, or add them from your places above.</Trans>
              )}
            </li>
          )}
        </ol>
      </SortableContext>
      {(onOptimise || directions) && (
        <div className="flex flex-wrap gap-2">
          {onOptimise && located > 2 && (
            <Button variant="outline" size="sm" onClick={onOptimise}>
              <Wand2 aria-hidden />
              <Trans>Optimise order</Trans>
            </Button>
          )}
          {directions && (
            <Button variant="outline" size="sm" asChild>
              <a href={directions} target="_blank" rel="noopener noreferrer">
                <Navigation aria-hidden />
                <Trans>Open day in maps</Trans>
              </a>
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

import {
  type CollisionDetection,
  closestCenter,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { TripStop } from "#client/entities/trip/trip-api.ts";
import { dayTitle } from "#client/entities/trip/trip-dates.ts";
import { dayDirectionsUrl, platformOf } from "#shared/geo/directions.ts";
import { type LatLng, locationOf } from "#shared/geo/location.ts";
import {
  findStop,
  moveStop,
  type Plan,
  type PlanList,
  planBody,
  removeStop,
  reorderDay,
} from "#shared/trips/plan.ts";
import { optimisedOrder } from "#shared/trips/route-order.ts";
import { listOfId, planAnnouncements, screenReaderInstructions } from "../announcements.ts";
import { dayColour } from "../day-colours.ts";
import { DayColumn } from "./day-column.tsx";

type Props = {
  plan: Plan<TripStop>;
  dates: readonly (string | null)[];
  onChange: (plan: Plan<TripStop>) => void;
  onVisited: (stop: TripStop, date: string) => void;
};

const same = (a: Plan, b: Plan) => JSON.stringify(planBody(a)) === JSON.stringify(planBody(b));

/** Where a drop over `overId` puts a stop: the list, and the index in it. */
function dropTarget(plan: Plan, overId: string | number): { list: PlanList; index: number } | null {
  if (typeof overId === "number") return findStop(plan, overId);
  const list = listOfId(plan, overId);
  if (list === null) return null;
  const stops = list === "unscheduled" ? plan.unscheduled : (plan.days[list] ?? []);
  return { list, index: stops.length };
}

/**
 * What a moving stop is over: the nearest list, then within a list that has stops the nearest
 * of them, so a stop lands between two others rather than at the end of its day.
 */
function overStopsFirst(plan: () => Plan): CollisionDetection {
  return (args) => {
    const hits = closestCorners(args);
    const first = hits[0];
    if (!first || typeof first.id === "number") return hits;
    const list = listOfId(plan(), first.id);
    if (list === null) return hits;
    const current = plan();
    const stops = list === "unscheduled" ? current.unscheduled : (current.days[list] ?? []);
    const ids = new Set<string | number>(stops.map((stop) => stop.id));
    if (ids.size === 0) return hits;
    const near = closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => ids.has(c.id)),
    });
    return near.length > 0 ? near : hits;
  };
}

/** A day's located stops in a shorter order from its first; stops with no location go last. */
function optimiseDay(plan: Plan<TripStop>, day: number): Plan<TripStop> {
  const stops = plan.days[day] ?? [];
  const located: { index: number; at: LatLng }[] = [];
  const unlocated: number[] = [];
  for (const [index, stop] of stops.entries()) {
    const at = locationOf(stop.place);
    if (at) located.push({ index, at });
    else unlocated.push(index);
  }
  const order = optimisedOrder(located.map((stop) => stop.at)).flatMap(
    (i) => located[i]?.index ?? [],
  );
  return reorderDay(plan, day, [...order, ...unlocated]);
}

/**
 * The days side by side on a wide screen (scrolled sideways when they do not fit) and one
 * under another on a phone, then the unscheduled stops. A stop is moved with the mouse, a
 * finger, or the keyboard; the plan is sent once it is dropped.
 */
export function PlanBoard({ plan, dates, onChange, onVisited }: Props) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Plan<TripStop> | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const shown = draft ?? plan;
  // The announcements read the plan as it is at each step, not as it was when first drawn.
  const current = useRef(shown);
  current.current = shown;
  const currentDates = useRef(dates);
  currentDates.current = dates;
  // One set for the whole drag: it remembers what it last said.
  const [announcements] = useState(() =>
    planAnnouncements(
      () => current.current,
      () => currentDates.current,
    ),
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const platform = platformOf(typeof navigator === "undefined" ? "" : navigator.userAgent);

  // Into another list as soon as it is over it, so the list opens room for it.
  function dragOver({ active, over }: DragOverEvent) {
    if (!over || typeof active.id !== "number") return;
    setDraft((before) => {
      const base = before ?? plan;
      const from = findStop(base, active.id as number);
      const to = dropTarget(base, over.id);
      if (!from || !to || from.list === to.list) return base;
      return moveStop(base, active.id as number, to.list, to.index);
    });
  }

  function dragEnd({ active, over }: DragEndEvent) {
    let next = draft ?? plan;
    if (over && typeof active.id === "number" && over.id !== active.id) {
      const to = dropTarget(next, over.id);
      if (to) next = moveStop(next, active.id, to.list, to.index);
    }
    setDraft(null);
    setActiveId(null);
    if (!same(next, plan)) onChange(next);
  }

  const active = activeId === null ? null : findStop(shown, activeId);
  const activeStop = active
    ? (active.list === "unscheduled" ? shown.unscheduled : shown.days[active.list])?.[active.index]
    : undefined;
  const remove = (stop: TripStop) => onChange(removeStop(plan, stop.id));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={overStopsFirst(() => current.current)}
      accessibility={{
        announcements,
        screenReaderInstructions: screenReaderInstructions(),
      }}
      onDragStart={({ active: picked }) => {
        setDraft(plan);
        setActiveId(typeof picked.id === "number" ? picked.id : null);
      }}
      onDragOver={dragOver}
      onDragEnd={dragEnd}
      onDragCancel={() => {
        setDraft(null);
        setActiveId(null);
      }}
    >
      <div className="grid gap-3 lg:auto-cols-[minmax(17rem,1fr)] lg:grid-flow-col lg:overflow-x-auto lg:pb-2">
        {shown.days.map((stops, day) => {
          const date = dates[day] ?? null;
          const located = stops.flatMap((stop) => locationOf(stop.place) ?? []);
          return (
            <DayColumn
              // biome-ignore lint/suspicious/noArrayIndexKey: a day is its place in the trip
              key={day}
              list={day}
              title={dayTitle(day, date)}
              date={date}
              stops={stops}
              colour={dayColour(day)}
              directions={dayDirectionsUrl(located, platform)}
              onOptimise={() => {
                const next = optimiseDay(plan, day);
                if (!same(next, plan)) onChange(next);
              }}
              onVisited={(stop) => date && onVisited(stop, date)}
              onRemove={remove}
            />
          );
        })}
      </div>
      <div className="mt-3">
        <DayColumn
          list="unscheduled"
          title={t`Unscheduled`}
          date={null}
          stops={shown.unscheduled}
          onVisited={() => {}}
          onRemove={remove}
        />
      </div>
      <DragOverlay>
        {activeStop ? (
          <div className="rounded-xl border border-ring bg-card p-3 font-medium shadow-lg">
            {activeStop.place.name}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

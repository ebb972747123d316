// A trip's plan as the planning page holds it while stops are dragged: its days' stops in
// order and the stops not yet given a day. Pure, so a move and the body sent for it are tested
// without a browser.

export type PlanStop = {
  id: number;
  placeId: number;
  note: string | null;
};

export type Plan<S extends PlanStop = PlanStop> = {
  days: S[][];
  unscheduled: S[];
};

/** Where a stop can be: a day by its index, or the unscheduled list. */
export type PlanList = number | "unscheduled";

const listOf = <S extends PlanStop>(plan: Plan<S>, list: PlanList): S[] =>
  list === "unscheduled" ? plan.unscheduled : (plan.days[list] ?? []);

/** The list and index of a stop, or null when the plan has no such stop. */
export function findStop(plan: Plan, stopId: number): { list: PlanList; index: number } | null {
  const unscheduled = plan.unscheduled.findIndex((stop) => stop.id === stopId);
  if (unscheduled >= 0) return { list: "unscheduled", index: unscheduled };
  for (const [day, stops] of plan.days.entries()) {
    const index = stops.findIndex((stop) => stop.id === stopId);
    if (index >= 0) return { list: day, index };
  }
  return null;
}

/** A new plan with one list changed; the plan given is left as it was. */
function withList<S extends PlanStop>(plan: Plan<S>, list: PlanList, stops: S[]): Plan<S> {
  if (list === "unscheduled") return { ...plan, unscheduled: stops };
  return { ...plan, days: plan.days.map((day, index) => (index === list ? stops : day)) };
}

/**
 * The plan with a stop moved to `index` of `to` (clamped to the list's length), out of wherever
 * it was. A stop the plan does not hold leaves the plan as it was.
 */
export function moveStop<S extends PlanStop>(
  plan: Plan<S>,
  stopId: number,
  to: PlanList,
  index: number,
): Plan<S> {
  const from = findStop(plan, stopId);
  if (!from) return plan;
  const stop = listOf(plan, from.list)[from.index];
  if (!stop) return plan;
  const without = withList(
    plan,
    from.list,
    listOf(plan, from.list).filter((s) => s.id !== stopId),
  );
  const target = [...listOf(without, to)];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, stop);
  return withList(without, to, target);
}

/** The plan with one day's stops put in this order (indexes into the day as it is). */
export function reorderDay<S extends PlanStop>(
  plan: Plan<S>,
  day: number,
  order: readonly number[],
): Plan<S> {
  const stops = plan.days[day] ?? [];
  return withList(
    plan,
    day,
    order.flatMap((index) => stops[index] ?? []),
  );
}

/** The plan with a new stop at the end of a list. */
export function addStop<S extends PlanStop>(plan: Plan<S>, stop: S, to: PlanList): Plan<S> {
  return withList(plan, to, [...listOf(plan, to), stop]);
}

/** The plan without a stop. */
export function removeStop<S extends PlanStop>(plan: Plan<S>, stopId: number): Plan<S> {
  return {
    days: plan.days.map((stops) => stops.filter((stop) => stop.id !== stopId)),
    unscheduled: plan.unscheduled.filter((stop) => stop.id !== stopId),
  };
}

type BodyStop = { placeId: number; note?: string };
const bodyStop = ({ placeId, note }: PlanStop): BodyStop =>
  note ? { placeId, note } : { placeId };

/** What PUT /api/trips/{id}/plan takes: the whole order, every day and the unscheduled. */
export function planBody(plan: Plan): { days: { stops: BodyStop[] }[]; unscheduled: BodyStop[] } {
  return {
    days: plan.days.map((stops) => ({ stops: stops.map(bodyStop) })),
    unscheduled: plan.unscheduled.map(bodyStop),
  };
}

import { describe, expect, it } from "vitest";
import {
  addStop,
  findStop,
  moveStop,
  type Plan,
  planBody,
  removeStop,
  reorderDay,
} from "./plan.ts";

const stop = (id: number, note: string | null = null) => ({ id, placeId: id * 10, note });
const ids = (plan: Plan) => ({
  days: plan.days.map((day) => day.map((s) => s.id)),
  unscheduled: plan.unscheduled.map((s) => s.id),
});

const plan: Plan = {
  days: [[stop(1), stop(2), stop(3)], [stop(4)]],
  unscheduled: [stop(5)],
};

describe("moveStop", () => {
  it("reorders within a day", () => {
    expect(ids(moveStop(plan, 1, 0, 2))).toEqual({ days: [[2, 3, 1], [4]], unscheduled: [5] });
  });

  it("moves between days and to and from the unscheduled list", () => {
    expect(ids(moveStop(plan, 2, 1, 0))).toEqual({
      days: [
        [1, 3],
        [2, 4],
      ],
      unscheduled: [5],
    });
    expect(ids(moveStop(plan, 5, 0, 1))).toEqual({ days: [[1, 5, 2, 3], [4]], unscheduled: [] });
    expect(ids(moveStop(plan, 4, "unscheduled", 9))).toEqual({
      days: [[1, 2, 3], []],
      unscheduled: [5, 4],
    });
  });

  it("leaves the plan given untouched, and one without the stop as it was", () => {
    moveStop(plan, 1, 1, 0);
    expect(ids(plan)).toEqual({ days: [[1, 2, 3], [4]], unscheduled: [5] });
    expect(moveStop(plan, 99, 0, 0)).toBe(plan);
  });
});

describe("the rest of the plan's changes", () => {
  it("finds, adds, removes and reorders stops", () => {
    expect(findStop(plan, 4)).toEqual({ list: 1, index: 0 });
    expect(findStop(plan, 5)).toEqual({ list: "unscheduled", index: 0 });
    expect(findStop(plan, 9)).toBeNull();
    expect(ids(addStop(plan, stop(6), 1)).days[1]).toEqual([4, 6]);
    expect(ids(removeStop(plan, 2)).days[0]).toEqual([1, 3]);
    expect(ids(reorderDay(plan, 0, [2, 0, 1])).days[0]).toEqual([3, 1, 2]);
  });
});

describe("planBody", () => {
  it("sends every day and the unscheduled, by place, with notes only where there are some", () => {
    const noted = moveStop({ ...plan, unscheduled: [stop(5, "Lunch")] }, 4, 0, 0);
    expect(planBody(noted)).toEqual({
      days: [
        { stops: [{ placeId: 40 }, { placeId: 10 }, { placeId: 20 }, { placeId: 30 }] },
        { stops: [] },
      ],
      unscheduled: [{ placeId: 50, note: "Lunch" }],
    });
  });
});

import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { TripStop } from "#client/entities/trip/trip-api.ts";
import { setDistanceUnit } from "#client/lib/distance-unit.ts";
import type { Plan } from "#shared/trips/plan.ts";
import { PlanBoard } from "./plan-board.tsx";

const stop = (id: number, name: string, longitude: number | null): TripStop => ({
  id,
  placeId: id * 10,
  note: null,
  place: {
    name,
    latitude: longitude === null ? null : 0,
    longitude,
    visited: false,
    category: null,
  },
});

const start: Plan<TripStop> = {
  days: [[stop(1, "Bath", 0), stop(2, "Wells", 0.1), stop(3, "Glastonbury", 0.3)], []],
  unscheduled: [stop(4, "Tintagel", null)],
};

function Board() {
  const [plan, setPlan] = useState(start);
  return (
    <MemoryRouter>
      <PlanBoard
        plan={plan}
        dates={["2027-05-01T12:00:00.000Z", "2027-05-02T12:00:00.000Z"]}
        onChange={setPlan}
        onVisited={() => {}}
      />
    </MemoryRouter>
  );
}

describe("a day's distances", () => {
  afterEach(() => setDistanceUnit("mi"));

  it("gives each leg and the day's total in the chosen unit, as a straight line", () => {
    setDistanceUnit("km");
    render(<Board />);
    expect(screen.getByText("11 km to Wells in a straight line")).toBeTruthy();
    expect(screen.getByText("22 km to Glastonbury in a straight line")).toBeTruthy();
    expect(screen.getByTestId("day-total").textContent).toBe("Total 33 km in a straight line");
  });

  it("switches to miles with the rest of the app", () => {
    render(<Board />);
    expect(screen.getByTestId("day-total").textContent).toBe("Total 21 mi in a straight line");
    act(() => setDistanceUnit("km"));
    expect(screen.getByTestId("day-total").textContent).toBe("Total 33 km in a straight line");
  });
});

// Moving a stop with the keyboard is checked in a browser (tests/e2e/trips.test.ts): dnd-kit
// finds the stop below by the boxes the browser lays out, which happy-dom does not.

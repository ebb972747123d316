import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { setTripMarks } from "#client/entities/place/waiting-mark.tsx";
import type { TripSummary } from "#client/entities/trip/trip-api.ts";
import { TripList } from "./trips-page.tsx";

const trip = (id: number, name: string, fields: Partial<TripSummary> = {}): TripSummary => ({
  id,
  name,
  startDate: "2027-05-01T12:00:00.000Z",
  endDate: "2027-05-03T12:00:00.000Z",
  dayCount: 3,
  stopCount: 12,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...fields,
});

const renderList = (trips: TripSummary[] | undefined, failed = false) =>
  render(
    <MemoryRouter>
      <TripList trips={trips} failed={failed} newTrip={<button type="button">New Trip</button>} />
    </MemoryRouter>,
  );

describe("the trips list", () => {
  it("shows each trip's name, dates and size as one sentence, linked to its page", () => {
    renderList([
      trip(1, "Cornwall"),
      trip(2, "Day in Bath", {
        startDate: "2027-06-05T12:00:00.000Z",
        endDate: "2027-06-05T12:00:00.000Z",
        dayCount: 1,
        stopCount: 1,
      }),
      trip(3, "Someday", { startDate: null, endDate: null, dayCount: 0, stopCount: 0 }),
    ]);
    const items = within(screen.getByRole("list", { name: "Your trips" })).getAllByRole("link");
    expect(items.map((item) => item.textContent)).toEqual([
      "Cornwall1 May 2027 to 3 May 20273 days · 12 stops",
      "Day in Bath5 Jun 20271 day · 1 stop",
      "SomedayNo dates yetNo dates or stops yet",
    ]);
    expect(items[0]?.getAttribute("href")).toBe("/trips/1");
  });

  it("offers New Trip when there are none yet", () => {
    renderList([]);
    expect(screen.getByText("No trips yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "New Trip" })).toBeTruthy();
  });

  it("says it is loading, and says so when the list failed", () => {
    renderList(undefined);
    expect(screen.getByRole("status").textContent).toContain("Loading...");
    renderList(undefined, true);
    expect(screen.getByText("Failed to load your trips. Please refresh the page.")).toBeTruthy();
  });

  it("marks a trip with a change kept on this device, in words, until it is sent", () => {
    renderList([trip(1, "Cornwall"), trip(-2, "Made on the train"), trip(3, "Refused")]);
    const marks = () =>
      within(screen.getByRole("list", { name: "Your trips" }))
        .getAllByRole("link")
        .map((link) => link.querySelector("[data-testid=waiting-mark]")?.textContent ?? null);
    expect(marks()).toEqual([null, null, null]);
    act(() =>
      setTripMarks(
        new Map([
          [-2, "waiting"],
          [3, "problem"],
        ]),
      ),
    );
    expect(marks()).toEqual([null, "Waiting to be sent", "Not saved: needs your choice"]);
    act(() => setTripMarks(new Map()));
    expect(marks()).toEqual([null, null, null]);
  });
});

import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ThemeProvider } from "#client/lib/theme.tsx";
import type { Place } from "#shared/place.ts";
import type { PlaceFilter } from "#shared/place-list.ts";
import { aPlace } from "#tests/fixtures/place.ts";
import { MapView, mapSelection } from "./map-view.tsx";

const at = "2026-11-01T10:00:00.000Z";
const PLACES = [
  aPlace({
    id: 1,
    name: "Stonehenge",
    createdAt: at,
    latitude: 51.18,
    longitude: -1.83,
    visited: true,
  }),
  aPlace({ id: 2, name: "Edinburgh Castle", createdAt: at, latitude: 55.95, longitude: -3.2 }),
  aPlace({ id: 3, name: "Somewhere unplaced", createdAt: at }),
];

/** The map's page around its state, as the page keeps it, over `places`. */
function Page({ places }: { places: Place[] }) {
  const [filter, setFilter] = useState<PlaceFilter>("all");
  const [query, setQuery] = useState("");
  return (
    <ThemeProvider>
      <MemoryRouter>
        <MapView
          places={places}
          selection={mapSelection(places, filter, query)}
          filter={filter}
          query={query}
          onFilter={setFilter}
          onQuery={setQuery}
        />
      </MemoryRouter>
    </ThemeProvider>
  );
}

const notOnTheMap = () => screen.getByRole("region", { name: /^Not on the map/ });

describe("the map's page around the map", () => {
  it("counts the places by filter, and lists those with no location with a way to add one", () => {
    render(<Page places={PLACES} />);
    expect(screen.getByRole("button", { name: /^All/ }).textContent).toBe("All3");
    expect(screen.getByRole("button", { name: /^Visited/ }).textContent).toBe("Visited1");
    expect(screen.getByRole("button", { name: /^To Visit/ }).textContent).toBe("To Visit2");
    expect(within(notOnTheMap()).getByRole("heading").textContent).toBe("Not on the map (1)");
    const add = screen.getByRole("link", { name: "Add location to Somewhere unplaced" });
    expect(add.getAttribute("href")).toBe("/place/3?edit=location");
  });

  it("filters the list beside the map as it filters the map", () => {
    render(<Page places={PLACES} />);
    fireEvent.click(screen.getByRole("button", { name: /^Visited/ }));
    expect(screen.getByRole("button", { name: /^Visited/ }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(within(notOnTheMap()).getByRole("heading").textContent).toBe("Not on the map (0)");
    expect(within(notOnTheMap()).getByText("Every place shown has a location.")).toBeTruthy();
  });

  it("says so when a search finds nothing, beside the box and beside the map", () => {
    render(<Page places={PLACES} />);
    expect(screen.getByRole("status").textContent).toBe("");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search places" }), {
      target: { value: "zzz" },
    });
    expect(screen.getByRole("status").textContent).toBe("No places match your search.");
    expect(within(notOnTheMap()).getByText("No places to show.")).toBeTruthy();
    expect(screen.queryByText("Every place shown has a location.")).toBeNull();
  });
});

describe("mapSelection", () => {
  it("splits what a filter and search show into located and unlocated, by name", () => {
    const { located, unlocated } = mapSelection(PLACES, "unvisited", "");
    expect(located.map((place) => place.name)).toEqual(["Edinburgh Castle"]);
    expect(unlocated.map((place) => place.name)).toEqual(["Somewhere unplaced"]);
    expect(mapSelection(PLACES, "all", "stone").located.map((place) => place.id)).toEqual([1]);
  });
});

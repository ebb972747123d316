import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlaceLocation } from "./place-location.tsx";

// The map draws with Leaflet on a basemap Vite builds, neither of which happy-dom has: a
// place page's map is tried in the browser (tests/e2e/location.test.ts).
vi.mock("#client/components/map/location-map.tsx", () => ({ default: () => null }));

afterEach(() => vi.unstubAllGlobals());

const CASTLERIGG = { latitude: 54.6029, longitude: -3.0984 };

describe("a place's location on its page", () => {
  it("shows where it is, with directions, and how far only once the person asks", async () => {
    // Keswick, about 2.3 km (1.5 miles) from Castlerigg as the crow flies.
    const asked = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: 54.6013, longitude: -3.1347 } } as GeolocationPosition),
    );
    vi.stubGlobal("navigator", {
      ...navigator,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
      geolocation: { getCurrentPosition: asked },
    });
    render(<PlaceLocation location={CASTLERIGG} name="Castlerigg" />);
    screen.getByText("54.6029° N, 3.0984° W");
    expect(screen.getByRole("link", { name: "Directions" }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/directions?route=%3B54.6029%2C-3.0984",
    );
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByText(/away$/)).toBeNull();

    await userEvent.setup().click(screen.getByRole("button", { name: "How far is it?" }));
    await screen.findByText("1.5 mi away");
    expect(asked).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "How far is it?" })).toBeNull();
  });
});

describe("a location an import found from the place's words", () => {
  it("is said to be approximate, and a precise one is not", () => {
    const { rerender } = render(
      <PlaceLocation location={CASTLERIGG} name="Castlerigg" approximate />,
    );
    const said = "Approximate location: found from the town or postcode in its name or address.";
    screen.getByText(said);
    rerender(<PlaceLocation location={CASTLERIGG} name="Castlerigg" />);
    expect(screen.queryByText(said)).toBeNull();
  });
});
